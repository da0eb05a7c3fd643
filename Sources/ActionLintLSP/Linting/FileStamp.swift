#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file that changes when the file does: a configuration is read
/// again only when its stamp differs from the one it was read with.
struct FileStamp: Hashable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int

    /// The stamp of `path` (following links), or nil when it cannot be read.
    static func of(_ path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        // `dev_t` is an `Int32` on Darwin: its bits, not a value that could be negative.
        return FileStamp(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                         modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec))
    }
}
