import XCTest
@testable import ActionLintCore

final class BracketVerificationTests: XCTestCase {
    func testStructureCountsUnmatchedBrackets() {
        let balanced = ParsedFile(source: SourceFile(path: "A.swift", text: "func f() { g([1, 2]) }\n"))
        let broken = ParsedFile(source: SourceFile(path: "A.swift", text: "func f() { g([1, 2) }\n"))
        XCTAssertEqual(BracketStructure(tokens: balanced.tokens).unmatched, 0)
        XCTAssertGreaterThan(BracketStructure(tokens: broken.tokens).unmatched, 0)
    }

    func testFixThatWouldUnbalanceBracketsIsRefused() {
        let code = "struct A {\n    func f() {\n        print(1)\n    }\n}\n"
        let engine = LintEngine(ruleTypes: [BraceDroppingRule.self], configuration: Configuration())
        let outcome = FileFixer(engine: engine, allowUnsafe: false).fix(path: "A.swift", bytes: Array(code.utf8), memberIndex: MemberIndex())
        XCTAssertEqual(outcome.refusal, "fix refused, file left unchanged: the result would have unbalanced brackets")
        XCTAssertEqual(outcome.fixed, Array(code.utf8))
        XCTAssertFalse(outcome.changed)
        XCTAssertEqual(outcome.fixedCount, 0)
    }
}
