import ActionLintCore
import ActionLintTestSupport
import XCTest

/// A finding without a fix says why in every reporter, and none of them offers the extraction.
final class NoFixReasonReporterTests: FolderTestCase {
    private let path = "Sources/TagsView.swift"
    // The model's type is in no file of the module, so the row's `tag` has no type to pass it by.
    private let reason = "the type of `tag` (the elements of `model.tags`) is not known: `TagsModel` is declared in no file of this module"
    private let message = "The `.onLongPressGesture` action repeats the `Button` action at line 8; extract it by hand"

    override func setUpWithError() throws {
        try super.setUpWithError()
        _ = try folder.write(path, """
        import SwiftUI

        struct TagsView: View {
            @State private var model = TagsModel()

            var body: some View {
                ForEach(model.tags) { tag in
                    Button(tag.name) { model.select(tag); model.log(tag) }
                        .onLongPressGesture { model.select(tag); model.log(tag) }
                }
            }
        }

        """)
    }

    private func report(_ reporter: String) throws -> String {
        let run = try folder.runner().run(["--reporter", reporter, "--no-config", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("such as"), run.stdout)
        return run.relativeStdout
    }

    func testHuman() throws {
        XCTAssertEqual(try report("human"), """
        \(path):9:37: warning[duplicate-action-closure]: \(message)
          |
        9 |                 .onLongPressGesture { model.select(tag); model.log(tag) }
          |                                     ^
        note: \(path):8:30: also here: the `Button` action
          |
        8 |             Button(tag.name) { model.select(tag); model.log(tag) }
          |                              ^
        note: no automatic fix: \(reason)

        Found 1 finding in 1 file (1 file linted).

        """)
    }

    func testXcode() throws {
        XCTAssertEqual(try report("xcode"), """
        \(path):9:37: warning: \(message) [duplicate-action-closure]
        \(path):8:30: note: also here: the `Button` action
        \(path):9:37: note: no automatic fix: \(reason)

        """)
    }

    func testJSON() throws {
        XCTAssertEqual(try report("json"), """
        {
          "version": 2,
          "findings": [
            {
              "rule": "duplicate-action-closure",
              "severity": "warning",
              "message": "\(message)",
              "file": "\(path)",
              "line": 9,
              "column": 37,
              "endLine": 9,
              "endColumn": 74,
              "related": [
                {
                  "file": "\(path)",
                  "line": 8,
                  "column": 30,
                  "message": "also here: the `Button` action"
                }
              ],
              "fix": null,
              "noFixReason": "\(reason)"
            }
          ],
          "summary": {
            "files": 1,
            "findings": 1
          }
        }

        """)
    }

    /// The result exactly (the rules part, the same for every log, is ReporterGoldenTests'), with no `fixes`.
    func testSARIF() throws {
        let log = try TestJSONParser.parse(try report("sarif"))
        let results = JSONValue.elements(JSONValue.elements(log["runs"]).first?["results"])
        let region = #"{"startLine": 9, "startColumn": 37, "endLine": 9, "endColumn": 74}"#
        XCTAssertEqual(results, [try TestJSONParser.parse("""
        {
          "ruleId": "duplicate-action-closure",
          "ruleIndex": 0,
          "level": "warning",
          "message": {"text": "\(message) (no automatic fix: \(reason))"},
          "locations": [{"physicalLocation": {"artifactLocation": {"uri": "\(path)", "uriBaseId": "%SRCROOT%"}, "region": \(region)}}],
          "relatedLocations": [{"id": 1, "physicalLocation": {
            "artifactLocation": {"uri": "\(path)", "uriBaseId": "%SRCROOT%"},
            "region": {"startLine": 8, "startColumn": 30, "endLine": 8, "endColumn": 67}
          }, "message": {"text": "also here: the `Button` action"}}],
          "partialFingerprints": {"actionLintFingerprint/v1": "b552fef96276d121"}
        }
        """)])
    }

    func testGitHub() throws {
        XCTAssertEqual(try report("github"), "::warning file=\(path),line=9,col=37,endLine=9,endColumn=74,title=duplicate-action-closure::"
            + "\(message) (no automatic fix: \(reason))%0Aalso at \(path):8:30\n")
    }

    func testCheckstyle() throws {
        XCTAssertEqual(try report("checkstyle"), """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="\(path)">
            <error line="9" column="37" severity="warning" message="\(message) (no automatic fix: \(reason))" source="action-lint.duplicate-action-closure"/>
          </file>
        </checkstyle>

        """)
    }
}
