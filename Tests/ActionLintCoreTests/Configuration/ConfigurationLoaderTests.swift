import XCTest
@testable import ActionLintCore
import ActionLintTestSupport

final class ConfigurationLoaderTests: XCTestCase {
    private let ruleID = "duplicate-action-closure"
    // Declarations shaped like the real rules', so that Core is tested without the Rules target.
    private static let fixStyle = RuleOption(key: "fixStyle", kind: .choice(["method", "property"]), defaultValue: .choice("method"),
                                             help: "style", flag: "--fix-style", scope: .shared)
    private static let minStatements = RuleOption(key: "minStatements", kind: .positiveInteger, defaultValue: .integer(2), help: "statements")
    private static let minTokens = RuleOption(key: "minTokens", kind: .positiveInteger, defaultValue: .integer(8), help: "tokens")
    private static let strict = RuleOption(key: "strictNames", kind: .bool, defaultValue: .bool(false), help: "a bool")
    private let rules = [
        RuleDescription(id: "duplicate-action-closure", name: "D", summary: "", whatItDoes: "", why: "",
                        options: [fixStyle, minStatements, minTokens]),
        RuleDescription(id: "other-rule", name: "O", summary: "", whatItDoes: "", why: "", enabledByDefault: false, options: [strict]),
    ]
    private var loader: ConfigurationLoader { ConfigurationLoader(rules: rules) }

    private func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try loader.parse(Array(text.utf8), path: ".action-lint.json")
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testParsesEveryKey() throws {
        let text = """
        {
          "include": ["Sources/**"],
          "exclude": ["*.generated.swift", "Legacy/"],
          "fixStyle": "property",
          "rules": {"duplicate-action-closure": {"enabled": false, "severity": "error", "minStatements": 3, "minTokens": 12}}
        }
        """
        let configuration = try loader.parse(Array(text.utf8), path: "c.json")
        XCTAssertEqual(configuration, Configuration(
            include: ["Sources/**"],
            exclude: ["*.generated.swift", "Legacy/"],
            shared: ["fixStyle": .choice("property")],
            rules: [ruleID: RuleSettings(enabled: false, severity: .error, options: ["minStatements": .integer(3), "minTokens": .integer(12)])]
        ))
        XCTAssertEqual(configuration.settings(for: rules[0]).options["fixStyle"], .choice("property"))
        XCTAssertNil(configuration.settings(for: rules[1]).options["fixStyle"], "a rule that does not declare a shared option does not get it")
    }

    func testEverythingIsOptional() throws {
        XCTAssertEqual(try loader.parse(Array("{}".utf8), path: "c.json"), Configuration())
        XCTAssertEqual(try loader.parse(Array(#"{"rules": {"other-rule": {}}}"#.utf8), path: "c.json").rules, ["other-rule": RuleSettings()])
    }

    func testSchemaErrorsNameFileKeyPathExpectationAndValue() {
        XCTAssertEqual(
            parseError(#"{"rules": {"duplicate-action-closure": {"severity": "fatal"}}}"#),
            #".action-lint.json: rules.duplicate-action-closure.severity: expected "warning" or "error", found "fatal""#
        )
        XCTAssertEqual(
            parseError(#"{"rules": {"duplicate-action-closure": {"minStatements": 0}}}"#),
            ".action-lint.json: rules.duplicate-action-closure.minStatements: expected an integer >= 1, found 0"
        )
        XCTAssertEqual(
            parseError(#"{"rules": {"duplicate-action-closure": {"minTokens": 2.5}}}"#),
            ".action-lint.json: rules.duplicate-action-closure.minTokens: expected an integer >= 1, found 2.5"
        )
        XCTAssertEqual(
            parseError(#"{"rules": {"duplicate-action-closure": {"enabled": "yes"}}}"#),
            #".action-lint.json: rules.duplicate-action-closure.enabled: expected true or false, found "yes""#
        )
        XCTAssertEqual(parseError(#"{"fixStyle": "closure"}"#), #".action-lint.json: fixStyle: expected "method" or "property", found "closure""#)
        XCTAssertEqual(parseError(#"{"include": "Sources"}"#), #".action-lint.json: include: expected an array of strings, found "Sources""#)
        XCTAssertEqual(parseError(#"{"exclude": ["a", 3]}"#), ".action-lint.json: exclude[1]: expected a string, found 3")
        XCTAssertEqual(parseError(#"{"rules": []}"#), ".action-lint.json: rules: expected an object, found an array")
        XCTAssertEqual(parseError("[]"), ".action-lint.json: expected an object at the top level, found an array")
    }

    func testUnknownKeysAtEveryLevelAreErrors() {
        XCTAssertEqual(
            parseError(#"{"exlude": []}"#),
            #".action-lint.json: exlude: unknown key; expected one of "include", "exclude", "fixStyle", "ruleDocsURL", "rules""#
        )
        XCTAssertEqual(
            parseError(#"{"rules": {"duplicate-action-closure": {"minStatement": 2}}}"#),
            #".action-lint.json: rules.duplicate-action-closure.minStatement: unknown key; expected one of "enabled", "severity", "minStatements", "minTokens""#
        )
        XCTAssertEqual(
            parseError(#"{"rules": {"no-such-rule": {}}}"#),
            #".action-lint.json: rules.no-such-rule: unknown rule id; expected one of "duplicate-action-closure", "other-rule""#
        )
        // A key with odd characters is quoted, so the message stays on one line.
        XCTAssertEqual(
            parseError("{\"rules\": {\"a.b\\nc\": {}}}"),
            #".action-lint.json: rules["a.b\nc"]: unknown rule id; expected one of "duplicate-action-closure", "other-rule""#
        )
    }

    /// `ruleDocsURL` must be a link a report can carry: an absolute http(s) URL with a host.
    func testRuleDocsURLIsAnHTTPURL() throws {
        let configuration = try loader.parse(Array(#"{"ruleDocsURL": "https://docs.example.com/lint/rules"}"#.utf8), path: "c.json")
        XCTAssertEqual(configuration.ruleDocsURL, "https://docs.example.com/lint/rules")
        XCTAssertEqual(try loader.parse(Array(#"{"ruleDocsURL": "http://intranet/rules/"}"#.utf8), path: "c.json").ruleDocsURL, "http://intranet/rules/")
        let expected = "expected an http(s) URL (the folder of the rule pages)"
        XCTAssertEqual(parseError(#"{"ruleDocsURL": "docs/rules"}"#), #".action-lint.json: ruleDocsURL: \#(expected), found "docs/rules""#)
        XCTAssertEqual(parseError(#"{"ruleDocsURL": "https://"}"#), #".action-lint.json: ruleDocsURL: \#(expected), found "https://""#)
        XCTAssertEqual(parseError(#"{"ruleDocsURL": "file:///tmp/rules"}"#), #".action-lint.json: ruleDocsURL: \#(expected), found "file:///tmp/rules""#)
        XCTAssertEqual(parseError(#"{"ruleDocsURL": "https://example.com/my rules"}"#),
                       #".action-lint.json: ruleDocsURL: \#(expected), found "https://example.com/my rules""#)
        XCTAssertEqual(parseError(#"{"ruleDocsURL": null}"#), ".action-lint.json: ruleDocsURL: \(expected), found null")
        XCTAssertEqual(parseError(#"{"ruleDocsURL": ["https://example.com"]}"#), ".action-lint.json: ruleDocsURL: \(expected), found an array")
        XCTAssertEqual(parseError(#"{"ruleDocsUrl": "https://example.com"}"#),
                       #".action-lint.json: ruleDocsUrl: unknown key; expected one of "include", "exclude", "fixStyle", "ruleDocsURL", "rules""#)
    }

    /// A nested file's `ruleDocsURL` wins; one that sets none keeps its parent's; `--print-config`
    /// shows it only when set (it has no default).
    func testRuleDocsURLIsRefinedAndPrintedWhenSet() {
        let parent = Configuration(ruleDocsURL: "https://example.com/rules")
        XCTAssertEqual(parent.refined(by: Configuration()).ruleDocsURL, "https://example.com/rules")
        XCTAssertEqual(parent.refined(by: Configuration(ruleDocsURL: "https://mirror.example/rules")).ruleDocsURL, "https://mirror.example/rules")
        guard case let .object(members) = loader.effectiveJSON(parent) else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["include", "exclude", "fixStyle", "ruleDocsURL", "rules"])
        XCTAssertEqual(members.first { $0.key == "ruleDocsURL" }?.value, .string("https://example.com/rules"))
        guard case let .object(plain) = loader.effectiveJSON(Configuration()) else { return XCTFail("not an object") }
        XCTAssertEqual(plain.map(\.key), ["include", "exclude", "fixStyle", "rules"])
    }

    func testBadGlobsAreReportedWithTheirKeyPath() {
        XCTAssertEqual(parseError(#"{"exclude": ["ok", "Sources/[ab"]}"#), #".action-lint.json: exclude[1]: invalid glob "Sources/[ab": unclosed '['"#)
        XCTAssertEqual(parseError(#"{"include": ["{a,b"]}"#), #".action-lint.json: include[0]: invalid glob "{a,b": unclosed '{'"#)
    }

    func testJSONSyntaxErrorsCarryLineAndColumn() {
        XCTAssertEqual(parseError("{\n  \"include\": [],\n}"), ".action-lint.json:3:1: invalid JSON: trailing comma before '}'")
        XCTAssertEqual(parseError("{\"include\": [], \"include\": []}"), ".action-lint.json:1:17: invalid JSON: duplicate key \"include\"")
    }

    func testFindsTheNearestFileUpwardAndReturnsItsFolder() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("project/.action-lint.json", #"{"fixStyle": "property"}"#)
        let deep = try folder.makeFolder("project/Sources/App")
        let loaded = try loader.load(searchingFrom: deep, workingFolder: folder.path)
        XCTAssertEqual(loaded.file, folder.path + "/project/.action-lint.json")
        XCTAssertEqual(loaded.baseFolder, folder.path + "/project")
        XCTAssertEqual(loaded.configuration.shared["fixStyle"], .choice("property"))
        // Relative starting folders are taken from the working folder.
        XCTAssertEqual(loader.locate(from: "project/Sources", workingFolder: folder.path), folder.path + "/project/.action-lint.json")
    }

    func testNoFileMeansDefaultsBasedAtTheStartingFolder() throws {
        let folder = try TemporaryFolder(self)
        let start = try folder.makeFolder("lonely")
        // Assumes no `.action-lint.json` above the temporary folder, which holds on CI machines.
        let loaded = try loader.load(searchingFrom: start, workingFolder: "/")
        XCTAssertNil(loaded.file)
        XCTAssertEqual(loaded.baseFolder, start)
        XCTAssertEqual(loaded.configuration, Configuration())
    }

    func testExplicitFileErrorsNameThePathAsGiven() throws {
        let folder = try TemporaryFolder(self)
        XCTAssertThrowsError(try loader.load(file: "ci/missing.json", workingFolder: folder.path)) { error in
            XCTAssertEqual("\(error)", "ci/missing.json: cannot read the configuration file: no such file or directory")
        }
        try folder.write("ci/lint.json", #"{"rules": {"duplicate-action-closure": {"severity": "fatal"}}}"#)
        XCTAssertThrowsError(try loader.load(file: "ci/lint.json", workingFolder: folder.path)) { error in
            XCTAssertEqual("\(error)", #"ci/lint.json: rules.duplicate-action-closure.severity: expected "warning" or "error", found "fatal""#)
        }
        try folder.makeFolder("folder.json")
        XCTAssertThrowsError(try loader.load(file: "folder.json", workingFolder: folder.path)) { error in
            XCTAssertEqual("\(error)", "folder.json: cannot read the configuration file: is a directory")
        }
    }

    func testExplicitFileBaseFolderIsItsOwnFolder() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("ci/lint.json", "{}")
        let loaded = try loader.load(file: "ci/../ci/lint.json", workingFolder: folder.path)
        XCTAssertEqual(loaded.baseFolder, folder.path + "/ci")
    }

    func testEffectiveJSONFillsDefaultsForEveryKnownRule() throws {
        let configuration = Configuration(exclude: ["Legacy/"], rules: [ruleID: RuleSettings(severity: .error, options: ["minTokens": .integer(10)])])
        let expected = JSONValue.object([
            (key: "include", value: .array([])),
            (key: "exclude", value: .array([.string("Legacy/")])),
            (key: "fixStyle", value: .string("method")),
            (key: "rules", value: .object([
                (key: ruleID, value: .object([
                    (key: "enabled", value: .bool(true)),
                    (key: "severity", value: .string("error")),
                    (key: "minStatements", value: .integer(2)),
                    (key: "minTokens", value: .integer(10)),
                ])),
                (key: "other-rule", value: .object([
                    (key: "enabled", value: .bool(false)),
                    (key: "severity", value: .string("warning")),
                    (key: "strictNames", value: .bool(false)),
                ])),
            ])),
        ])
        XCTAssertEqual(loader.effectiveJSON(configuration), expected)
    }

    func testARuleTableTakesOnlyThatRulesOwnOptions() {
        // `minStatements` is the duplicate rule's: another rule's table may not carry it.
        XCTAssertEqual(
            parseError(#"{"rules": {"other-rule": {"minStatements": 3}}}"#),
            #".action-lint.json: rules.other-rule.minStatements: unknown key; expected one of "enabled", "severity", "strictNames""#
        )
        // A shared option is set at the top level, not in a rule's table.
        XCTAssertEqual(
            parseError(#"{"rules": {"duplicate-action-closure": {"fixStyle": "property"}}}"#),
            #".action-lint.json: rules.duplicate-action-closure.fixStyle: unknown key; expected one of "enabled", "severity", "minStatements", "minTokens""#
        )
        XCTAssertEqual(parseError(#"{"rules": {"other-rule": {"strictNames": 1}}}"#),
                       ".action-lint.json: rules.other-rule.strictNames: expected true or false, found 1")
        XCTAssertEqual(parseError(#"{"minTokens": 3}"#),
                       #".action-lint.json: minTokens: unknown key; expected one of "include", "exclude", "fixStyle", "ruleDocsURL", "rules""#)
    }

    func testAFlagSetsAnOptionForEveryRuleThatDeclaresIt() {
        var configuration = Configuration()
        configuration.set(Self.minTokens, to: .integer(4), declaredBy: rules)
        configuration.set(Self.fixStyle, to: .choice("property"), declaredBy: rules)
        XCTAssertEqual(configuration.rules, [ruleID: RuleSettings(options: ["minTokens": .integer(4)])])
        XCTAssertEqual(configuration.shared, ["fixStyle": .choice("property")])
        XCTAssertEqual(configuration.settings(for: rules[0]).integer(Self.minTokens), 4)
        XCTAssertEqual(configuration.settings(for: rules[0]).integer(Self.minStatements), 2, "undeclared values fall back to the default")
    }
}
