import XCTest
@testable import ActionLintCore

final class UnifiedDiffChangesTests: XCTestCase {
    func testChangesRebuildTheNewText() {
        let cases: [(String, String)] = [
            ("a\nb\nc\n", "a\nB\nc\n"), ("a\nb\n", "a\nb\nc\n"), ("a\nb\nc", "c"), ("", "x\n"), ("x\n", ""),
            ("one\ntwo\nthree\nfour\n", "zero\none\nthree\n4\nfive"), ("same\n", "same\n"),
        ]
        for (old, new) in cases {
            let oldBytes = Array(old.utf8)
            let newBytes = Array(new.utf8)
            var result = oldBytes
            let changes = UnifiedDiff.changes(old: oldBytes, new: newBytes)
            for (earlier, later) in zip(changes, changes.dropFirst()) {
                XCTAssertLessThanOrEqual(earlier.old.upperBound, later.old.lowerBound)
            }
            for change in changes.reversed() { result.replaceSubrange(change.old, with: newBytes[change.new]) }
            XCTAssertEqual(String(decoding: result, as: UTF8.self), new, "\(old.debugDescription) → \(new.debugDescription)")
            if old == new { XCTAssertEqual(changes, []) }
        }
    }
}
