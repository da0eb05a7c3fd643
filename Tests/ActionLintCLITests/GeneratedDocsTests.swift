import ActionLintRules
import ActionLintTestSupport
import Foundation
import XCTest

/// The committed docs are the ones `action-lint generate-docs` writes from the rule descriptions
/// (README.md's rules section, docs/rules/<id>.md, docs/default-configuration.json), so neither
/// a rule nor its docs can change without the other.
final class GeneratedDocsTests: XCTestCase {
    static let regenerate = "run `swift run action-lint generate-docs` and commit what it writes"

    func testTheCommittedDocsAreTheGeneratedOnes() throws {
        let run = try ToolRunner(folder: BuiltTool.packageRoot).run(["generate-docs", "--check"])
        XCTAssertEqual(run.status, 0, "\n\(run.stdout)\(run.stderr)\(Self.regenerate)")
        XCTAssertEqual(run.stdout, "", Self.regenerate)
    }

    /// One page per rule and no other, each what `explain --markdown` prints (what SARIF's
    /// `helpUri` points to).
    func testEveryRulesPageIsWhatExplainPrints() throws {
        let docs = BuiltTool.packageRoot.appendingPathComponent("docs/rules")
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
        XCTAssertEqual(pages.sorted(), RuleRegistry.ruleIDs.map { "\($0).md" }.sorted(), Self.regenerate)
        for id in RuleRegistry.ruleIDs {
            let page = try? String(contentsOf: docs.appendingPathComponent("\(id).md"), encoding: .utf8)
            let explained = try ToolRunner(folder: BuiltTool.packageRoot).run(["explain", "--markdown", id])
            XCTAssertEqual(page, explained.stdout, "docs/rules/\(id).md is missing or stale: \(Self.regenerate)")
        }
    }

    /// The README's table has a row per rule, in the registry's order, linking to its page.
    func testTheReadmeTableLinksEveryRuleToItsPage() throws {
        let rules = ReadmeSection.section("## Rules", in: try ReadmeSection.text())
        let rows = rules.split(separator: "\n").filter { $0.hasPrefix("| [`") }
        XCTAssertEqual(rows.count, RuleRegistry.descriptions.count, Self.regenerate)
        for (row, rule) in zip(rows, RuleRegistry.descriptions) {
            XCTAssertTrue(row.hasPrefix("| [`\(rule.id)`](docs/rules/\(rule.id).md) |"), "\(row): \(Self.regenerate)")
            XCTAssertTrue(row.hasSuffix("| \(rule.summary) |"), "\(row): \(Self.regenerate)")
        }
        for option in RuleRegistry.descriptions.flatMap(\.options) {
            XCTAssertTrue(rules.contains("| `\(option.key)`"), "option \(option.key) is not in the README: \(Self.regenerate)")
        }
    }

    /// Every rule documents itself in the fixed sections, each one with something in it.
    func testEveryRuleHasEverySection() throws {
        for rule in RuleRegistry.descriptions {
            for (name, text) in [("what it does", rule.whatItDoes), ("why", rule.why), ("fix safety", rule.fixSafety)] {
                XCTAssertFalse(text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(rule.id): empty \(name)")
            }
            let explained = try ToolRunner(folder: BuiltTool.packageRoot).run(["explain", rule.id])
            for heading in ["What it does", "Why", "Example", "Fix safety", "Options"] {
                XCTAssertTrue(explained.stdout.contains("\n## \(heading)\n"), "\(rule.id): explain lacks \(heading)")
            }
            for option in rule.options {
                XCTAssertTrue(explained.stdout.contains("`\(option.key)`"), "\(rule.id): option \(option.key) undocumented")
            }
        }
    }
}
