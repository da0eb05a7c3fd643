import ActionLintCore
import ActionLintRules
import XCTest
@testable import ActionLintCLI

/// The parser's two tables, in-process: every lint flag sets what it names, written apart or with
/// `=`, and every subcommand is found by its name.
final class ArgumentParserTests: XCTestCase {
    func testEveryLintFlagSetsItsOption() throws {
        let command = try ArgumentParser.parse([
            "-r", "sarif", "-o", "out.sarif", "--fix", "--unsafe-fixes", "--config", "ci.json", "--baseline", "b.json",
            "--strict", "-q", "--no-color", "--enable", "long-action-closure", "--disable", "invalid-suppression",
            "--path-base", "App", "--rule-docs-url", "https://docs.example/rules", "--min-statements", "3", "--report-trivial",
            "Sources", "--", "--not-a-flag",
        ])
        var expected = LintOptions()
        expected.reporter = .sarif
        expected.output = "out.sarif"
        expected.fix = true
        expected.unsafeFixes = true
        expected.configPath = "ci.json"
        expected.baseline = "b.json"
        expected.strict = true
        expected.quiet = true
        expected.noColor = true
        expected.enabledRules = ["long-action-closure": true, "invalid-suppression": false]
        expected.pathBase = "App"
        expected.rulesDocumentationURL = "https://docs.example/rules"
        expected.ruleOptions = [
            RuleOptionSetting(option: try option("--min-statements"), value: .integer(3)),
            RuleOptionSetting(option: try option("--report-trivial"), value: .bool(true)),
        ]
        expected.paths = ["Sources", "--not-a-flag"]
        XCTAssertEqual(command, .lint(expected))
        // The flags that cannot go with those are checked apart.
        var others = LintOptions()
        (others.diff, others.noConfig, others.stdinPath, others.paths) = (true, true, "V.swift", ["-"])
        XCTAssertEqual(try ArgumentParser.parse(["--diff", "--no-config", "--stdin-path", "V.swift", "-"]), .lint(others))
        var printing = LintOptions()
        (printing.printConfig, printing.writeBaseline) = (true, "new.json")
        XCTAssertEqual(try ArgumentParser.parse(["--print-config", "--write-baseline", "new.json"]), .lint(printing))
    }

    func testAValueAfterEqualsIsTheSameAsApart() throws {
        XCTAssertEqual(try ArgumentParser.parse(["--reporter=json", "--output=-x", "--report-trivial=false"]),
                       try ArgumentParser.parse(["--reporter", "json", "--output=-x", "--report-trivial=false"]))
        guard case let .lint(options) = try ArgumentParser.parse(["--reporter=json", "--report-trivial=false"]) else { return XCTFail() }
        XCTAssertEqual(options.reporter, .json)
        XCTAssertEqual(options.ruleOptions, [RuleOptionSetting(option: try option("--report-trivial"), value: .bool(false))])
    }

    func testHelpAndVersionStopAtThemselves() throws {
        XCTAssertEqual(try ArgumentParser.parse(["--strict", "-h", "--no-such-flag"]), .help(nil))
        XCTAssertEqual(try ArgumentParser.parse(["--version", "--no-such-flag"]), .version)
    }

    func testSubcommandsByName() throws {
        XCTAssertEqual(try ArgumentParser.parse(["help", "explain"]), .help("explain"))
        XCTAssertEqual(try ArgumentParser.parse(["rules"]), .rules)
        XCTAssertEqual(try ArgumentParser.parse(["rules", "--markdown"]), .rulesMarkdown)
        XCTAssertEqual(try ArgumentParser.parse(["explain", "--markdown", "x"]), .explain("x", markdown: true))
        XCTAssertEqual(try ArgumentParser.parse(["generate-docs"]), .generateDocs(folder: ".", check: false))
        XCTAssertEqual(try ArgumentParser.parse(["generate-docs", "--check", "fork"]), .generateDocs(folder: "fork", check: true))
        XCTAssertEqual(try ArgumentParser.parse(["dump-tokens", "A.swift"]), .dumpTokens("A.swift"))
        XCTAssertEqual(try ArgumentParser.parse(["dump-syntax", "A.swift"]), .dumpSyntax("A.swift"))
        XCTAssertEqual(try ArgumentParser.parse(["lsp", "--stdio"]), .lsp)
        // A subcommand's name anywhere but first is a path.
        var options = LintOptions()
        options.paths = ["Sources", "rules"]
        XCTAssertEqual(try ArgumentParser.parse(["Sources", "rules"]), .lint(options))
    }

    private func option(_ flag: String) throws -> RuleOption {
        try XCTUnwrap(RuleRegistry.flagOptions.first { $0.flag == flag })
    }
}
