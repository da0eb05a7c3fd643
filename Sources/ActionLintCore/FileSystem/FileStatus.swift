#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` or `lstat` says about a path: its kind and its identity. The (device, inode)
/// pair identifies a folder however it was reached, which is how symlink loops are detected.
struct FileStatus: Hashable {
    var kind: FileKind
    var identity: FileIdentity

    /// `stat` (following symbolic links) or `lstat` (not following them).
    static func of(_ path: String, followingLinks: Bool) throws(SystemError) -> FileStatus {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { throw SystemError.current() }
        // `dev_t` is an `Int32` on Darwin: a device number past `Int32.max` reads as negative.
        let identity = FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(info.st_ino))
        return FileStatus(kind: kind(ofMode: UInt32(info.st_mode)), identity: identity)
    }

    private static func kind(ofMode mode: UInt32) -> FileKind {
        switch mode & UInt32(S_IFMT) {
        case UInt32(S_IFREG): return .regularFile
        case UInt32(S_IFDIR): return .directory
        case UInt32(S_IFLNK): return .symbolicLink
        default: return .other
        }
    }
}
