#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents so that, whatever happens (a crash, `kill -9`, a full disk), the
/// file holds either the old bytes or the new ones: the new bytes go to a temporary file in the
/// same folder, are flushed to disk, and are renamed over the original. Mode and owner are kept.
/// Temporary files left by a killed run are removed by the next write into their folder
/// (`StaleTemporaryFiles`).
public enum AtomicFileWriter {
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Called right before the rename, with the destination path: tests use it to change the
    /// file behind the writer's back.
    nonisolated(unsafe) public static var testHookBeforeCommit: ((String) -> Void)?

    /// Writes `bytes` to `path`. With `expectedOriginal`, refuses when the file no longer holds
    /// those bytes (someone changed it since it was read, or removed it). Refuses read-only
    /// files and files in read-only folders.
    public static func write(_ bytes: [UInt8], to given: String, expectedOriginal: [UInt8]? = nil) throws(Failure) {
        // Through a symbolic link, the file it points to is replaced, not the link.
        let path = FileSystemAccess.resolvedPath(given) ?? given
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists {
            if status.st_mode & S_IFMT == S_IFDIR { throw Failure(description: "is a directory") }
            // Root may write anything; the file's mode still says what its owner wants.
            if status.st_mode & 0o222 == 0 { throw Failure(description: "file is read-only; not modified") }
        } else if expectedOriginal != nil {
            throw Failure(description: "file was removed since it was read; not recreated")
        }
        let folder = FilePaths.parent(path).map { $0 == "" ? "/" : $0 } ?? "."
        try checkFolderIsWritable(folder)
        StaleTemporaryFiles.sweep(folder)
        var template = Array(folder.utf8CString.dropLast()) + Array(("/" + StaleTemporaryFiles.template()).utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw Failure(description: "cannot create a temporary file in \(folder): \(SystemError.current().description)")
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Closed once: a second close could close a descriptor another thread just opened.
        var open = true
        do throws(Failure) {
            try writeAll(bytes, to: descriptor)
            if exists {
                // A replacement the old owner no longer owns would be a silent change of
                // permissions: refuse rather than write it.
                guard fchown(descriptor, status.st_uid, status.st_gid) == 0,
                      fchmod(descriptor, status.st_mode & 0o7777) == 0 else {
                    throw Failure(description: "cannot keep the file's owner and mode (\(SystemError.current().description)); not modified")
                }
            } else {
                _ = fchmod(descriptor, 0o644 & ~currentUmask())
            }
            guard fsync(descriptor) == 0 else { throw Failure(description: "cannot flush to disk: \(SystemError.current().description)") }
            close(descriptor)
            open = false
            testHookBeforeCommit?(path)
            if let expectedOriginal {
                let current = try? FileSystemAccess.readBytes(path)
                guard current == expectedOriginal else { throw Failure(description: "file changed since it was read; not modified") }
            }
            guard rename(temporary, path) == 0 else { throw Failure(description: "cannot replace the file: \(SystemError.current().description)") }
        } catch {
            if open { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// The rename replaces a folder entry, so the folder's mode decides, as the file's does
    /// (root could write into a folder its owner made read-only).
    static func checkFolderIsWritable(_ folder: String) throws(Failure) {
        var status = stat()
        guard stat(folder, &status) == 0 else {
            throw Failure(description: "cannot use the folder \(folder): \(SystemError.current().description)")
        }
        if status.st_mode & 0o222 == 0 { throw Failure(description: "folder is read-only; not modified") }
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in posixWrite(descriptor, raw.baseAddress! + offset, raw.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "cannot write: \(SystemError.current().description)")
            }
            offset += written
        }
    }

    static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

/// `write(2)`, named apart from the writer's own `write`.
private func posixWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}
