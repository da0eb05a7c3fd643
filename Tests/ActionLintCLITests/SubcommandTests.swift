import ActionLintCLI
import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// `rules`, `explain`, `--help`, `--version`, `dump-tokens` and `dump-syntax` through the binary.
final class SubcommandTests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.copySeed(to: "AddItemView.swift")
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try folder.runner().run(arguments)
    }

    /// A line per registered rule, in the registry's order: the id padded to the longest one,
    /// the default severity padded to `warning`, `on`/`off`, the summary.
    func testRulesListsEveryRuleInAlignedColumns() throws {
        let run = try run(["rules"])
        XCTAssertEqual(run.status, 0)
        let width = RuleRegistry.ruleIDs.map(\.count).max() ?? 0
        func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: width - text.count) }
        XCTAssertEqual(run.stdout, RuleRegistry.descriptions.map { rule in
            padded(rule.id, width) + "  " + padded(rule.defaultSeverity.rawValue, 7) + "  " + (rule.enabledByDefault ? "on " : "off")
                + "  " + rule.summary + "\n"
        }.joined())
        XCTAssertTrue(run.stdout.hasPrefix("duplicate-action-closure  warning  on   Closures passed as actions"), run.stdout)
    }

    func testExplainShowsRationaleAndEveryExample() throws {
        for description in RuleRegistry.descriptions {
            let run = try run(["explain", description.id])
            XCTAssertEqual(run.status, 0)
            XCTAssertTrue(run.stdout.hasPrefix("# \(description.id)\n\n**\(description.name).** \(description.summary) Default: warning, \(description.enabledByDefault ? "enabled" : "off until enabled").\n\n"
                                               + "## What it does\n\n\(description.whatItDoes)\n\n## Why\n\n\(description.why)\n"), run.stdout)
            let examples = description.triggeringExamples.map(\.code) + description.nonTriggeringExamples.map(\.code)
                + description.corrections.flatMap { [$0.input, $0.output] }
            for code in examples {
                let indented = code.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
                XCTAssertTrue(run.stdout.contains(indented), "\(description.id) lacks:\n\(indented)")
            }
        }
        let triggers = try run(["explain", "invalid-suppression"]).stdout.components(separatedBy: "Triggers (↓ marks the finding):").count - 1
        XCTAssertEqual(triggers, InvalidSuppressionRule.description.triggeringExamples.count)
    }

    func testExplainUnknownRuleIsExitTwo() throws {
        let run = try run(["explain", "no-such-rule"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderrLines, ["action-lint: unknown rule 'no-such-rule' (see `action-lint rules`)"])
        XCTAssertEqual(try self.run(["explain"]).stderrLines, ["action-lint: explain takes one rule id (see `action-lint rules`)"])
    }

    func testVersion() throws {
        let run = try run(["--version"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, ToolInfo.version + "\n")
    }

    /// Every flag the README documents is in the help and accepted by the parser (help wins
    /// over the others, so `-h` after a flag proves the flag parsed).
    func testHelpNamesEveryDocumentedFlag() throws {
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("action-lint — finds duplicated action closures"), help.stdout)
        XCTAssertEqual(try run(["-h"]).stdout, help.stdout)
        let readme = try String(contentsOf: BuiltTool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let flags = Self.documentedFlags(readme)
        XCTAssertGreaterThan(flags.count, 20, "the README's flag table was not found")
        for flag in flags {
            XCTAssertTrue(help.stdout.contains(flag), "--help does not mention \(flag)")
        }
    }

    /// `` `--flag` `` and `` `-x` `` spans in the README's Flags table.
    private static func documentedFlags(_ readme: String) -> [String] {
        guard let table = readme.components(separatedBy: "### Flags").dropFirst().first?.components(separatedBy: "Subcommands:").first else { return [] }
        var flags: [String] = []
        for row in table.split(separator: "\n") where row.hasPrefix("| `-") {
            let firstCell = row.split(separator: "|").first ?? ""
            for span in firstCell.split(separator: "`").enumerated() where span.offset % 2 == 1 {
                if let flag = span.element.split(separator: " ").first, flag.hasPrefix("-") { flags.append(String(flag)) }
            }
        }
        return flags
    }

    func testDumpCommandsOnAMissingFileAreOneLineAndExitTwo() throws {
        for command in ["dump-tokens", "dump-syntax"] {
            let run = try run([command, "Missing.swift"])
            XCTAssertEqual(run.status, 2, command)
            XCTAssertEqual(run.stdout, "", command)
            XCTAssertEqual(run.stderrLines, ["action-lint: Missing.swift: no such file or directory"], command)
            let folderRun = try self.run([command, "."])
            XCTAssertEqual(folderRun.status, 2, command)
            XCTAssertEqual(folderRun.stderrLines, ["action-lint: .: is a directory"], command)
        }
    }

    /// The token dump covers the file: consecutive, and ending where the file ends.
    func testDumpTokensCoversTheSeed() throws {
        let run = try run(["dump-tokens", "AddItemView.swift"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let size = try Data(contentsOf: BuiltTool.seedFixture).count
        var expectedStart = 0
        for line in run.stdout.split(separator: "\n") {
            let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            XCTAssertEqual(numbers.first, expectedStart, String(line))
            expectedStart = numbers.last ?? -1
        }
        XCTAssertEqual(expectedStart, size)
    }

    func testDumpSyntaxFindsTheSeedsTwoActions() throws {
        let run = try run(["dump-syntax", "AddItemView.swift"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("\"callee\": \"TextField\",\n      \"label\": \"onCommit\""), run.stdout)
        XCTAssertTrue(run.stdout.contains("\"callee\": \"Button\",\n      \"label\": null,\n      \"startLine\": 19"), run.stdout)
    }
}
