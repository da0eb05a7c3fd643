import XCTest
@testable import ActionLintCore

/// What counts as UTF-8 text: every well-formed sequence, at any offset and length (the check
/// reads four words, then one, then single bytes), and nothing else.
final class SourceTextCheckTests: XCTestCase {
    private func problem(_ bytes: [UInt8]) -> String? { SourceTextCheck.problem(in: bytes) }

    func testWellFormedTextOfEveryLength() {
        let text = Array("let café = \"👍🏽 ünïcödé — 日本語\"\n".utf8)
        for length in 0...96 {
            let bytes = Array(String(decoding: (0..<length).map { _ in UInt8(ascii: "a") } + text, as: UTF8.self).utf8)
            XCTAssertNil(problem(bytes), "prefix of \(length)")
            XCTAssertNil(problem(Array(repeating: UInt8(ascii: "x"), count: length)), "ASCII of \(length)")
        }
        XCTAssertNil(problem([0xEF, 0xBB, 0xBF] + Array("struct A {}\n".utf8)), "a byte-order mark")
    }

    func testIllFormedSequencesAtEveryOffset() {
        let bad: [(bytes: [UInt8], first: UInt8)] = [
            ([0xC0, 0x80], 0xC0),          // overlong NUL
            ([0xE0, 0x80, 0x80], 0xE0),    // overlong
            ([0xED, 0xA0, 0x80], 0xED),    // a surrogate
            ([0xF4, 0x90, 0x80, 0x80], 0xF4), // above U+10FFFF
            ([0x80], 0x80),                // a lone continuation byte
            ([0xE2, 0x82], 0xE2),          // truncated at the end
            ([0xFF, 0xFE], 0xFF),          // UTF-16's byte-order mark
        ]
        for (bytes, first) in bad {
            for offset in [0, 3, 7, 8, 31, 32, 40] {
                let input = Array(repeating: UInt8(ascii: "a"), count: offset) + bytes
                XCTAssertEqual(problem(input), "not UTF-8 text (invalid byte 0x\(String(first, radix: 16, uppercase: true)) at line 1)", "\(bytes) at \(offset)")
            }
        }
    }

    func testNULIsBinaryAndLinesAreCounted() {
        XCTAssertEqual(problem(Array("a\nb\nc".utf8) + [0] + Array("d".utf8)), "binary file (NUL byte at line 3)")
        XCTAssertEqual(problem(Array("ok\n\n".utf8) + [0xE9]), "not UTF-8 text (invalid byte 0xE9 at line 3)")
    }
}
