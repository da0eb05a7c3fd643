#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with `open`/`fstat`/`read` straight into a byte array: the `read` phase
/// should measure the kernel and the copy, not Foundation's `Data` bridging.
enum FileReader {
    struct ReadError: Error, CustomStringConvertible {
        let path: String
        var description: String { "cannot read \(path)" }
    }

    static func bytes(atPath path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ReadError(path: path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadError(path: path) }
        let size = Int(info.st_size)
        var failed = false
        let result = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            initialized = readFully(descriptor, into: buffer)
            failed = initialized != size
        }
        if failed { throw ReadError(path: path) }
        return result
    }

    /// `read` may return less than asked; loop until the buffer is full or the file ends.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var filled = 0
        while filled < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count <= 0 { break }
            filled += count
        }
        return filled
    }
}
