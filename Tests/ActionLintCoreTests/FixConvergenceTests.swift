import XCTest
@testable import ActionLintCore

final class FixConvergenceTests: XCTestCase {
    func testFixesThatNeverConvergeLeaveTheFileUnchanged() {
        let code = Array("let x = 1\n".utf8)
        let engine = LintEngine(ruleTypes: [NeverSatisfiedRule.self], configuration: Configuration())
        let outcome = FileFixer(engine: engine, allowUnsafe: false).fix(path: "X.swift", bytes: code, memberIndex: MemberIndex())
        XCTAssertEqual(outcome.refusal, "fixes did not converge after 10 rounds; file left unchanged")
        XCTAssertEqual(outcome.fixed, code)
        XCTAssertFalse(outcome.changed)
    }

    func testUnsafeFixesAreNotAppliedWithoutPermission() {
        let code = Array("let x = 1\n".utf8)
        let engine = LintEngine(ruleTypes: [UnsafeAppendRule.self], configuration: Configuration())
        let outcome = FileFixer(engine: engine, allowUnsafe: false).fix(path: "X.swift", bytes: code, memberIndex: MemberIndex())
        XCTAssertNil(outcome.refusal)
        XCTAssertEqual(outcome.fixed, code)
        XCTAssertEqual(outcome.remaining.count, 1)
    }
}
