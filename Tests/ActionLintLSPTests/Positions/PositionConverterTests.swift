import ActionLintCore
import XCTest
@testable import ActionLintLSP

final class PositionConverterTests: XCTestCase {
    // "a👩🏽‍🍳b" then a line with "ñ" as n + combining tilde, CRLF and lone CR line ends.
    let text = "let s = \"a\u{1F469}\u{1F3FD}\u{200D}\u{1F373}b\"\r\nn\u{0303}o\rend"

    func converter(_ encoding: PositionEncoding) -> PositionConverter {
        PositionConverter(file: SourceFile(path: "t.swift", text: text), encoding: encoding)
    }

    func testOffsetsAndPositionsAgreeWithSwiftsOwnViews() {
        let bytes = Array(text.utf8)
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\r\n" || $0 == "\r" || $0 == "\n" }
        var lineStart = 0
        for (lineNumber, line) in lines.enumerated() {
            for index in line.unicodeScalars.indices + [line.unicodeScalars.endIndex] {
                let prefix = line.unicodeScalars[..<index]
                let offset = lineStart + String(prefix).utf8.count
                let expected: [PositionEncoding: Int] = [.utf8: String(prefix).utf8.count, .utf16: String(prefix).utf16.count, .utf32: prefix.count]
                for (encoding, character) in expected {
                    let position = PositionConverter.Position(line: lineNumber, character: character)
                    XCTAssertEqual(converter(encoding).position(of: offset), position, "\(encoding) offset \(offset)")
                    XCTAssertEqual(converter(encoding).offset(of: position), offset, "\(encoding) \(position)")
                }
            }
            lineStart += line.utf8.count + (bytes[min(lineStart + line.utf8.count, bytes.count - 1)] == 13 && lineNumber == 0 ? 2 : 1)
        }
    }

    func testPositionsOutsideTheTextAreClamped() {
        let utf16 = converter(.utf16)
        XCTAssertEqual(utf16.offset(of: .init(line: 0, character: 500)), Array(text.utf8).firstIndex(of: 13))
        XCTAssertEqual(utf16.offset(of: .init(line: 9, character: 0)), text.utf8.count)
        XCTAssertEqual(utf16.offset(of: .init(line: -1, character: 3)), 0)
        // Half of the woman's surrogate pair: the start of the emoji.
        XCTAssertEqual(utf16.offset(of: .init(line: 0, character: 11)), 10)
    }

    func testNegotiation() {
        XCTAssertEqual(PositionEncoding.negotiate(offered: nil), .utf16)
        XCTAssertEqual(PositionEncoding.negotiate(offered: ["utf-16"]), .utf16)
        XCTAssertEqual(PositionEncoding.negotiate(offered: ["utf-32", "utf-8"]), .utf8)
        XCTAssertEqual(PositionEncoding.negotiate(offered: ["utf-32"]), .utf32)
        XCTAssertEqual(PositionEncoding.negotiate(offered: ["latin-1"]), .utf16)
    }
}
