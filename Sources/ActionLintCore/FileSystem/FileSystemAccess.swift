#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the loaders need, wrapped so that failures carry `errno` (Foundation's
/// errors are multi-line and localized, which does not fit a one-line message).
enum FileSystemAccess {
    /// The whole file. Reading a folder fails with "is a directory", anything else that is not a
    /// regular file (a FIFO, a device such as `/dev/zero`) with "not a regular file or folder":
    /// opened without blocking, so a FIFO with no writer cannot hang the run.
    ///
    /// One allocation of the size `fstat` reports and reads straight into it, without clearing
    /// it first (the lint of a large tree is mostly this call); a file that grows meanwhile is
    /// still read to its end. Usually two system calls besides open, fstat and close: a read
    /// that returns exactly the size `fstat` reported, though it asked for a byte more, met
    /// the end of the file — no further read just to be told so.
    static func readBytes(_ path: String) throws(SystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw SystemError.current() }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError.current() }
        if status.st_mode & S_IFMT == S_IFDIR { throw SystemError(code: EISDIR) }
        if status.st_mode & S_IFMT != S_IFREG { throw SystemError(code: ENODEV) }
        // One byte more than the size, so that a full buffer means the file grew.
        let expected = max(Int(status.st_size), 0) + 1
        var result = try readChunk(descriptor, upTo: expected, endingAt: expected - 1)
        if result.count == expected {
            // The file grew since `fstat`: read the rest.
            while true {
                let more = try readChunk(descriptor, upTo: 4096)
                result.append(contentsOf: more)
                if more.count < 4096 { break }
            }
        }
        return result
    }

    /// Up to `count` bytes from `descriptor`: fewer only at the end of the file, which a read
    /// that stops short with `knownSize` bytes in hand is taken to be.
    private static func readChunk(_ descriptor: Int32, upTo count: Int, endingAt knownSize: Int? = nil) throws(SystemError) -> [UInt8] {
        var failure: SystemError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            while initialized < count {
                let got = read(descriptor, buffer.baseAddress! + initialized, count - initialized)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = SystemError.current()
                    return
                }
                if got == 0 { return }
                initialized += got
                if initialized == knownSize { return }
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// The entries of a folder, without "." and "..", in no particular order.
    static func listDirectory(_ path: String) throws(SystemError) -> DirectoryListing {
        guard let stream = opendir(path) else { throw SystemError.current() }
        defer { closedir(stream) }
        var listing = DirectoryListing()
        while let entry = readdir(stream) {
            let isRegularFile = entry.pointee.d_type == UInt8(DT_REG)
            withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) { name in
                    let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
                    let name = UnsafeBufferPointer(start: name, count: length)
                    guard !isDotOrDotDot(name) else { return }
                    listing.append(name: name, isRegularFile: isRegularFile)
                }
            }
        }
        return listing
    }

    private static func isDotOrDotDot(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        (name.count == 1 || name.count == 2) && name.allSatisfy { $0 == UInt8(ascii: ".") }
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
