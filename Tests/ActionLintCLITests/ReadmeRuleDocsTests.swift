import ActionLintRules
import XCTest

/// The README's rule docs are generated from the rule descriptions: they must be exactly what
/// `action-lint rules --markdown` prints, so neither can change without the other.
final class ReadmeRuleDocsTests: XCTestCase {
    static let begin = "<!-- BEGIN generated: action-lint rules --markdown -->\n"
    static let end = "<!-- END generated -->"

    func testTheReadmeRuleSectionIsTheGeneratedMarkdown() throws {
        let readme = try ReadmeSection.text()
        let start = try XCTUnwrap(readme.range(of: Self.begin), "README lacks the generated-docs marker")
        let stop = try XCTUnwrap(readme.range(of: Self.end, range: start.upperBound..<readme.endIndex))
        let run = try ToolRunner(folder: BuiltTool.packageRoot).run(["rules", "--markdown"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(String(readme[start.upperBound..<stop.lowerBound]), run.stdout,
                       "README's rule docs differ from `action-lint rules --markdown`: paste its output between the markers")
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
