/// What one `FileDiscovery.discover` call has gathered so far. The visited set is shared by
/// all the paths of the call, so overlapping paths do not search a folder twice.
struct DiscoveryWalk {
    var files: Set<String> = []
    var errors: [DiscoveryError] = []
    var visitedFolders: Set<FileIdentity> = []
}
