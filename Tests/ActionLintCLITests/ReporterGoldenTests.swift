import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// Every reporter through the built binary on the seed fixture, named by its absolute path so
/// that the relative paths in the output prove they are taken from the working folder.
final class ReporterGoldenTests: FolderTestCase {
    private let path = "Sources/Demo/AddItemView.swift"

    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.copySeed(to: path)
    }

    private func report(_ reporter: String) throws -> ToolRun {
        let run = try folder.runner().run(["--reporter", reporter, folder.url.appendingPathComponent(path).path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        return run
    }

    func testHuman() throws {
        let expected = """
        \(path):19:27: warning[duplicate-action-closure]: \(SeedFinding.message)
           |
        19 |             Button("Add") {
           |                           ^
        note: \(path):9:27: \(SeedFinding.related)
           |
         9 |                 onCommit: {
           |                           ^
        help: \(SeedFinding.fixTitle)

        Found 1 finding in 1 file (1 file linted).

        """
        XCTAssertEqual(try report("human").relativeStdout, expected)
    }

    func testXcode() throws {
        XCTAssertEqual(try report("xcode").relativeStdout, SeedFinding.xcode(path))
    }

    func testJSON() throws {
        let expected = """
        {
          "version": 2,
          "findings": [
            {
              "rule": "duplicate-action-closure",
              "severity": "warning",
              "message": "\(SeedFinding.message)",
              "file": "\(path)",
              "line": 19,
              "column": 27,
              "endLine": 23,
              "endColumn": 14,
              "related": [
                {
                  "file": "\(path)",
                  "line": 9,
                  "column": 27,
                  "message": "\(SeedFinding.related)"
                }
              ],
              "fix": {
                "title": "\(SeedFinding.fixTitle)",
                "applicability": "safe"
              },
              "noFixReason": null
            }
          ],
          "summary": {
            "files": 1,
            "findings": 1
          }
        }

        """
        XCTAssertEqual(try report("json").relativeStdout, expected)
    }

    func testGitHub() throws {
        let expected = "::warning file=\(path),line=19,col=27,endLine=23,endColumn=14,title=duplicate-action-closure::"
            + "\(SeedFinding.message)%0Aalso at \(path):9:27\n"
        XCTAssertEqual(try report("github").relativeStdout, expected)
    }

    func testCheckstyle() throws {
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="\(path)">
            <error line="19" column="27" severity="warning" message="\(SeedFinding.message)" source="action-lint.duplicate-action-closure"/>
          </file>
        </checkstyle>

        """
        XCTAssertEqual(try report("checkstyle").relativeStdout, expected)
    }

    /// The whole log is checked against the official schema (the shared validator); the result is
    /// compared exactly; the rules part comes from the registry, whose wording belongs to the rules
    /// and is compared against it rather than copied here.
    func testSARIFIsValidAndLocatesTheSeed() throws {
        let log = try TestJSONParser.parse(try report("sarif").relativeStdout)
        XCTAssertEqual(try SARIFSchema.validator().validate(log), [])
        let run = log["runs"].flatMap(Self.first)
        let ruleIDs = JSONValue.elements(run?["tool"]?["driver"]?["rules"]).compactMap { $0["id"] }
        XCTAssertEqual(ruleIDs, RuleRegistry.ruleIDs.map(JSONValue.string))
        // Bug fixed: the help showed the first correction's output after the first triggering
        // example, which is different code (the seed vs. a card view); now the input comes too.
        for (rule, description) in zip(JSONValue.elements(run?["tool"]?["driver"]?["rules"]), RuleRegistry.descriptions) {
            guard case let .string(markdown)? = rule["help"]?["markdown"], let correction = description.corrections.first else { continue }
            XCTAssertTrue(markdown.contains("With `--fix`, this:\n\n```swift\n\(correction.input)"), markdown)
            XCTAssertTrue(markdown.contains("becomes:\n\n```swift\n\(correction.output)"), markdown)
        }
        let results = JSONValue.elements(run?["results"])
        XCTAssertEqual(results.count, 1)
        let expected = try TestJSONParser.parse("""
        {
          "ruleId": "duplicate-action-closure",
          "ruleIndex": 0,
          "level": "warning",
          "message": {"text": "\(SeedFinding.message)"},
          "locations": [{"physicalLocation": {
            "artifactLocation": {"uri": "\(path)", "uriBaseId": "%SRCROOT%"},
            "region": {"startLine": 19, "startColumn": 27, "endLine": 23, "endColumn": 14}
          }}],
          "relatedLocations": [{"id": 1, "physicalLocation": {
            "artifactLocation": {"uri": "\(path)", "uriBaseId": "%SRCROOT%"},
            "region": {"startLine": 9, "startColumn": 27, "endLine": 17, "endColumn": 18}
          }, "message": {"text": "\(SeedFinding.related)"}}],
          "partialFingerprints": {"actionLintFingerprint/v1": "\(SeedFinding.fingerprint)"}
        }
        """)
        XCTAssertEqual(results.first.map(Self.withoutFixes), expected)
        let fix = JSONValue.elements(results.first?["fixes"]).first
        XCTAssertEqual(fix?["description"]?["text"], .string(SeedFinding.fixTitle))
        let change = JSONValue.elements(fix?["artifactChanges"]).first
        XCTAssertEqual(change?["artifactLocation"]?["uri"], .string(path))
    }

    private static func first(_ value: JSONValue) -> JSONValue? { JSONValue.elements(value).first }

    /// The fix's byte edits belong to the fixer and have their own tests.
    private static func withoutFixes(_ result: JSONValue) -> JSONValue {
        guard case let .object(members) = result else { return result }
        return .object(members.filter { $0.key != "fixes" })
    }
}
