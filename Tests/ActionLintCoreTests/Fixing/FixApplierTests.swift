import XCTest
@testable import ActionLintCore

final class FixApplierTests: XCTestCase {
    let text = Array("let total = price + tax\n".utf8)

    func fix(_ edits: Edit...) -> Fix { Fix(title: "test", edits: edits, applicability: .safe) }

    func testAppliesDisjointFixesInOnePass() {
        let outcome = FixApplier.apply([
            fix(Edit(range: 12..<17, replacement: "cost")),
            fix(Edit(range: 4..<9, replacement: "sum")),
        ], to: text)
        XCTAssertEqual(String(decoding: outcome.bytes, as: UTF8.self), "let sum = cost + tax\n")
        XCTAssertEqual(outcome.applied, [0, 1])
    }

    func testOverlappingFixWaitsForTheNextRound() {
        let outcome = FixApplier.apply([
            fix(Edit(range: 12..<23, replacement: "gross")),
            fix(Edit(range: 20..<23, replacement: "vat")),
        ], to: text)
        XCTAssertEqual(String(decoding: outcome.bytes, as: UTF8.self), "let total = gross\n")
        XCTAssertEqual(outcome.applied, [0])
    }

    func testTwoInsertionsAtTheSamePointAreNotBothApplied() {
        // Their order would decide the result, so the second waits.
        let outcome = FixApplier.apply([
            fix(Edit(range: 23..<23, replacement: " + fee")),
            fix(Edit(range: 23..<23, replacement: " - discount")),
        ], to: text)
        XCTAssertEqual(String(decoding: outcome.bytes, as: UTF8.self), "let total = price + tax + fee\n")
        XCTAssertEqual(outcome.applied, [0])
    }

    func testInsertionInsideAReplacedRangeConflicts() {
        let outcome = FixApplier.apply([
            fix(Edit(range: 12..<23, replacement: "gross")),
            fix(Edit(range: 18..<18, replacement: "2 * ")),
        ], to: text)
        XCTAssertEqual(outcome.applied, [0])
    }

    func testInsertionAtTheEndOfAReplacedRangeIsIndependent() {
        let outcome = FixApplier.apply([
            fix(Edit(range: 12..<17, replacement: "cost")),
            fix(Edit(range: 17..<17, replacement: " * 2")),
        ], to: text)
        XCTAssertEqual(String(decoding: outcome.bytes, as: UTF8.self), "let total = cost * 2 + tax\n")
        XCTAssertEqual(outcome.applied, [0, 1])
    }

    func testAFixWithOneConflictingEditIsSkippedWhole() {
        let outcome = FixApplier.apply([
            fix(Edit(range: 4..<9, replacement: "sum")),
            fix(Edit(range: 0..<3, replacement: "var"), Edit(range: 6..<7, replacement: "T")),
        ], to: text)
        XCTAssertEqual(String(decoding: outcome.bytes, as: UTF8.self), "let sum = price + tax\n")
        XCTAssertEqual(outcome.applied, [0])
    }

    func testEditsOutsideTheFileAreIgnored() {
        let outcome = FixApplier.apply([fix(Edit(range: 20..<99, replacement: ""))], to: text)
        XCTAssertEqual(outcome.bytes, text)
        XCTAssertEqual(outcome.applied, [])
    }
}
