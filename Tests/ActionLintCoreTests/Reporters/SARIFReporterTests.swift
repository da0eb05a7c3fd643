import ActionLintTestSupport
import XCTest
@testable import ActionLintCore

final class SARIFReporterTests: XCTestCase {
    func testFixture() {
        let expected = #"""
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {
                "driver": {
                  "name": "action-lint",
                  "version": "0.1.0",
                  "rules": [
                    {
                      "id": "duplicate-action-closure",
                      "name": "Duplicate action closure",
                      "shortDescription": {
                        "text": "Action closures in one view should not repeat the same code."
                      },
                      "fullDescription": {
                        "text": "Copies drift apart when one is edited.\n\nExtract the body into a method and pass it by name."
                      },
                      "help": {
                        "text": "Action closures in one view should not repeat the same code.\n\nCopies drift apart when one is edited.\n\nExtract the body into a method and pass it by name.",
                        "markdown": "# duplicate-action-closure\n\n**Duplicate action closure.** Action closures in one view should not repeat the same code. Default: warning, enabled.\n\n## What it does\n\nCopies drift apart when one is edited.\n\n## Why\n\nExtract the body into a method and pass it by name.\n\n## Example\n\nReported:\n\n```swift\nButton(\"A\") { add() }\nButton(\"B\") { add() }\n```\n\nWith `--fix`, this:\n\n```swift\nButton(\"A\") { add() }\n```\n\nbecomes:\n\n```swift\nButton(\"A\", action: add)\n```\n\n## Fix safety\n\nExact duplicates are safe.\n\n## Options\n\n| key | flag | default | meaning |\n| --- | --- | --- | --- |\n| `enabled` | `--enable duplicate-action-closure` | true | whether the rule runs |\n| `severity` | | warning | `warning` or `error` |\n"
                      },
                      "defaultConfiguration": {
                        "enabled": true,
                        "level": "warning"
                      },
                      "properties": {
                        "tags": [],
                        "precision": "high",
                        "problem.severity": "warning"
                      }
                    }
                  ]
                }
              },
              "columnKind": "unicodeCodePoints",
              "results": [
                {
                  "ruleId": "duplicate-action-closure",
                  "ruleIndex": 0,
                  "level": "warning",
                  "message": {
                    "text": "This action closure duplicates 1 other in AddItemView"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/App/AddItemView.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 12,
                          "startColumn": 17,
                          "endLine": 12,
                          "endColumn": 37
                        }
                      }
                    }
                  ],
                  "relatedLocations": [
                    {
                      "id": 1,
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/App/AddItemView.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 18,
                          "startColumn": 46,
                          "endLine": 18,
                          "endColumn": 66
                        }
                      },
                      "message": {
                        "text": "duplicate action closure here"
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "actionLintFingerprint/v1": "5d41402abc4b2a76"
                  },
                  "fixes": [
                    {
                      "description": {
                        "text": "Extract the action into `addItem()`"
                      },
                      "artifactChanges": [
                        {
                          "artifactLocation": {
                            "uri": "Sources/App/AddItemView.swift",
                            "uriBaseId": "%SRCROOT%"
                          },
                          "replacements": [
                            {
                              "deletedRegion": {
                                "byteOffset": 299,
                                "byteLength": 22
                              },
                              "insertedContent": {
                                "text": ", action: addItem)"
                              }
                            },
                            {
                              "deletedRegion": {
                                "byteOffset": 610,
                                "byteLength": 0
                              },
                              "insertedContent": {
                                "text": "\nprivate extension AddItemView {\n    func addItem() {\n        store.add(title)\n    }\n}\n"
                              }
                            }
                          ]
                        }
                      ]
                    }
                  ]
                },
                {
                  "ruleId": "duplicate-action-closure",
                  "ruleIndex": 0,
                  "level": "error",
                  "message": {
                    "text": "Action \"save(item)\" repeats: 100%, <same> & identical\nExtract it by hand. (no automatic fix: the closure reads `item`, an element of ForEach)"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/My%20App/List%20View.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 7,
                          "startColumn": 25,
                          "endLine": 7,
                          "endColumn": 39
                        }
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "actionLintFingerprint/v1": "7c6a180b36896a0a"
                  }
                }
              ]
            }
          ]
        }

        """#
        XCTAssertEqual(SARIFReporter().render(ReporterFixture.input()), expected)
    }

    func testEmptyRun() {
        let expected = """
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {
                "driver": {
                  "name": "action-lint",
                  "version": "0.1.0",
                  "rules": []
                }
              },
              "columnKind": "unicodeCodePoints",
              "results": []
            }
          ]
        }

        """
        let input = ReportInput(findings: [], filesLinted: 0, toolVersion: "0.1.0")
        XCTAssertEqual(SARIFReporter().render(input), expected)
    }

    // MARK: - Schema

    func testFixtureValidatesAgainstTheOfficialSchema() throws {
        let validator = try schemaValidator()
        let document = try TestJSONParser.parse(SARIFReporter(rulesDocumentationURL: "https://example.com/action-lint/rules").render(ReporterFixture.input()))
        XCTAssertEqual(validator.validate(document), [])
    }

    func testEmptyRunValidatesAgainstTheOfficialSchema() throws {
        let validator = try schemaValidator()
        XCTAssertEqual(validator.validate(try TestJSONParser.parse(SARIFReporter().render(ReporterFixture.empty))), [])
    }

    /// The schema check above can fail: a log without `version` is rejected...
    func testValidatorRejectsAMissingVersion() throws {
        let validator = try schemaValidator()
        guard case let .object(members) = try TestJSONParser.parse(SARIFReporter().render(ReporterFixture.input())) else {
            return XCTFail("not an object")
        }
        let withoutVersion = JSONValue.object(members.filter { $0.key != "version" })
        XCTAssertEqual(validator.validate(withoutVersion), [": missing required property \"version\""])
    }

    /// ...and so is one whose region has a line number written as a string.
    func testValidatorRejectsAWrongType() throws {
        let validator = try schemaValidator()
        let output = SARIFReporter().render(ReporterFixture.input())
        let broken = output.replacingOccurrences(of: "\"startLine\": 7,", with: "\"startLine\": \"7\",")
        XCTAssertNotEqual(broken, output)
        XCTAssertEqual(
            validator.validate(try TestJSONParser.parse(broken)),
            ["/runs/0/results/1/locations/0/physicalLocation/region/startLine: expected integer, found a string"]
        )
    }

    // MARK: - Details

    /// The project has no home on the web: no `informationUri`, and no `helpUri` unless the
    /// folder of the rule pages is given (the help itself is in `help`).
    func testNoLinkIsMadeUp() throws {
        let driver = { (reporter: SARIFReporter) throws -> JSONValue? in
            try TestJSONParser.parse(reporter.render(ReporterFixture.input()))["runs"].flatMap { runs -> JSONValue? in
                guard case let .array(values) = runs else { return nil }
                return values.first?["tool"]?["driver"]
            }
        }
        let plain = try driver(SARIFReporter())
        guard case let .object(members)? = plain else { return XCTFail("no driver") }
        XCTAssertEqual(members.map(\.key), ["name", "version", "rules"])
        let rule = SARIFReporterTests.firstElement(plain?["rules"])
        XCTAssertNil(rule?["helpUri"])
        XCTAssertNotNil(rule?["help"]?["markdown"])
        let linked = try driver(SARIFReporter(rulesDocumentationURL: "https://example.com/lint/rules"))
        XCTAssertNil(linked?["informationUri"])
        XCTAssertEqual(SARIFReporterTests.firstElement(linked?["rules"])?["helpUri"], .string("https://example.com/lint/rules/duplicate-action-closure.md"))
    }

    /// A rule missing from `rules[]` keeps its `ruleId` but gets no `ruleIndex` (which would point
    /// at the wrong rule); a fix without edits is left out, since SARIF requires at least one
    /// change; a pure deletion has no `insertedContent`.
    func testUnknownRuleEmptyFixAndDeletion() throws {
        var unknown = ReporterFixture.unfixable
        unknown.ruleID = "other-rule"
        unknown.fix = Fix(title: "Nothing", edits: [], applicability: .safe)
        var deletion = ReporterFixture.duplicate
        deletion.related = []
        deletion.fix = Fix(title: "Delete", edits: [Edit(range: 5..<9, replacement: "")], applicability: .unsafe)
        let output = SARIFReporter().render(ReporterFixture.input(findings: [deletion, unknown]))
        let results = try TestJSONParser.parse(output)["runs"].flatMap { runs -> JSONValue? in
            guard case let .array(values) = runs else { return nil }
            return values.first?["results"]
        }
        guard case let .array(values)? = results, values.count == 2 else { return XCTFail("expected two results") }
        XCTAssertEqual(values[1]["ruleId"], .string("other-rule"))
        XCTAssertNil(values[1]["ruleIndex"])
        XCTAssertNil(values[1]["fixes"])
        let replacements = SARIFReporterTests.firstElement(values[0]["fixes"])?["artifactChanges"]
            .flatMap(SARIFReporterTests.firstElement)?["replacements"]
        XCTAssertEqual(replacements, .array([.object([
            ("deletedRegion", .object([("byteOffset", .integer(5)), ("byteLength", .integer(4))])),
        ])]))
        XCTAssertEqual(try schemaValidator().validate(try TestJSONParser.parse(output)), [])
    }

    func testArtifactURIs() {
        XCTAssertEqual(ArtifactURI(path: "Sources/My App/List View.swift").uri, "Sources/My%20App/List%20View.swift")
        XCTAssertEqual(ArtifactURI(path: "Sources/Größe#1%.swift").uri, "Sources/Gr%C3%B6%C3%9Fe%231%25.swift")
        XCTAssertEqual(ArtifactURI(path: "./././a/b.swift").uri, "a/b.swift")
        XCTAssertEqual(ArtifactURI(path: "Sources\\Win\\a.swift").uri, "Sources/Win/a.swift")
        // Unencoded, "c:" would be read as a URI scheme.
        XCTAssertEqual(ArtifactURI(path: "c:d.swift").uri, "c%3Ad.swift")
        XCTAssertEqual(ArtifactURI(path: "a.swift").uriBaseID, "%SRCROOT%")
        let absolute = ArtifactURI(path: "/tmp/a b/x.swift")
        XCTAssertEqual(absolute.uri, "file:///tmp/a%20b/x.swift")
        XCTAssertNil(absolute.uriBaseID)
        var writer = JSONWriter(pretty: false)
        absolute.write(to: &writer)
        XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), #"{"uri":"file:///tmp/a%20b/x.swift"}"#)
    }

    /// The `./` and `/` tests compare characters, as `String.hasPrefix` does: a combining mark
    /// after the slash joins it, so neither prefix is there (what the URIs were before they were
    /// worked out on bytes).
    func testArtifactURIPrefixesAreMatchedByCharacters() {
        XCTAssertEqual(ArtifactURI(path: "./\u{301}a.swift").uri, "./%CC%81a.swift")
        XCTAssertEqual(ArtifactURI(path: "./é/a.swift").uri, "%C3%A9/a.swift")
        let slashWithMark = ArtifactURI(path: "/\u{301}x.swift")
        XCTAssertEqual(slashWithMark.uri, "/%CC%81x.swift")
        XCTAssertEqual(slashWithMark.uriBaseID, "%SRCROOT%")
        XCTAssertEqual(ArtifactURI(path: "/é.swift").uri, "file:///%C3%A9.swift")
        XCTAssertEqual(ArtifactURI(path: ".\\./a.swift").uri, "a.swift")
    }

    // MARK: - Helpers

    private static func firstElement(_ value: JSONValue?) -> JSONValue? {
        guard case let .array(values)? = value else { return nil }
        return values.first
    }

    /// The official schema (Tests/Fixtures), loaded by the shared test support.
    private func schemaValidator() throws -> JSONSchemaValidator {
        try SARIFSchema.validator()
    }
}

/// Issue 20, item 9: the fields GitHub code scanning reads, and URIs that map back to the
/// repository's paths.
final class SARIFCodeScanningFieldsTests: XCTestCase {
    private func run(_ reporter: SARIFReporter, _ input: ReportInput = ReporterFixture.input()) throws -> JSONValue {
        try TestJSONParser.parse(reporter.render(input))
    }

    private static func first(_ value: JSONValue?) -> JSONValue? {
        guard case let .array(values)? = value else { return nil }
        return values.first
    }

    func testDriverRulesAndBaseIDs() throws {
        let reporter = SARIFReporter(sourceRoot: "/work/My Repo", workingFolder: "/work/My Repo/App", rulesDocumentationURL: "https://docs.example.com/rules/")
        let document = try run(reporter)
        XCTAssertEqual(try SARIFSchema.validator().validate(document), [])
        let run = Self.first(document["runs"])
        XCTAssertNil(run?["tool"]?["driver"]?["informationUri"])
        let rule = Self.first(run?["tool"]?["driver"]?["rules"])
        XCTAssertEqual(rule?["helpUri"], .string("https://docs.example.com/rules/duplicate-action-closure.md"))
        XCTAssertEqual(rule?["properties"]?["precision"], .string("high"))
        XCTAssertEqual(rule?["properties"]?["problem.severity"], .string("warning"))
        XCTAssertEqual(run?["originalUriBaseIds"]?["%SRCROOT%"]?["uri"], .string("file:///work/My%20Repo/"))
        // Shown paths are relative to App/; URIs to the repository root.
        let location = Self.first(Self.first(run?["results"])?["locations"])?["physicalLocation"]?["artifactLocation"]
        XCTAssertEqual(location?["uri"], .string("App/Sources/App/AddItemView.swift"))
        XCTAssertEqual(location?["uriBaseId"], .string("%SRCROOT%"))
    }

    func testPlusAndOtherSubDelimitersAreNotEncoded() {
        XCTAssertEqual(ArtifactURI(path: "Sources/View+Ext.swift").uri, "Sources/View+Ext.swift")
        XCTAssertEqual(ArtifactURI(path: "Sources/Color+Theme (Dark)@2x.swift").uri, "Sources/Color+Theme%20(Dark)@2x.swift")
        XCTAssertEqual(ArtifactURI(path: "c:d+e.swift").uri, "c%3Ad+e.swift")
    }

    func testFileOutsideTheSourceRootIsAnAbsoluteURI() {
        let base = ArtifactBase(sourceRoot: "/work/repo", workingFolder: "/work/repo")
        XCTAssertEqual(ArtifactURI(path: "../other/V.swift", base: base).uri, "file:///work/other/V.swift")
        XCTAssertNil(ArtifactURI(path: "../other/V.swift", base: base).uriBaseID)
    }
}
