import XCTest
@testable import ActionLintSyntax

/// Comments, doc comments, shebang, byte order mark and line breaks: the trivia that must be
/// kept byte for byte.
final class LexerTriviaTests: LexerTestCase {
    func testNestedBlockCommentIsOneToken() {
        assertTokens("a /* x /* y */ z */ b", [
            (.identifier, "a"), (.blockComment, "/* x /* y */ z */"), (.identifier, "b"),
        ])
    }

    func testDeeplyNestedBlockCommentClosesAtTheMatchingDelimiter() {
        assertTokens("/*/**/*/x/* /* /* */ */ */", [
            (.blockComment, "/*/**/*/"), (.identifier, "x"), (.blockComment, "/* /* /* */ */ */"),
        ])
    }

    func testTripleSlashIsADocLineCommentButFourSlashesAreNot() {
        assertTokens("/// doc\n// plain\n//// banner\nx", [
            (.docLineComment, "/// doc"), (.newline, "\n"),
            (.lineComment, "// plain"), (.newline, "\n"),
            (.lineComment, "//// banner"), (.newline, "\n"),
            (.identifier, "x"),
        ], keepTrivia: true)
    }

    func testDocBlockCommentNeedsTextAfterTheSecondStar() {
        assertTokens("/** doc */ /**/ /*** rule ***/ /* plain */", [
            (.docBlockComment, "/** doc */"), (.blockComment, "/**/"),
            (.blockComment, "/*** rule ***/"), (.blockComment, "/* plain */"),
        ])
    }

    func testLineCommentStopsBeforeTheLineBreak() {
        assertTokens("x // c\r\ny", [
            (.identifier, "x"), (.whitespace, " "), (.lineComment, "// c"), (.newline, "\r\n"), (.identifier, "y"),
        ], keepTrivia: true)
    }

    func testShebangOnTheFirstLine() {
        assertTokens("#!/usr/bin/env swift\nprint(1)", [
            (.shebang, "#!/usr/bin/env swift"), (.newline, "\n"),
            (.identifier, "print"), (.leftParen, "("), (.integerLiteral, "1"), (.rightParen, ")"),
        ], keepTrivia: true)
    }

    func testShebangAfterAByteOrderMark() {
        assertTokens("\u{FEFF}#!swift\nx", [
            (.byteOrderMark, "\u{FEFF}"), (.shebang, "#!swift"), (.newline, "\n"), (.identifier, "x"),
        ], keepTrivia: true)
    }

    func testHashBangLaterInTheFileIsNotAShebang() {
        assertTokens("x\n#!y", [(.identifier, "x"), (.unknown, "#"), (.postfixOperator, "!"), (.identifier, "y")])
    }

    func testByteOrderMarkOnlyAtTheStart() {
        assertTokens("\u{FEFF}let x", [(.byteOrderMark, "\u{FEFF}"), (.keyword, "let"), (.identifier, "x")])
        // Anywhere else U+FEFF is a zero-width no-break space, which the compiler takes as a
        // letter (`let x\u{FEFF} = 1` compiles).
        assertTokens("x\u{FEFF}", [(.identifier, "x\u{FEFF}")])
    }

    func testCarriageReturnLineFeedIsOneNewline() {
        assertTokens("a\r\nb\r\n\r\nc", [
            (.identifier, "a"), (.newline, "\r\n"), (.identifier, "b"), (.newline, "\r\n"), (.newline, "\r\n"),
            (.identifier, "c"),
        ], keepTrivia: true)
    }

    func testLoneCarriageReturnIsANewline() {
        assertTokens("a\rb\n\rc", [
            (.identifier, "a"), (.newline, "\r"), (.identifier, "b"), (.newline, "\n"), (.newline, "\r"),
            (.identifier, "c"),
        ], keepTrivia: true)
    }

    func testHorizontalWhiteSpaceRunsAreOneToken() {
        assertTokens("a \t\u{0B}\u{0C} b", [(.identifier, "a"), (.whitespace, " \t\u{0B}\u{0C} "), (.identifier, "b")],
                     keepTrivia: true)
    }

    func testCommentsDoNotBindOperators() {
        // `a/**/-b`: the comment separates, so `-` is a prefix operator, as in Swift.
        assertTokens("a /**/-b", [
            (.identifier, "a"), (.blockComment, "/**/"), (.prefixOperator, "-"), (.identifier, "b"),
        ])
    }

    func testNoBreakSpaceIsWhiteSpace() {
        // The compiler warns about U+00A0 and reads it as a space: `=` has space on both sides.
        assertTokens("let a\u{00A0}= 1", [
            (.keyword, "let"), (.whitespace, " "), (.identifier, "a"), (.whitespace, "\u{00A0}"), (.equal, "="),
            (.whitespace, " "), (.integerLiteral, "1"),
        ], keepTrivia: true)
        assertTokens("a\u{00A0}\u{00A0}+\u{00A0}b", [
            (.identifier, "a"), (.whitespace, "\u{00A0}\u{00A0}"), (.binaryOperator, "+"), (.whitespace, "\u{00A0}"),
            (.identifier, "b"),
        ], keepTrivia: true)
    }

    func testVerticalTabAndFormFeedDoNotUnbindOperators() {
        // For the compiler they separate tokens but bind operators like a letter: `1\u{0B}+ 2` is
        // `1` with a postfix `+`.
        assertTokens("1\u{0B}+ 2", [(.integerLiteral, "1"), (.postfixOperator, "+"), (.integerLiteral, "2")])
        assertTokens("a\u{0C}-\u{0C}b", [(.identifier, "a"), (.binaryOperator, "-"), (.identifier, "b")])
    }

    func testZeroByteUnbindsOperators() {
        assertTokens("\u{0}+a", [(.unknown, "\u{0}"), (.prefixOperator, "+"), (.identifier, "a")])
    }
}
