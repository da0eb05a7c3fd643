/// A file's identity on disk, the same whichever path (or symbolic link) leads to it.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
}
