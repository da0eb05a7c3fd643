import Foundation

/// Reads whole files as bytes, turning every failure into a one-line message naming the path.
enum FileReader {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Largest file action-lint reads; token offsets are 32-bit.
    static let maximumSize = 1 << 30

    static func read(_ path: String) throws(Failure) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(description: "\(path): no such file or directory")
        }
        if isDirectory.boolValue { throw Failure(description: "\(path): is a directory") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Failure(description: "\(path): cannot open file (permission denied?)")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.readToEnd() ?? Data()
            if data.count > maximumSize { throw Failure(description: "\(path): file is larger than 1 GiB") }
            return [UInt8](data)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(path): cannot read file: \(error.localizedDescription)")
        }
    }
}
