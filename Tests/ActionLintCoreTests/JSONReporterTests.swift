import ActionLintTestSupport
import XCTest
@testable import ActionLintCore

final class JSONReporterTests: XCTestCase {
    func testFixture() {
        let expected = #"""
        {
          "version": 1,
          "findings": [
            {
              "rule": "duplicate-action-closure",
              "severity": "warning",
              "message": "This action closure duplicates 1 other in AddItemView",
              "file": "Sources/App/AddItemView.swift",
              "line": 12,
              "column": 17,
              "endLine": 12,
              "endColumn": 37,
              "related": [
                {
                  "file": "Sources/App/AddItemView.swift",
                  "line": 18,
                  "column": 46,
                  "message": "duplicate action closure here"
                }
              ],
              "fix": {
                "title": "Extract the action into `addItem()`",
                "applicability": "safe"
              }
            },
            {
              "rule": "duplicate-action-closure",
              "severity": "error",
              "message": "Action \"save(item)\" repeats: 100%, <same> & identical\nExtract it by hand.",
              "file": "Sources/My App/List View.swift",
              "line": 7,
              "column": 25,
              "endLine": 7,
              "endColumn": 39,
              "related": [],
              "fix": null
            }
          ],
          "summary": {
            "files": 3,
            "findings": 2
          }
        }

        """#
        XCTAssertEqual(JSONReporter().render(ReporterFixture.input()), expected)
    }

    func testEmptyIsStillADocument() {
        let expected = """
        {
          "version": 1,
          "findings": [],
          "summary": {
            "files": 3,
            "findings": 0
          }
        }

        """
        XCTAssertEqual(JSONReporter().render(ReporterFixture.empty), expected)
    }

    /// A script reading the output gets the message back exactly, line break and quotes included.
    func testOutputParsesBack() throws {
        let document = try TestJSONParser.parse(JSONReporter().render(ReporterFixture.input()))
        guard case let .array(findings)? = document["findings"] else { return XCTFail("no findings array") }
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(findings[1]["message"], .string(ReporterFixture.unfixable.message))
        XCTAssertEqual(findings[1]["file"], .string("Sources/My App/List View.swift"))
    }
}
