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
}
