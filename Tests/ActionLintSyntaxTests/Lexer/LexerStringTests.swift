import XCTest
@testable import ActionLintSyntax

/// String literals: single-line, multi-line, raw, escapes and interpolation at any depth.
final class LexerStringTests: LexerTestCase {
    func testSimpleString() {
        assertTokens(#"let s = "hi""#, [
            (.keyword, "let"), (.identifier, "s"), (.equal, "="),
            (.stringStart, "\""), (.stringSegment, "hi"), (.stringEnd, "\""),
        ])
    }

    func testEmptyStringHasNoSegment() {
        assertTokens(#"f("")"#, [
            (.identifier, "f"), (.leftParen, "("), (.stringStart, "\""), (.stringEnd, "\""), (.rightParen, ")"),
        ])
    }

    func testEscapesStayInTheSegment() {
        assertTokens(#""a\"b\\c\n\u{1F600}\t""#, [
            (.stringStart, "\""), (.stringSegment, #"a\"b\\c\n\u{1F600}\t"#), (.stringEnd, "\""),
        ])
    }

    func testEscapedBackslashBeforeClosingQuote() {
        assertTokens(#""\\" + x"#, [
            (.stringStart, "\""), (.stringSegment, #"\\"#), (.stringEnd, "\""), (.binaryOperator, "+"),
            (.identifier, "x"),
        ])
    }

    func testInterpolation() {
        assertTokens(#""a\(b)c""#, [
            (.stringStart, "\""), (.stringSegment, "a"), (.interpolationStart, #"\("#), (.identifier, "b"),
            (.interpolationEnd, ")"), (.stringSegment, "c"), (.stringEnd, "\""),
        ])
    }

    func testInterpolationWithParenthesesInside() {
        assertTokens(#""\(f(x, (y)))""#, [
            (.stringStart, "\""), (.interpolationStart, #"\("#), (.identifier, "f"), (.leftParen, "("),
            (.identifier, "x"), (.comma, ","), (.leftParen, "("), (.identifier, "y"), (.rightParen, ")"),
            (.rightParen, ")"), (.interpolationEnd, ")"), (.stringEnd, "\""),
        ])
    }

    func testNestedInterpolationWithRawStringInside() {
        assertTokens(##""a\(b ? "c\(d)" : #"e"#)f""##, [
            (.stringStart, "\""), (.stringSegment, "a"), (.interpolationStart, #"\("#),
            (.identifier, "b"), (.binaryOperator, "?"),
            (.stringStart, "\""), (.stringSegment, "c"), (.interpolationStart, #"\("#), (.identifier, "d"),
            (.interpolationEnd, ")"), (.stringEnd, "\""),
            (.colon, ":"), (.stringStart, "#\""), (.stringSegment, "e"), (.stringEnd, "\"#"),
            (.interpolationEnd, ")"), (.stringSegment, "f"), (.stringEnd, "\""),
        ])
    }

    func testInterpolationNestedFourDeep() {
        let source = #""\("\("\("\(x)")")")""#
        let lexemes = lex(source, keepTrivia: false)
        XCTAssertEqual(lexemes.filter { $0.kind == .interpolationStart }.count, 4)
        XCTAssertEqual(lexemes.filter { $0.kind == .interpolationEnd }.count, 4)
        XCTAssertEqual(lexemes.filter { $0.kind == .stringStart }.count, 4)
        XCTAssertEqual(lexemes.filter { $0.kind == .stringEnd }.count, 4)
        XCTAssertFalse(lexemes.contains { $0.kind == .unknown })
        XCTAssertEqual(lexemes.first { $0.kind == .identifier }, Lexeme(.identifier, "x"))
    }

    func testRawStringKeepsBackslashesLiteral() {
        // `\(x)` and `\n` are plain text in a raw string: only `\#(` interpolates.
        assertTokens(##"#"a\(x)\n"#"##, [
            (.stringStart, "#\""), (.stringSegment, #"a\(x)\n"#), (.stringEnd, "\"#"),
        ])
    }

    func testRawStringInterpolationAndEscape() {
        assertTokens(##"#"a\#(x)b\#n"#"##, [
            (.stringStart, "#\""), (.stringSegment, "a"), (.interpolationStart, ##"\#("##), (.identifier, "x"),
            (.interpolationEnd, ")"), (.stringSegment, ##"b\#n"##), (.stringEnd, "\"#"),
        ])
    }

    func testRawStringMayContainQuotes() {
        assertTokens(##"#"say "hi""#"##, [(.stringStart, "#\""), (.stringSegment, #"say "hi""#), (.stringEnd, "\"#")])
    }

    func testDoublePoundRawStringClosesOnlyWithTwoPounds() {
        assertTokens(###"##"a"#b\#(c)"##"###, [
            (.stringStart, "##\""), (.stringSegment, ##"a"#b\#(c)"##), (.stringEnd, "\"##"),
        ])
        assertTokens(###"##"x\##(y)"##"###, [
            (.stringStart, "##\""), (.stringSegment, "x"), (.interpolationStart, ###"\##("###),
            (.identifier, "y"), (.interpolationEnd, ")"), (.stringEnd, "\"##"),
        ])
    }

    func testMultilineString() {
        let source = "let s = \"\"\"\n  one \"quoted\"\n  two \\(n)\n  \"\"\"\n"
        assertTokens(source, [
            (.keyword, "let"), (.identifier, "s"), (.equal, "="), (.stringStart, "\"\"\""),
            (.stringSegment, "\n  one \"quoted\"\n  two "), (.interpolationStart, #"\("#), (.identifier, "n"),
            (.interpolationEnd, ")"), (.stringSegment, "\n  "), (.stringEnd, "\"\"\""),
        ])
    }

    func testMultilineStringLineContinuation() {
        let source = "\"\"\"\n  a \\\n  b\n  \"\"\""
        assertTokens(source, [(.stringStart, "\"\"\""), (.stringSegment, "\n  a \\\n  b\n  "), (.stringEnd, "\"\"\"")])
    }

    func testMultilineStringWithCRLFLineContinuation() {
        let source = "\"\"\"\r\na \\\r\nb\r\n\"\"\""
        assertTokens(source, [(.stringStart, "\"\"\""), (.stringSegment, "\r\na \\\r\nb\r\n"), (.stringEnd, "\"\"\"")])
    }

    func testMultilineStringMayContainTwoQuotes() {
        let source = "\"\"\"\na \"\" b\n\"\"\""
        assertTokens(source, [(.stringStart, "\"\"\""), (.stringSegment, "\na \"\" b\n"), (.stringEnd, "\"\"\"")])
    }

    func testInterpolationInMultilineStringMaySpanLines() {
        let source = "\"\"\"\n\\(f(\n  x\n))\n\"\"\""
        let lexemes = lex(source, keepTrivia: false)
        XCTAssertEqual(lexemes.first, Lexeme(.stringStart, "\"\"\""))
        XCTAssertEqual(lexemes.last, Lexeme(.stringEnd, "\"\"\""))
        XCTAssertFalse(lexemes.contains { $0.kind == .unknown })
    }

    func testRawMultilineStringMayContainTripleQuotes() {
        let source = "#\"\"\"\na \"\"\" b \\(x) \\#(y)\n\"\"\"#"
        assertTokens(source, [
            (.stringStart, "#\"\"\""), (.stringSegment, "\na \"\"\" b \\(x) "), (.interpolationStart, ##"\#("##),
            (.identifier, "y"), (.interpolationEnd, ")"), (.stringSegment, "\n"), (.stringEnd, "\"\"\"#"),
        ])
    }

    func testMultilineStringInsideInterpolation() {
        let source = "\"a\\(\"\"\"\nb\n\"\"\")c\""
        assertTokens(source, [
            (.stringStart, "\""), (.stringSegment, "a"), (.interpolationStart, #"\("#),
            (.stringStart, "\"\"\""), (.stringSegment, "\nb\n"), (.stringEnd, "\"\"\""),
            (.interpolationEnd, ")"), (.stringSegment, "c"), (.stringEnd, "\""),
        ])
    }

    func testStringAfterStringKeepsModesApart() {
        assertTokens(#""a" + "b""#, [
            (.stringStart, "\""), (.stringSegment, "a"), (.stringEnd, "\""), (.binaryOperator, "+"),
            (.stringStart, "\""), (.stringSegment, "b"), (.stringEnd, "\""),
        ])
    }

    func testClosureWithStringInsideInterpolation() {
        assertTokens(#""\(items.map { "\($0)" })""#, [
            (.stringStart, "\""), (.interpolationStart, #"\("#), (.identifier, "items"), (.period, "."),
            (.identifier, "map"), (.leftBrace, "{"), (.stringStart, "\""), (.interpolationStart, #"\("#),
            (.identifier, "$0"), (.interpolationEnd, ")"), (.stringEnd, "\""), (.rightBrace, "}"),
            (.interpolationEnd, ")"), (.stringEnd, "\""),
        ])
    }

    func testRawQuoteQuoteQuoteClosingOnItsLineIsASingleLineString() {
        // `#"""#` holds one `"`: the line has a `"#` after the three quotes, so no multi-line
        // string opens, and the next line is code again.
        assertTokens("let a = #\"\"\"#\nlet b = 1", [
            (.keyword, "let"), (.identifier, "a"), (.equal, "="),
            (.stringStart, "#\""), (.stringSegment, "\""), (.stringEnd, "\"#"),
            (.keyword, "let"), (.identifier, "b"), (.equal, "="), (.integerLiteral, "1"),
        ])
        assertTokens(##"#""""# #"""abc"#"##, [
            (.stringStart, "#\""), (.stringSegment, "\"\""), (.stringEnd, "\"#"),
            (.stringStart, "#\""), (.stringSegment, "\"\"abc"), (.stringEnd, "\"#"),
        ])
        assertTokens(###"##"""#"##"###, [(.stringStart, "##\""), (.stringSegment, "\"\"#"), (.stringEnd, "\"##")])
    }

    func testRawMultilineStringStillOpensWhenItsLineDoesNotClose() {
        // `"#` with too few `#` closes nothing: `##"""` opens a multi-line string here.
        assertTokens("##\"\"\" \"#\nline\n\"\"\"##", [
            (.stringStart, "##\"\"\""), (.stringSegment, " \"#\nline\n"), (.stringEnd, "\"\"\"##"),
        ])
    }
}
