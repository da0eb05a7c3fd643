/// One name in a folder listing: where its bytes lie in the listing's buffer, and whether the
/// listing itself says it is a regular file.
struct DirectoryEntry: Sendable {
    var nameBytes: Range<Int>
    /// True when `readdir` reported a regular file (`DT_REG`): discovery then needs no `lstat`
    /// for it — in a source tree that is nearly every entry, and each call is a system call made
    /// before any file is linted. False for folders, links and whenever the file system does
    /// not say (`DT_UNKNOWN`): those are asked with `lstat` as before.
    var isRegularFile: Bool
}
