import ActionLintCore
import ActionLintRules
import XCTest
@testable import ActionLintCLI

/// `action-lint rules` and `action-lint explain ID` are two views of the same registry: a rule
/// listed by one must be described identically by the other.
final class RulesExplainConsistencyTests: XCTestCase {
    func testRulesAndExplainPrintTheSameDescriptions() {
        let listing = run(["rules"])
        XCTAssertEqual(listing.code, 0)
        let lines = listing.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, RuleRegistry.rules.count, "one line per rule")
        for (line, description) in zip(lines, RuleRegistry.descriptions) {
            XCTAssertTrue(line.hasPrefix(description.id + " "), line)
            XCTAssertTrue(line.hasSuffix("  " + description.summary), line)
            XCTAssertTrue(line.contains(" \(description.defaultSeverity.rawValue) "), line)

            let explained = run(["explain", description.id])
            XCTAssertEqual(explained.code, 0, description.id)
            XCTAssertTrue(explained.stdout.hasPrefix(RuleDocumentation.section(description, level: 1)),
                          "explain \(description.id) opens with something other than the rule's documentation")
            for example in description.triggeringExamples + description.nonTriggeringExamples {
                XCTAssertTrue(explained.stdout.contains(RulesCommand.indented(example.code)), "explain \(description.id) misses an example")
            }
        }
    }

    func testExplainOfAnUnknownRuleIsAUsageError() {
        let result = run(["explain", "duplicate-action-closures"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("unknown rule 'duplicate-action-closures'"), result.stderr)
    }

    func run(_ arguments: [String]) -> (code: Int32, stdout: String, stderr: String) {
        let out = OutputSink(), err = OutputSink()
        let code = CommandLineTool.run(arguments: arguments, stdout: out, stderr: err)
        return (code, out.capturedText, err.capturedText)
    }
}
