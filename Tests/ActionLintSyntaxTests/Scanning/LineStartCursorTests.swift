import XCTest
@testable import ActionLintSyntax

/// `LineStartCursor` answers what `SourceFile.lineStarts` answers, for offsets asked in order.
final class LineStartCursorTests: XCTestCase {
    private func check(_ text: String, asking offsets: [Int], file: StaticString = #filePath, line: UInt = #line) {
        let source = SourceFile(path: "T.swift", text: text)
        var cursor = LineStartCursor()
        source.bytes.withUnsafeBufferPointer { bytes in
            for offset in offsets {
                let expected = source.lineStarts[source.line(of: offset) - 1]
                XCTAssertEqual(cursor.lineStart(of: offset, in: bytes), expected, "offset \(offset) of \(text.debugDescription)", file: file, line: line)
            }
        }
    }

    func testEveryOffsetInOrder() {
        for text in ["a\nbc\n\nd", "a\r\nbc\r\n\r\nd", "a\rbc\r\rd", "\n\n", "abc", "x\n\r\ny\rz\n"] {
            check(text, asking: Array(0...text.utf8.count))
        }
    }

    func testSparseAndRepeatedQuestions() {
        let text = "struct A {\n    var b = 1\n}\n\n  struct C {}\nstruct D {}\n"
        check(text, asking: [0, 0, 3, 14, 14, 15, 30, 31, 45, text.utf8.count])
    }
}
