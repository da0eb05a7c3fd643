import ActionLintTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `action-lint` with stdout on a pseudo-terminal, so that `isatty(1)` is true and
/// colour tests compare a real terminal run against `NO_COLOR` and `--no-color` (with a pipe,
/// "no colour" would pass whatever the flags did).
struct TerminalRunner {
    var folder: URL
    var environment: [String: String]

    struct PTYError: Error, CustomStringConvertible {
        var description: String
    }

    /// stdout as the terminal received it (line breaks may arrive as CR LF).
    func run(_ arguments: [String]) throws -> String {
        let executable = try BuiltTool.located()
        let (primary, name) = try Self.openPseudoTerminal()
        defer { close(primary) }
        let secondary = FileHandle(forUpdatingAtPath: name)
        guard let secondary else { throw PTYError(description: "cannot open the pseudo-terminal's secondary side") }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        process.standardOutput = secondary
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Our copy of the secondary side must go, or reading the primary never sees the end.
        try secondary.close()
        let output = readUntilClosed(primary)
        process.waitUntilExit()
        return output
    }

    private typealias OpenFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    /// The primary side and the secondary's device path. Glibc's module map hides
    /// `posix_openpt` and friends (they need `_XOPEN_SOURCE`), so they are looked up at run time.
    private static func openPseudoTerminal() throws -> (Int32, String) {
        let handle = dlopen(nil, RTLD_NOW)
        func function<T>(_ name: String, as type: T.Type) throws -> T {
            guard let symbol = dlsym(handle, name) else { throw PTYError(description: "\(name) is not available") }
            return unsafeBitCast(symbol, to: type)
        }
        let openPrimary = try function("posix_openpt", as: OpenFunction.self)
        let grant = try function("grantpt", as: OpenFunction.self)
        let unlock = try function("unlockpt", as: OpenFunction.self)
        let secondaryName = try function("ptsname", as: NameFunction.self)
        let primary = openPrimary(O_RDWR | O_NOCTTY)
        guard primary >= 0, grant(primary) == 0, unlock(primary) == 0, let name = secondaryName(primary) else {
            throw PTYError(description: "cannot open a pseudo-terminal: errno \(errno)")
        }
        return (primary, String(cString: name))
    }

    /// Reads until the child closes the terminal (Linux reports EIO then, macOS end of file).
    private func readUntilClosed(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
