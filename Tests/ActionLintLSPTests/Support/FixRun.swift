import ActionLintTestSupport
import Foundation
import XCTest

/// What `action-lint --fix` (or `extract --fix`) writes for a text: the file in a temporary
/// folder of its own, rewritten by the built binary, read back. The code actions must give
/// exactly this.
enum FixRun {
    static func fixed(_ text: String, name: String = "View.swift", unsafe: Bool = false, in testCase: XCTestCase) throws -> String {
        try rewritten(text, name: name, by: ["--fix", "--quiet", "--no-config"] + (unsafe ? ["--unsafe-fixes"] : []) + [name], in: testCase)
    }

    /// What `action-lint extract NAME:LINE:COLUMN --fix` writes (1-based, as the command takes
    /// them): the extraction an editor's `refactor.extract` action must give.
    static func extracted(_ text: String, line: Int, column: Int, style: String = "method", name: String = "View.swift",
                          in testCase: XCTestCase) throws -> String {
        try rewritten(text, name: name, by: ["extract", "\(name):\(line):\(column)", "--fix-style", style, "--fix"], in: testCase)
    }

    /// The file `name` holding `text`, after the built binary ran with `arguments` beside it.
    static func rewritten(_ text: String, name: String, by arguments: [String], in testCase: XCTestCase) throws -> String {
        let folder = try TemporaryFolder(testCase)
        let file = URL(fileURLWithPath: try folder.write(name, text))
        let process = Process()
        process.executableURL = try BuiltTool.located()
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        process.environment = [:]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertTrue(arguments[0] == "extract" ? process.terminationStatus == 0 : process.terminationStatus != 2,
                      "action-lint \(arguments.joined(separator: " ")) failed (\(process.terminationStatus))")
        return try String(contentsOf: file, encoding: .utf8)
    }
}

/// What `action-lint --reporter json` reports for a file: the diagnostics must say the same.
enum JSONReport {
    static func findings(_ file: URL) throws -> [[String: Any]] {
        let output = Pipe()
        let process = Process()
        process.executableURL = try BuiltTool.located()
        process.arguments = ["--no-config", "--reporter", "json", file.path]
        process.environment = [:]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(report["findings"] as? [[String: Any]])
    }
}
