import Foundation
import XCTest

/// Runs the real compiler's parser over fixed output: a fix that produces code `swiftc` cannot
/// parse is a broken fix, whatever our own lexer thinks of it.
enum SwiftParseCheck {
    /// `swiftc` from the toolchain the tests were built with, else the first one on PATH.
    static let compiler: String? = {
        var candidates = ["/opt/swift/usr/bin/swiftc"]
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        candidates += path.split(separator: ":").map { "\($0)/swiftc" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Fails the test when `swiftc -parse` reports anything on `text`.
    static func assertParses(_ text: String, name: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let compiler else { return XCTFail("no swiftc found to check \(name)", file: file, line: line) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("action-lint-parse-\(UUID().uuidString)")
        let source = folder.appendingPathComponent(name.hasSuffix(".swift") ? name : name + ".swift")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data(text.utf8).write(to: source)
            let (status, output) = try run(compiler, ["-parse", source.path])
            XCTAssertEqual(status, 0, "swiftc -parse rejected \(name):\n\(output)", file: file, line: line)
            XCTAssertFalse(output.contains("error:"), "swiftc -parse reported errors in \(name):\n\(output)", file: file, line: line)
        } catch {
            XCTFail("could not run swiftc on \(name): \(error)", file: file, line: line)
        }
    }

    /// The parser's diagnostics when the code does not parse; nil when it parses cleanly.
    static func errors(in code: String) throws -> String? {
        guard let compiler else { return "no swiftc found (looked in /opt/swift/usr/bin and PATH)" }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("action-lint-parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Corrected.swift")
        try Data(code.utf8).write(to: source)
        let (status, output) = try run(compiler, ["-parse", source.path])
        if status != 0 || output.contains("error:") {
            return output.isEmpty ? "swiftc -parse exited with \(status)" : output
        }
        return nil
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
