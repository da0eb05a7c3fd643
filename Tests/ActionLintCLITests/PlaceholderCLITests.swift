import XCTest
@testable import ActionLintCLI

final class PlaceholderCLITests: XCTestCase {
    func testDumpTokensOfMissingFileIsExitTwo() {
        let out = OutputSink(), err = OutputSink()
        XCTAssertEqual(CommandLineTool.run(arguments: ["dump-tokens", "/nonexistent.swift"], stdout: out, stderr: err), 2)
        err.flush()
        XCTAssertEqual(err.capturedText, "action-lint: /nonexistent.swift: no such file or directory\n")
    }
}
