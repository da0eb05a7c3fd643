import ActionLintTestSupport
import Foundation
import XCTest

/// What `action-lint --fix` writes for a text: the file in a temporary folder of its own, fixed
/// by the built binary, read back. The quick fixes must give exactly this.
enum FixRun {
    static func fixed(_ text: String, name: String = "View.swift", unsafe: Bool = false, in testCase: XCTestCase) throws -> String {
        let folder = try TemporaryFolder(testCase)
        let file = URL(fileURLWithPath: try folder.write(name, text))
        let process = Process()
        process.executableURL = try BuiltTool.located()
        process.arguments = ["--fix", "--quiet", "--no-config"] + (unsafe ? ["--unsafe-fixes"] : []) + [name]
        process.currentDirectoryURL = folder.url
        process.environment = [:]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertNotEqual(process.terminationStatus, 2, "action-lint --fix failed on \(name)")
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
