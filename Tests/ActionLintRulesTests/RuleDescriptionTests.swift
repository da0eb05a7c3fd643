import ActionLintCore
import ActionLintRules
import XCTest

/// Every rule's description is documentation and test at once: `action-lint explain` prints
/// these examples, so each one must do exactly what it claims.
final class RuleDescriptionTests: XCTestCase {
    func testEveryRuleKeepsWhatItsDescriptionShows() throws {
        XCTAssertFalse(RuleRegistry.rules.isEmpty)
        for rule in RuleRegistry.rules {
            let description = rule.description
            XCTAssertFalse(description.triggeringExamples.isEmpty, "\(description.id) has no triggering example")
            for (index, example) in description.triggeringExamples.enumerated() {
                let context = "\(description.id) triggering example \(index + 1)"
                let configuration = Self.configuration(example.options, of: description)
                checkMarkers(example, id: description.id, configuration: configuration, context: context)
                checkInertWhenNotCode(example, configuration: configuration, context: context)
                checkDisableNext(example, id: description.id, configuration: configuration, context: context)
            }
            for (index, example) in description.nonTriggeringExamples.enumerated() {
                let ids = LintHarness.findings(example.code, configuration: Self.configuration(example.options, of: description)).map(\.ruleID)
                XCTAssertFalse(ids.contains(description.id), "\(description.id) non-triggering example \(index + 1) triggers")
            }
            for (index, correction) in description.corrections.enumerated() {
                try checkCorrection(correction, configuration: Self.configuration(correction.options, of: description),
                                    context: "\(description.id) correction \(index + 1)")
            }
        }
    }

    /// Code scanning files alerts under SARIF's `properties.tags`: every rule names some, each a
    /// lower-case word (hyphens allowed), none twice.
    func testEveryRuleHasTags() {
        for description in RuleRegistry.descriptions {
            XCTAssertFalse(description.tags.isEmpty, "\(description.id) has no tags")
            XCTAssertEqual(Set(description.tags).count, description.tags.count, "\(description.id) repeats a tag")
            for tag in description.tags {
                XCTAssertTrue(!tag.isEmpty && tag.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }, "\(description.id) tag \(tag)")
            }
        }
    }

    static func configuration(_ options: [String: RuleOptionValue], of description: RuleDescription) -> Configuration {
        .example(options, of: description, among: RuleRegistry.descriptions)
    }

    /// The findings of the example's rule start exactly at its `↓` markers.
    func checkMarkers(_ example: RuleExample, id: String, configuration: Configuration, context: String) {
        let (code, offsets) = LintHarness.markers(in: example.code)
        XCTAssertFalse(offsets.isEmpty, "\(context) has no ↓ marker")
        let starts = LintHarness.findings(code, configuration: configuration).filter { $0.ruleID == id }.map(\.range.start.offset).sorted()
        XCTAssertEqual(starts, offsets.sorted(), "\(context): finding starts vs ↓ markers")
    }

    /// Inside a comment or a string literal the example is text, so no rule reports anything.
    func checkInertWhenNotCode(_ example: RuleExample, configuration: Configuration, context: String) {
        let code = LintHarness.markers(in: example.code).code
        for (shape, wrapped) in [("block comment", ExampleVariants.inBlockComment(code)),
                                 ("raw string", ExampleVariants.inRawString(code))] {
            let findings = LintHarness.findings(wrapped, configuration: configuration)
            XCTAssertEqual(findings.map(\.message), [], "\(context) inside a \(shape)")
        }
    }

    /// `// action-lint:disable:next <id>` on the line before a marker's line hides that finding
    /// and only that one — unless the finding is about three sites or more: the suppressed one
    /// leaves the group, and the two left are reported at one of the other sites.
    func checkDisableNext(_ example: RuleExample, id: String, configuration: Configuration, context: String) {
        let (code, offsets) = LintHarness.markers(in: example.code)
        let before = LintHarness.findings(code, configuration: configuration).filter { $0.ruleID == id }
        for offset in offsets {
            let variant = ExampleVariants.inserting("// action-lint:disable:next \(id)", beforeLineOf: offset, in: code)
            let shifted = { (start: Int) in start >= variant.at ? start + variant.length : start }
            var expected = offsets.filter { $0 != offset }.map(shifted)
            let starts = LintHarness.findings(variant.code, configuration: configuration).filter { $0.ruleID == id }.map(\.range.start.offset).sorted()
            if let group = before.first(where: { $0.range.start.offset == offset }), group.related.count >= 2 {
                let others = Set(group.related.map { shifted($0.range.start.offset) })
                let extra = starts.filter { !expected.contains($0) }
                XCTAssertEqual(extra.count, 1, "\(context): the rest of a three-site group is still reported")
                XCTAssertTrue(extra.allSatisfy(others.contains), "\(context): at one of the other sites")
                expected += extra
            }
            XCTAssertEqual(starts, expected.sorted(), "\(context): disable:next before the marker at byte \(offset)")
        }
    }

    /// The input fixes to the output byte for byte, the output is a fixed point, and it parses.
    func checkCorrection(_ correction: RuleCorrection, configuration: Configuration, context: String) throws {
        let first = LintHarness.fixed(correction.input, configuration: configuration, unsafe: correction.unsafe)
        XCTAssertNil(first.refusal, context)
        XCTAssertEqual(first.text, correction.output, "\(context): fixed input")
        let again = LintHarness.fixed(correction.output, configuration: configuration, unsafe: correction.unsafe)
        XCTAssertNil(again.refusal, context)
        XCTAssertEqual(again.text, correction.output, "\(context): fixing the output again changed it")
        XCTAssertNil(try SwiftParseCheck.errors(in: correction.output), "\(context): output does not parse")
    }
}
