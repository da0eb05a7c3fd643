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

    /// Fixes that take one round each (they insert at the same point) converge however many there
    /// are: the limit is at least the number of fixes the file starts with.
    func testManyFixesAtOnePointTakeAsManyRoundsAsThereAreFixes() {
        let names = (1...14).map { "value\($0)" }
        let code = Array(names.map { "let \($0) = 1\n" }.joined().utf8)
        let engine = LintEngine(ruleTypes: [HeaderPerNameRule.self], configuration: Configuration())
        let outcome = FileFixer(engine: engine, allowUnsafe: false).fix(path: "X.swift", bytes: code, memberIndex: MemberIndex())
        XCTAssertNil(outcome.refusal)
        XCTAssertEqual(outcome.fixedCount, 14)
        XCTAssertEqual(outcome.remaining, [])
        let fixed = String(decoding: outcome.fixed, as: UTF8.self)
        XCTAssertTrue(names.allSatisfy { fixed.contains("// \($0)\n") }, fixed)
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
