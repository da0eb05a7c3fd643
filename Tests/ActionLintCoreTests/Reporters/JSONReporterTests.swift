import ActionLintTestSupport
import XCTest
@testable import ActionLintCore

final class JSONReporterTests: XCTestCase {
    func testFixture() {
        let expected = #"""
        {
          "version": 2,
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
              },
              "noFixReason": null
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
              "fix": null,
              "noFixReason": "the closure reads `item`, an element of ForEach"
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
          "version": 2,
          "findings": [],
          "summary": {
            "files": 3,
            "findings": 0
          }
        }

        """
        XCTAssertEqual(JSONReporter().render(ReporterFixture.empty), expected)
    }

    /// A long list of findings is written in chunks on several cores and spliced: every finding
    /// comes back once, in order, with commas and indentation as in a short list (the document
    /// parses, and its findings compare equal to those of the one-chunk fixture).
    func testFindingsWrittenInChunksReadAsOneList() throws {
        let count = 150
        let findings = (0..<count).map { index in
            var finding = index % 2 == 0 ? ReporterFixture.duplicate : ReporterFixture.unfixable
            finding.message = "finding \(index)"
            return finding
        }
        let text = JSONReporter().render(ReporterFixture.input(findings: findings))
        let single = try TestJSONParser.parse(JSONReporter().render(ReporterFixture.input()))
        let document = try TestJSONParser.parse(text)
        guard case let .array(written)? = document["findings"], case let .array(fixture)? = single["findings"] else {
            return XCTFail("no findings array")
        }
        XCTAssertEqual(written.map { $0["message"] }, (0..<count).map { .string("finding \($0)") })
        XCTAssertEqual(written[0]["related"], fixture[0]["related"])
        XCTAssertEqual(written[1]["fix"], fixture[1]["fix"])
        XCTAssertTrue(text.contains("\n    },\n    {\n      \"rule\""))
        XCTAssertTrue(text.hasSuffix("\n  ],\n  \"summary\": {\n    \"files\": 3,\n    \"findings\": \(count)\n  }\n}\n"))
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
