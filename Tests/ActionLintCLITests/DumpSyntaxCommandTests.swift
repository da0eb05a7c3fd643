import Foundation
import XCTest
@testable import ActionLintCLI
import ActionLintTestSupport

/// `action-lint dump-syntax FILE`, run in-process with capturing sinks.
final class DumpSyntaxCommandTests: XCTestCase {
    private static let seedPath = TestPaths.fixture("Demo/AddItemView.swift").path

    private func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let out = OutputSink(), err = OutputSink()
        let code = CommandLineTool.run(arguments: arguments, stdout: out, stderr: err)
        out.flush()
        err.flush()
        return (code, out.capturedText, err.capturedText)
    }

    func testSeedFixtureDumpsItsViewAndBothActions() throws {
        let result = run(["dump-syntax", Self.seedPath])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.err, "")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        XCTAssertEqual(json["views"] as? [String], ["AddItemView"])
        let actions = try XCTUnwrap(json["actions"] as? [[String: Any]])
        XCTAssertEqual(actions.map { $0["callee"] as? String }, ["TextField", "Button"])
        XCTAssertEqual(actions.map { $0["label"] as? String }, ["onCommit", nil])
        XCTAssertTrue(actions[1]["label"] is NSNull)
        XCTAssertEqual(actions.map { $0["startLine"] as? Int }, [9, 19])
        XCTAssertEqual(actions.map { $0["endLine"] as? Int }, [17, 23])
        XCTAssertEqual(actions.map { $0["startColumn"] as? Int }, [27, 27])
        XCTAssertEqual(actions.map { $0["statements"] as? Int }, [4, 3])
        XCTAssertEqual(actions.map { $0["async"] as? Bool }, [false, false])
        XCTAssertEqual(actions.map { $0["boundNames"] as? [String] }, [[], []])
    }

    func testSeedDumpIsExactlyThisDocument() {
        // Key order and layout are part of the format: scripts diff two dumps.
        let object = { (callee: String, label: String, start: Int, end: Int, statements: Int) in
            """
                {
                  "type": "AddItemView",
                  "member": "body",
                  "callee": "\(callee)",
                  "label": \(label),
                  "startLine": \(start),
                  "endLine": \(end),
                  "startColumn": 27,
                  "parameters": [],
                  "async": false,
                  "boundNames": [],
                  "containsAwait": false,
                  "statements": \(statements)
                }
            """
        }
        let expected = "{\n  \"views\": [\n    \"AddItemView\"\n  ],\n  \"actions\": [\n"
            + object("TextField", "\"onCommit\"", 9, 17, 4) + ",\n" + object("Button", "null", 19, 23, 3)
            + "\n  ]\n}\n"
        XCTAssertEqual(run(["dump-syntax", Self.seedPath]).out, expected)
    }

    func testMissingFileIsExitTwoWithOneLine() {
        let result = run(["dump-syntax", "/nonexistent/View.swift"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, "action-lint: /nonexistent/View.swift: no such file or directory\n")
    }

    func testWrongArgumentCountIsExitTwo() {
        let result = run(["dump-syntax"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "action-lint: dump-syntax takes exactly one file\n")
    }
}
