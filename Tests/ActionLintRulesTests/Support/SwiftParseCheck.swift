import Foundation
import XCTest
import ActionLintTestSupport

/// Runs the real compiler's parser over fixed output: a fix that produces code `swiftc` cannot
/// parse is a broken fix, whatever our own lexer thinks of it.
enum SwiftParseCheck {
    static var compiler: String? { ExternalTool.swiftc }

    /// Fails the test when `swiftc -parse` reports anything on `text`.
    static func assertParses(_ text: String, name: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let compiler else { return XCTFail("no swiftc found to check \(name)", file: file, line: line) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("action-lint-parse-\(UUID().uuidString)")
        let source = folder.appendingPathComponent(name.hasSuffix(".swift") ? name : name + ".swift")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data(text.utf8).write(to: source)
            let (status, output) = try ExternalTool.run(compiler, ["-parse", source.path])
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
        let (status, output) = try ExternalTool.run(compiler, ["-parse", source.path])
        if status != 0 || output.contains("error:") {
            return output.isEmpty ? "swiftc -parse exited with \(status)" : output
        }
        return nil
    }
}
