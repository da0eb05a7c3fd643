#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file to lint; failures are one-line messages naming the path.
public enum SourceReader {
    /// Largest file read; token offsets are 32-bit.
    public static let maximumSize = 1 << 30

    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    static func problem(_ error: SystemError) -> String {
        switch error.code {
        case EISDIR: return "is a directory"
        case ENODEV: return "not a regular file or folder"
        default: return error.description
        }
    }

    public static func read(_ path: String, shownAs shown: String? = nil) throws(Failure) -> [UInt8] {
        let name = shown ?? path
        do {
            let bytes = try FileSystemAccess.readBytes(path)
            if bytes.count > maximumSize { throw Failure(description: "\(name): file is larger than 1 GiB") }
            return bytes
        } catch let error as SystemError {
            throw Failure(description: "\(name): \(Self.problem(error))")
        } catch {
            throw error as! Failure
        }
    }
}
