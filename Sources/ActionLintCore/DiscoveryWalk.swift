/// What one `FileDiscovery.discover` call has gathered so far. The visited set is shared by
/// all the paths of the call, so overlapping paths do not search a folder twice.
struct DiscoveryWalk {
    /// Shown paths, in walk order; a file named twice appears twice until the walk's end.
    var files: [String] = []
    var errors: [DiscoveryError] = []
    var visitedFolders: Set<FileIdentity> = []
    /// Folders met through a symbolic link, searched after every real folder so that a file
    /// reachable both ways is shown (and keyed in a baseline) by its real path.
    var linkedFolders: [(path: String, identity: FileIdentity)] = []
}
