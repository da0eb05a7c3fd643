import XCTest
@testable import ActionLintCore

final class UnifiedDiffTests: XCTestCase {
    func testCRLFLinesAreNotMarkedAsLackingANewline() {
        let old = Array("a\r\nb\r\nc\r\n".utf8)
        let new = Array("a\r\nB\r\nc\r\n".utf8)
        XCTAssertEqual(UnifiedDiff.diff(path: "f.swift", old: old, new: new),
                       "--- a/f.swift\n+++ b/f.swift\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\r\n")
    }

    func testMissingFinalNewlineIsMarked() {
        let diff = UnifiedDiff.diff(path: "f.swift", old: Array("a\nb".utf8), new: Array("a\nc".utf8))
        XCTAssertEqual(diff, "--- a/f.swift\n+++ b/f.swift\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
    }

    func testIdenticalInputsGiveNoDiff() {
        XCTAssertEqual(UnifiedDiff.diff(path: "f.swift", old: Array("a\n".utf8), new: Array("a\n".utf8)), "")
    }

    func testAbsolutePathsAreNotPrefixed() {
        let diff = UnifiedDiff.diff(path: "/src/f.swift", old: Array("a\n".utf8), new: Array("b\n".utf8))
        XCTAssertEqual(diff, "--- /src/f.swift\n+++ /src/f.swift\n@@ -1,1 +1,1 @@\n-a\n+b\n")
    }
}
