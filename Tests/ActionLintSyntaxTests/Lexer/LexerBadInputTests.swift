import XCTest
@testable import ActionLintSyntax

/// Input that is not valid Swift: it must become `unknown` tokens, lexing must go on, and the
/// round-trip must hold (checked by every `lex` call).
final class LexerBadInputTests: LexerTestCase {
    private func bytes(_ prefix: String, _ middle: [UInt8], _ suffix: String) -> [UInt8] {
        Array(prefix.utf8) + middle + Array(suffix.utf8)
    }

    /// Kinds and byte lengths, for inputs whose text is not valid UTF-8.
    private func shape(_ input: [UInt8]) -> [String] {
        let tokens = Lexer.tokenize(input)
        XCTAssertNil(TokenCoverage.violation(in: tokens, byteCount: input.count))
        return tokens.filter { $0.kind != .whitespace }.map { "\($0.kind):\($0.length)" }
    }

    func testOverlongEncodingIsUnknown() {
        XCTAssertEqual(shape(bytes("a ", [0xC0, 0xAF], " b")), ["identifier:1", "unknown:2", "identifier:1"])
        XCTAssertEqual(shape(bytes("", [0xE0, 0x80, 0xAF], "x")), ["unknown:3", "identifier:1"])
    }

    func testSurrogateEncodingIsUnknown() {
        XCTAssertEqual(shape(bytes("a", [0xED, 0xA0, 0x80], "b")), ["identifier:1", "unknown:3", "identifier:1"])
    }

    func testTruncatedSequencesAreUnknown() {
        XCTAssertEqual(shape(bytes("x ", [0xE2, 0x82], " y")), ["identifier:1", "unknown:2", "identifier:1"])
        XCTAssertEqual(shape(bytes("x ", [0xF0, 0x9F, 0x98], "")), ["identifier:1", "unknown:3"])
    }

    func testLoneContinuationBytesAreUnknown() {
        XCTAssertEqual(shape(bytes("(", [0x80, 0xBF], ")")), ["leftParen:1", "unknown:2", "rightParen:1"])
    }

    func testBytesThatNeverStartUTF8AreUnknown() {
        XCTAssertEqual(shape(bytes("a", [0xFF, 0xFE, 0xF5], "b")), ["identifier:1", "unknown:3", "identifier:1"])
    }

    func testInvalidBytesInsideAnIdentifierEndIt() {
        XCTAssertEqual(shape(bytes("ab", [0xFF], "cd")), ["identifier:2", "unknown:1", "identifier:2"])
    }

    func testValidScalarAfterInvalidBytesIsNotSwallowed() {
        // The unknown run stops where a well-formed scalar begins.
        XCTAssertEqual(shape(bytes("", [0xC0], "é")), ["unknown:1", "identifier:2"])
    }

    func testInvalidBytesInsideStringsAndCommentsStayThere() {
        XCTAssertEqual(shape(bytes("\"a", [0xFF], "b\"")), ["stringStart:1", "stringSegment:3", "stringEnd:1"])
        XCTAssertEqual(shape(bytes("// ", [0xC0, 0x80], "\nx")), ["lineComment:5", "newline:1", "identifier:1"])
    }

    func testNulByteIsUnknown() {
        XCTAssertEqual(shape(bytes("a", [0], "b")), ["identifier:1", "unknown:1", "identifier:1"])
    }

    func testLoneBackslashIsUnknown() {
        assertTokens("a \\ b", [(.identifier, "a"), (.unknown, "\\"), (.identifier, "b")])
        assertTokens("\\", [(.unknown, "\\")])
    }

    func testUnterminatedStringEndsAtTheLineBreak() {
        assertTokens("let s = \"abc\nlet t = 1", [
            (.keyword, "let"), (.identifier, "s"), (.equal, "="), (.unknown, "\""), (.stringSegment, "abc"),
            (.keyword, "let"), (.identifier, "t"), (.equal, "="), (.integerLiteral, "1"),
        ])
    }

    func testStringEndingInBackslashAtEndOfLine() {
        assertTokens("\"a\\\nb", [(.unknown, "\""), (.stringSegment, "a\\"), (.identifier, "b")])
    }

    func testUnterminatedStringAtEndOfFile() {
        assertTokens("\"abc", [(.unknown, "\""), (.stringSegment, "abc")])
        assertTokens("\"", [(.unknown, "\"")])
    }

    func testUnterminatedMultilineStringRunsToTheEnd() {
        assertTokens("x = \"\"\"\nabc\n", [(.identifier, "x"), (.equal, "="), (.unknown, "\"\"\""), (.stringSegment, "\nabc\n")])
    }

    func testUnterminatedRawString() {
        assertTokens("#\"abc\"\nx", [(.unknown, "#\""), (.stringSegment, "abc\""), (.identifier, "x")])
    }

    func testUnterminatedBlockCommentRunsToTheEnd() {
        assertTokens("a /* b /* c */ d", [(.identifier, "a"), (.unknown, "/* b /* c */ d")])
    }

    /// No regex: the `#` is unknown and lexing goes on with the slash as an operator.
    func testUnterminatedExtendedRegex() {
        assertTokens("x = #/abc\ny", [
            (.identifier, "x"), (.equal, "="), (.unknown, "#"), (.binaryOperator, "/"), (.identifier, "abc"), (.identifier, "y"),
        ])
    }

    func testUnterminatedMultilineExtendedRegex() {
        assertTokens("x = #/\nabc\ny", [
            (.identifier, "x"), (.equal, "="), (.unknown, "#"), (.postfixOperator, "/"), (.identifier, "abc"), (.identifier, "y"),
        ])
    }

    func testUnterminatedBacktick() {
        assertTokens("let `a = 1", [(.keyword, "let"), (.unknown, "`"), (.identifier, "a"), (.equal, "="), (.integerLiteral, "1")])
        assertTokens("``", [(.unknown, "`"), (.unknown, "`")])
    }

    func testUnterminatedInterpolationIsClosedAtTheLineBreak() {
        assertTokens("\"a\\(b\nlet c = 1", [
            (.unknown, "\""), (.stringSegment, "a"), (.interpolationStart, "\\("), (.identifier, "b"),
            (.keyword, "let"), (.identifier, "c"), (.equal, "="), (.integerLiteral, "1"),
        ])
    }

    func testUnterminatedInterpolationAtEndOfFile() {
        assertTokens("\"a\\(b", [(.unknown, "\""), (.stringSegment, "a"), (.interpolationStart, "\\("), (.identifier, "b")])
    }

    func testUnterminatedStringInsideInterpolationOfMultilineString() {
        // The inner single-line string dies at the line break; the outer multi-line one goes on.
        assertTokens("\"\"\"\n\\(\"x\n)\n\"\"\"", [
            (.stringStart, "\"\"\""), (.stringSegment, "\n"), (.interpolationStart, "\\("), (.unknown, "\""), (.stringSegment, "x"),
            (.interpolationEnd, ")"), (.stringSegment, "\n"), (.stringEnd, "\"\"\""),
        ])
    }

    func testSingleQuotesAreUnknown() {
        assertTokens("'single quotes'", [(.unknown, "'"), (.identifier, "single"), (.identifier, "quotes"), (.unknown, "'")])
    }

    func testStrayClosingDelimiters() {
        assertTokens(") } ]", [(.rightParen, ")"), (.rightBrace, "}"), (.rightSquare, "]")])
    }

    func testOddWhiteSpaceIsUnknown() {
        // The compiler rejects these; the no-break space (U+00A0) it only warns about is trivia.
        for space in ["\u{2028}", "\u{3000}", "\u{2003}"] {
            assertTokens("a\(space)b", [(.identifier, "a"), (.unknown, space), (.identifier, "b")])
        }
    }

    func testEmptyInput() {
        XCTAssertEqual(lex(""), [])
    }
}
