import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import Foundation
import XCTest

/// `.action-lint.json` through the built binary: one-line errors, where the file is found,
/// `--config`/`--no-config`, flags over the file, `--print-config`, include and exclude.
final class ConfigurationCLITests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.copySeed(to: "Sources/AddItemView.swift")
    }

    /// Writes `json` as the configuration and returns the run's single stderr line.
    private func error(for json: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try folder.write(".action-lint.json", json)
        let run = try folder.runner().run(["Sources"])
        XCTAssertEqual(run.status, 2, file: file, line: line)
        XCTAssertEqual(run.relativeStdout, "", "nothing is linted with a bad configuration", file: file, line: line)
        XCTAssertEqual(run.stderrLines.count, 1, run.stderr, file: file, line: line)
        return run.stderrLines.first ?? ""
    }

    func testUnknownKey() throws {
        XCTAssertEqual(try error(for: #"{"exclud": []}"#),
                       #"action-lint: .action-lint.json: exclud: unknown key; expected one of "include", "exclude", "fixStyle", "rules""#)
    }

    func testUnknownRuleKey() throws {
        XCTAssertEqual(try error(for: #"{"rules": {"duplicate-action-closure": {"minStatement": 3}}}"#),
                       "action-lint: .action-lint.json: rules.duplicate-action-closure.minStatement: unknown key; "
                           + #"expected one of "enabled", "severity", "minStatements", "minTokens", "reportTrivial""#)
    }

    func testWrongType() throws {
        XCTAssertEqual(try error(for: #"{"include": "Sources"}"#),
                       #"action-lint: .action-lint.json: include: expected an array of strings, found "Sources""#)
        XCTAssertEqual(try error(for: #"{"rules": {"invalid-suppression": {"enabled": "yes"}}}"#),
                       #"action-lint: .action-lint.json: rules.invalid-suppression.enabled: expected true or false, found "yes""#)
        XCTAssertEqual(try error(for: #"{"rules": {"duplicate-action-closure": {"minTokens": 0}}}"#),
                       "action-lint: .action-lint.json: rules.duplicate-action-closure.minTokens: expected an integer >= 1, found 0")
    }

    func testBadEnumValue() throws {
        XCTAssertEqual(try error(for: #"{"fixStyle": "lambda"}"#),
                       #"action-lint: .action-lint.json: fixStyle: expected "method" or "property", found "lambda""#)
        XCTAssertEqual(try error(for: #"{"rules": {"duplicate-action-closure": {"severity": "fatal"}}}"#),
                       #"action-lint: .action-lint.json: rules.duplicate-action-closure.severity: expected "warning" or "error", found "fatal""#)
    }

    func testBadGlob() throws {
        XCTAssertEqual(try error(for: #"{"exclude": ["ok/**", "[a-"]}"#),
                       #"action-lint: .action-lint.json: exclude[1]: invalid glob "[a-": unclosed '['"#)
    }

    func testInvalidJSON() throws {
        XCTAssertEqual(try error(for: "{\n  \"include\": [,]\n}\n"),
                       "action-lint: .action-lint.json:2:15: invalid JSON: expected a value, found ','")
    }

    func testUnknownRuleID() throws {
        XCTAssertEqual(try error(for: #"{"rules": {"duplicate-action-closures": {}}}"#),
                       "action-lint: .action-lint.json: rules.duplicate-action-closures: unknown rule id; "
                           + "expected one of " + RuleRegistry.ruleIDs.map { "\"\($0)\"" }.joined(separator: ", "))
    }

    /// Found from the working folder upward; a file above the working folder is named by its
    /// absolute path, and its globs stay relative to its own folder.
    func testFoundFromTheWorkingFolderUpward() throws {
        try folder.write(".action-lint.json", #"{"exclude": ["Sources/AddItemView.swift"], "fixStyle": "nope"}"#)
        let inSources = ToolRunner(folder: folder.url.appendingPathComponent("Sources"))
        let run = try inSources.run(["AddItemView.swift"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderrLines, [#"action-lint: \#(folder.path)/.action-lint.json: fixStyle: expected "method" or "property", found "nope""#])
        try folder.write(".action-lint.json", #"{"exclude": ["Sources/AddItemView.swift"]}"#)
        // Everything in the folder excluded: nothing was checked, which is not a pass.
        let excluded = try inSources.run([])
        XCTAssertEqual(excluded.status, 2)
        XCTAssertEqual(excluded.stderrLines, ["action-lint: .: no Swift files found in this folder"])
        XCTAssertEqual(excluded.stdout, "")
    }

    func testExplicitConfigAndNoConfig() throws {
        try folder.write(".action-lint.json", #"{"fixStyle": "nope"}"#)
        try folder.write("ci/strict.json", #"{"rules": {"duplicate-action-closure": {"severity": "error"}}}"#)
        let named = try folder.runner().run(["--config", "ci/strict.json", "-r", "xcode", "Sources"])
        XCTAssertEqual(named.status, 1, named.stderr)
        XCTAssertTrue(named.relativeStdout.hasPrefix("Sources/AddItemView.swift:19:27: error: "), named.relativeStdout)
        let ignored = try folder.runner().run(["--no-config", "-r", "xcode", "Sources"])
        XCTAssertEqual(ignored.status, 0, ignored.stderr)
        XCTAssertEqual(ignored.relativeStdout, SeedFinding.xcode("Sources/AddItemView.swift"))
        let missing = try folder.runner().run(["--config", "ci/none.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderrLines, ["action-lint: ci/none.json: cannot read the configuration file: no such file or directory"])
        let both = try folder.runner().run(["--config", "ci/strict.json", "--no-config"])
        XCTAssertEqual(both.status, 2)
        XCTAssertEqual(both.stderrLines, ["action-lint: --config and --no-config cannot be combined"])
    }

    func testFlagsWinOverTheFile() throws {
        try folder.write(".action-lint.json", #"{"fixStyle": "property", "rules": {"duplicate-action-closure": {"minStatements": 9, "minTokens": 99}}}"#)
        // The seed's bodies have 3 statements: trivial under the file's thresholds.
        XCTAssertEqual(try folder.runner().run(["-r", "xcode"]).relativeStdout, "")
        XCTAssertEqual(try folder.runner().run(["-r", "xcode", "--min-statements", "3", "--fix-style", "method"]).relativeStdout,
                       SeedFinding.xcode("Sources/AddItemView.swift"))
        // Without the flag the file's style names the suggestion.
        let fileStyle = try folder.runner().run(["-r", "xcode", "--min-statements", "3"]).relativeStdout
        XCTAssertEqual(fileStyle, SeedFinding.xcode("Sources/AddItemView.swift")
            .replacingOccurrences(of: "a method such as `addItem()`", with: "a property such as `addAction`"))
        let method = try folder.runner().run(["--diff", "--min-statements", "2", "--fix-style", "method"])
        XCTAssertTrue(method.relativeStdout.contains("+    func addItem() {"), method.relativeStdout)
        let property = try folder.runner().run(["--diff", "--min-statements", "2"])
        XCTAssertTrue(property.relativeStdout.contains("+    var addAction: () -> Void {"), property.relativeStdout)
    }

    /// The one golden of `--print-config`: without a file, every key and its default, as
    /// `generate-docs` keeps them in docs/default-configuration.json.
    func testPrintConfigWithoutAFileIsTheDefaultConfiguration() throws {
        let run = try folder.runner().run(["--print-config", "--no-config"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, try Self.defaultConfiguration(),
                       "docs/default-configuration.json is stale: run `swift run action-lint generate-docs`")
    }

    /// The file's keys, then the flags, over the defaults: the golden with exactly those keys changed.
    func testPrintConfigMergesTheFileAndTheFlagsOverTheDefaults() throws {
        try folder.write(".action-lint.json", """
        {"include": ["Sources/**"], "exclude": ["**/Generated/**"], "fixStyle": "property",
         "rules": {"duplicate-action-closure": {"severity": "error", "minStatements": 3}, "invalid-suppression": {"enabled": false}}}
        """)
        let run = try folder.runner().run(["--print-config", "--min-tokens", "5", "--fix-style", "method"])
        XCTAssertEqual(run.status, 0, run.stderr)
        var expected = try TestJSONParser.parse(try Self.defaultConfiguration())
        for (path, value) in [
            (["include"], JSONValue.array([.string("Sources/**")])), (["exclude"], .array([.string("**/Generated/**")])),
            (["fixStyle"], .string("method")), (["rules", "duplicate-action-closure", "severity"], .string("error")),
            (["rules", "duplicate-action-closure", "minStatements"], .integer(3)),
            (["rules", "duplicate-action-closure", "minTokens"], .integer(5)), (["rules", "invalid-suppression", "enabled"], .bool(false)),
        ] {
            expected = try Self.replacing(path, with: value, in: expected)
        }
        XCTAssertEqual(try TestJSONParser.parse(run.stdout), expected, run.stdout)
    }

    static func defaultConfiguration() throws -> String {
        try String(contentsOf: BuiltTool.packageRoot.appendingPathComponent("docs/default-configuration.json"), encoding: .utf8)
    }

    struct MissingKey: Error { var key: String }

    /// `json` with the value at `path` (a key that exists) replaced, every key kept in its place.
    static func replacing(_ path: [String], with value: JSONValue, in json: JSONValue) throws -> JSONValue {
        guard let key = path.first else { return value }
        guard case let .object(members) = json, let index = members.firstIndex(where: { $0.key == key }) else {
            throw MissingKey(key: key)
        }
        var replaced = members
        replaced[index].value = try replacing(Array(path.dropFirst()), with: value, in: members[index].value)
        return .object(replaced)
    }

    /// Whatever rules are registered, `--print-config` without a file shows each rule's own
    /// defaults and exactly the options that rule declares (shared ones at the top level).
    func testPrintConfigShowsEachRulesDefaults() throws {
        let run = try folder.runner().run(["--print-config", "--no-config"])
        for description in RuleRegistry.descriptions {
            let own = description.options.filter { $0.scope == .rule }
            let lines = ["\"enabled\": \(description.enabledByDefault)", "\"severity\": \"\(description.defaultSeverity.rawValue)\""]
                + own.map { option in
                    guard case let .choice(name) = option.defaultValue else { return "\"\(option.key)\": \(option.defaultValue)" }
                    return "\"\(option.key)\": \"\(name)\""
                }
            let block = "\"\(description.id)\": {\n" + lines.map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
            XCTAssertTrue(run.relativeStdout.contains(block), "\(description.id):\n\(block)\nin\n\(run.relativeStdout)")
        }
        for option in RuleRegistry.descriptions.flatMap(\.options) where option.scope == .shared {
            XCTAssertTrue(run.relativeStdout.contains("\n  \"\(option.key)\": "), "shared option \(option.key) at the top level")
        }
    }

    func testIncludeAndExcludeGlobs() throws {
        try folder.copySeed(to: "Sources/Generated/Gen.swift")
        try folder.copySeed(to: "Sources/Legacy/Old.swift")
        try folder.copySeed(to: "Tests/ViewTests.swift")
        try folder.write(".action-lint.json", #"{"include": ["Sources/**"], "exclude": ["**/Generated/**", "Sources/Legacy/"]}"#)
        let run = try folder.runner().run(["-r", "xcode"])
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("Sources/AddItemView.swift"))
        // Named files: include does not veto them, exclude does.
        let named = try folder.runner().run(["-r", "xcode", "Tests/ViewTests.swift", "Sources/Legacy/Old.swift"])
        XCTAssertEqual(named.relativeStdout, SeedFinding.xcode("Tests/ViewTests.swift"))
    }
}
