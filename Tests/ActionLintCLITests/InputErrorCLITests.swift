import ActionLintTestSupport
import Foundation
import XCTest

/// Issue 20, items 5 and 8: input that cannot be linted is exit 2 with one line naming the
/// path and the problem, and no "No findings" summary; special files never block the run.
final class InputErrorCLITests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.write("Sources/VolumeView.swift", ViewSource.clean)
    }

    private func assertFails(_ arguments: [String], line expected: String, in working: String = "",
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try ToolRunner(folder: folder.url.appendingPathComponent(working)).run(arguments)
        XCTAssertEqual(run.status, 2, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stderrLines, [expected], file: file, line: line)
        XCTAssertFalse(run.stdout.contains("No findings"), "no summary for a failed input: \(run.stdout)", file: file, line: line)
    }

    func testFolderWithoutSwiftFiles() throws {
        try folder.write("Docs/README.md", "# Docs\n")
        try assertFails(["Docs"], line: "action-lint: Docs: no Swift files found in this folder")
        try assertFails(["."], line: "action-lint: .: no Swift files found in this folder", in: "Docs")
    }

    func testBinaryAndNonUTF8Files() throws {
        // An executable renamed to .swift: an ELF header with NUL bytes.
        try folder.write("Sources/Tool.swift", bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00] + Array(repeating: 0, count: 32))
        try assertFails(["Sources"], line: "action-lint: Sources/Tool.swift: binary file (NUL byte at line 1)")
        try folder.write("Sources/Tool.swift", bytes: Array("let title = \"caf".utf8) + [0xE9] + Array("\"\n".utf8))
        try assertFails(["Sources"], line: "action-lint: Sources/Tool.swift: not UTF-8 text (invalid byte 0xE9 at line 1)")
        try assertFails(["."], line: "action-lint: Tool.swift: not UTF-8 text (invalid byte 0xE9 at line 1)", in: "Sources")
        // Random bytes (seeded), all at or above 0x80: never valid UTF-8 for long.
        var generator = SeededBytes(seed: 20)
        try folder.write("Sources/Tool.swift", bytes: (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) | 0x80 })
        let run = try folder.runner().run(["Sources"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderrLines.first?.hasPrefix("action-lint: Sources/Tool.swift: not UTF-8 text (invalid byte") == true, run.stderr)
    }

    func testMissingFileHasNoSummary() throws {
        try assertFails(["Sources/Missing.swift"], line: "action-lint: Sources/Missing.swift: no such file or directory")
    }

    func testHelpCommand() throws {
        let run = try folder.runner().run(["help"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("action-lint — "), run.stdout)
        let explain = try folder.runner().run(["help", "explain"])
        XCTAssertEqual(explain.status, 0)
        XCTAssertTrue(explain.stdout.hasPrefix("action-lint explain [--markdown] <rule-id>"), explain.stdout)
        try assertFails(["help", "lnt"],
                        line: "action-lint: no help for 'lnt' (commands: lint, help, rules, explain, generate-docs, dump-tokens, dump-syntax, extract, lsp, build-step)")
    }

    func testFIFOAndDeviceNamedSwiftAreErrorsNotHangs() throws {
        XCTAssertEqual(mkfifo(folder.path + "/Sources/Pipe.swift", 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/Zero.swift", withDestinationPath: "/dev/zero")
        let started = Date()
        let run = try folder.runner().run(["Sources"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "never blocks on the FIFO or reads /dev/zero forever")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderrLines, [
            "action-lint: Sources/Pipe.swift: not a regular file or folder",
            "action-lint: Sources/Zero.swift: not a regular file or folder",
        ])
        let named = try ToolRunner(folder: folder.url.appendingPathComponent("Sources")).run(["Pipe.swift", "Zero.swift", "VolumeView.swift"])
        XCTAssertEqual(named.status, 2)
        XCTAssertEqual(named.stderrLines, [
            "action-lint: Pipe.swift: not a regular file or folder",
            "action-lint: Zero.swift: not a regular file or folder",
        ])
    }
}
