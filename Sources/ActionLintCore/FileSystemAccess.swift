#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the loaders need, wrapped so that failures carry `errno` (Foundation's
/// errors are multi-line and localized, which does not fit a one-line message).
enum FileSystemAccess {
    /// The whole file. Reading a folder fails with "is a directory".
    ///
    /// One allocation of the size `fstat` reports and reads straight into it (the lint of a
    /// large tree is mostly this call); a file that grows meanwhile is still read to its end.
    static func readBytes(_ path: String) throws(SystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw SystemError.current() }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError.current() }
        if status.st_mode & S_IFMT == S_IFDIR { throw SystemError(code: EISDIR) }
        var result = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == result.count { result.append(contentsOf: [UInt8](repeating: 0, count: max(4096, result.count))) }
            let count = result.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress! + filled, raw.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError.current()
            }
            if count == 0 { break }
            filled += count
        }
        result.removeSubrange(filled...)
        return result
    }

    /// The names in a folder, without "." and "..", in no particular order.
    static func listDirectory(_ path: String) throws(SystemError) -> [String] {
        guard let stream = opendir(path) else { throw SystemError.current() }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The path with every symbolic link resolved, or nil when it cannot be resolved.
    static func resolvedPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    static func exists(_ path: String) -> Bool {
        (try? FileStatus.of(path, followingLinks: true)) != nil
    }

    /// The folder relative paths are taken from: `given` (made absolute against the process's
    /// working folder if it is relative), or the process's working folder.
    static func workingFolder(_ given: String?) -> String {
        let current = currentDirectory()
        return FilePaths.absolute(given ?? current, relativeTo: current)
    }

    /// The process's working folder (as `getcwd` reports it).
    static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
