import XCTest
@testable import ActionLintSyntax

final class SourceFileTests: XCTestCase {
    func testLinesAndColumnsCountScalars() {
        let file = SourceFile(path: "a.swift", text: "ab\r\nçd\ne")
        XCTAssertEqual(file.lineCount, 3)
        XCTAssertEqual(file.position(of: 0), SourcePosition(line: 1, column: 1, offset: 0))
        // "ç" is two bytes but one column.
        XCTAssertEqual(file.position(of: 6).column, 2)
        XCTAssertEqual(file.position(of: 6).line, 2)
        XCTAssertEqual(file.lineRange(1), 0..<2)
        XCTAssertEqual(file.text(file.lineRange(3)), "e")
    }

    func testOffsetsOfLinesAndColumnsAreThePositionsInverse() {
        let file = SourceFile(path: "a.swift", text: "ab\r\nçd\ne")
        for offset in [0, 1, 2, 4, 6, 7, 8, 9] {
            let position = file.position(of: offset)
            XCTAssertEqual(file.offset(line: position.line, column: position.column), offset, "offset \(offset)")
        }
        // The column after a line's last character is its end; one more is past it.
        XCTAssertEqual(file.offset(line: 2, column: 3), 7)
        XCTAssertNil(file.offset(line: 2, column: 4))
        XCTAssertNil(file.offset(line: 4, column: 1))
        XCTAssertNil(file.offset(line: 0, column: 1))
        XCTAssertNil(file.offset(line: 1, column: 0))
    }
}
