import Foundation

/// Runs the toolchain's parser over a piece of Swift, so that fix outputs are checked by the
/// compiler itself rather than by our own shallow parser.
enum SwiftParseCheck {
    /// `swiftc` next to the toolchain this repository uses, else the first one on PATH.
    static var compilerPath: String? {
        let candidates = ["/opt/swift/usr/bin/swiftc"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The parser's diagnostics when the code does not parse; nil when it parses cleanly.
    static func errors(in code: String) throws -> String? {
        guard let compiler = compilerPath else { return "no swiftc found (looked in /opt/swift/usr/bin and PATH)" }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("action-lint-parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Corrected.swift")
        try Data(code.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["-parse", file.path]
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Read before waiting: a full pipe would otherwise block the compiler.
        let diagnostics = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus != 0 || diagnostics.contains("error:") {
            return diagnostics.isEmpty ? "swiftc -parse exited with \(process.terminationStatus)" : diagnostics
        }
        return nil
    }
}
