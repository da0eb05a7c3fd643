import XCTest
@testable import ActionLintSyntax

/// Every input a differential run against swift-syntax's lexer found (docs/syntax.md, "Checked
/// against swift-syntax"), with its exact tokens: first those where this lexer was wrong and now
/// lexes as the compiler and swift-syntax do, then those where it keeps to the compiler (swift-
/// syntax's lexer differs from it there), then error recovery on inputs the compiler rejects.
final class LexerSwiftSyntaxDifferenceTests: LexerTestCase {
    // MARK: - Lexed as the compiler and swift-syntax lex them

    /// A module selector (Swift 6.3): `::` is one token, not two colons.
    func testModuleSelectorIsOneToken() {
        assertTokens("let x = Swift::print\n", [
            (.keyword, "let"), (.whitespace, " "), (.identifier, "x"), (.whitespace, " "), (.equal, "="), (.whitespace, " "), (.identifier, "Swift"), (.colonColon, "::"), (.identifier, "print"), (.newline, "\n"),
        ], keepTrivia: true)
    }

    /// A `?` bound on neither side or on the right only is the ternary's, never a prefix operator.
    func testAnUnboundQuestionMarkIsBinary() {
        assertTokens("let a = b ?c : d", [
            (.keyword, "let"), (.whitespace, " "), (.identifier, "a"), (.whitespace, " "), (.equal, "="), (.whitespace, " "), (.identifier, "b"), (.whitespace, " "), (.binaryOperator, "?"), (.identifier, "c"), (.whitespace, " "), (.colon, ":"), (.whitespace, " "), (.identifier, "d"),
        ], keepTrivia: true)
        assertTokens("?x", [
            (.binaryOperator, "?"), (.identifier, "x"),
        ], keepTrivia: true)
    }

    /// A dot operator goes on with non-ASCII operator characters too.
    func testDotOperatorsTakeUnicodeOperatorCharacters() {
        assertTokens("..\u{B1}x", [
            (.prefixOperator, "..\u{B1}"), (.identifier, "x"),
        ], keepTrivia: true)
        assertTokens("A.>\u{2192}", [
            (.identifier, "A"), (.postfixOperator, ".>\u{2192}"),
        ], keepTrivia: true)
        assertTokens("\"\\(r..\u{2192})\"", [
            (.stringStart, "\""), (.interpolationStart, "\\("), (.identifier, "r"), (.postfixOperator, "..\u{2192}"), (.interpolationEnd, ")"), (.stringEnd, "\""),
        ], keepTrivia: true)
    }

    /// A `/` inside a dot operator may open a regex, as one inside any operator does.
    func testARegexMayStartInsideADotOperator() {
        assertTokens(".+/b/", [
            (.prefixOperator, ".+"), (.regexLiteral, "/b/"),
        ], keepTrivia: true)
        assertTokens(".../a/", [
            (.prefixOperator, "..."), (.regexLiteral, "/a/"),
        ], keepTrivia: true)
    }

    /// The word after `#` is read as ASCII letters: `#else` and `#if` end before a digit or a
    /// non-ASCII letter.
    func testAPoundDirectiveEndsWithItsASCIILetters() {
        assertTokens("#else\u{FF21}", [
            (.poundDirective, "#else"), (.identifier, "\u{FF21}"),
        ], keepTrivia: true)
        assertTokens("#if1", [
            (.poundDirective, "#if"), (.integerLiteral, "1"),
        ], keepTrivia: true)
    }

    /// `*/` before an operator counts as white space even when it ends a regex.
    func testAnOperatorAfterAStarSlashIsNotLeftBound() {
        assertTokens("/a*/> ", [
            (.regexLiteral, "/a*/"), (.binaryOperator, ">"), (.whitespace, " "),
        ], keepTrivia: true)
        assertTokens("/.*/!.", [
            (.regexLiteral, "/.*/"), (.prefixOperator, "!"), (.period, "."),
        ], keepTrivia: true)
    }

    /// Raw names after `#` and `@`: a macro, an attribute.
    func testBacktickedNamesOfMacrosAndAttributes() {
        assertTokens("let x = #`stringify`(1)", [
            (.keyword, "let"), (.whitespace, " "), (.identifier, "x"), (.whitespace, " "), (.equal, "="), (.whitespace, " "), (.poundKeyword, "#`stringify`"), (.leftParen, "("), (.integerLiteral, "1"), (.rightParen, ")"),
        ], keepTrivia: true)
        assertTokens("@`MainActor` func f() {}", [
            (.attribute, "@`MainActor`"), (.whitespace, " "), (.keyword, "func"), (.whitespace, " "), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")"), (.whitespace, " "), (.leftBrace, "{"), (.rightBrace, "}"),
        ], keepTrivia: true)
    }

    /// `////` and `/***/` are doc comments (they start with `///`, `/**`).
    func testDocCommentsByTheirFirstCharacters() {
        assertTokens("////", [
            (.docLineComment, "////"),
        ], keepTrivia: true)
        assertTokens("/***/", [
            (.docBlockComment, "/***/"),
        ], keepTrivia: true)
    }

    /// A regex after a generic `>`: the compiler decides it for the whole operator `>>/…`, before
    /// its parser splits the angle off.
    func testARegexRightAfterAGenericClose() {
        assertTokens("`s`<`t`\r>>/a/", [
            (.identifier, "`s`"), (.leftAngle, "<"), (.identifier, "`t`"), (.newline, "\r"), (.rightAngle, ">"), (.binaryOperator, ">"), (.regexLiteral, "/a/"),
        ], keepTrivia: true)
    }

    /// `<` followed by a variation selector is a longer operator, not a generic bracket.
    func testAVariationSelectorContinuesTheLessThanOperator() {
        assertTokens("y<\u{FE00}>", [
            (.identifier, "y"), (.postfixOperator, "<\u{FE00}>"),
        ], keepTrivia: true)
    }

    // MARK: - As the compiler lexes them, where swift-syntax's lexer differs

    /// The compiler runs a script whose shebang follows a byte order mark; swift-syntax takes a
    /// shebang only at the very first byte.
    func testAShebangAfterAByteOrderMark() {
        assertTokens("\u{FEFF}#!/usr/bin/swift\nlet a = 1\n", [
            (.byteOrderMark, "\u{FEFF}"), (.shebang, "#!/usr/bin/swift"), (.newline, "\n"), (.keyword, "let"), (.whitespace, " "), (.identifier, "a"), (.whitespace, " "), (.equal, "="), (.whitespace, " "), (.integerLiteral, "1"), (.newline, "\n"),
        ], keepTrivia: true)
    }

    /// Past the first byte U+FEFF is a letter to the compiler (`let a = \u{FEFF}2` names
    /// `\u{FEFF}2`); swift-syntax skips it as trivia.
    func testUFEFFInsideTheFileIsALetter() {
        assertTokens("+\u{FEFF}", [
            (.prefixOperator, "+"), (.identifier, "\u{FEFF}"),
        ], keepTrivia: true)
        assertTokens("/**/\u{FEFF}", [
            (.blockComment, "/**/"), (.identifier, "\u{FEFF}"),
        ], keepTrivia: true)
    }

    /// After `\` a `.` starts a key path: the compiler's parser splits off the period of the
    /// operator that both lexers' first pass makes (`\.?.name`).
    func testTheKeyPathPeriodIsItsOwnToken() {
        assertTokens("\\.?", [
            (.backslash, "\\"), (.period, "."), (.postfixOperator, "?"),
        ], keepTrivia: true)
        assertTokens("\\..x", [
            (.backslash, "\\"), (.period, "."), (.period, "."), (.identifier, "x"),
        ], keepTrivia: true)
    }

    /// `await` is a keyword here, and a `/` after it opens a regex, as in the compiler;
    /// swift-syntax's lexer takes `await` for a name.
    func testARegexAfterAwait() {
        assertTokens("await /-/", [
            (.keyword, "await"), (.whitespace, " "), (.regexLiteral, "/-/"),
        ], keepTrivia: true)
    }

    /// A shebang line is trivia: what follows is lexed as at the file's start (swift-syntax's
    /// regex rules see a token before).
    func testARegexAfterTheShebangLine() {
        assertTokens("#!\n/)/", [
            (.shebang, "#!"), (.newline, "\n"), (.regexLiteral, "/)/"),
        ], keepTrivia: true)
        assertTokens("#!\n%/\t/", [
            (.shebang, "#!"), (.newline, "\n"), (.prefixOperator, "%"), (.regexLiteral, "/\t/"),
        ], keepTrivia: true)
    }

    /// After `try?` or `try!` inside an interpolation swift-syntax's lexer takes the `)` of a
    /// parenthesis for string text; the compiler accepts these.
    func testParenthesesAfterTryInAnInterpolation() {
        assertTokens("let s = \"\\(try? (1))\"", [
            (.keyword, "let"), (.whitespace, " "), (.identifier, "s"), (.whitespace, " "), (.equal, "="), (.whitespace, " "), (.stringStart, "\""), (.interpolationStart, "\\("), (.keyword, "try"), (.postfixOperator, "?"), (.whitespace, " "), (.leftParen, "("), (.integerLiteral, "1"), (.rightParen, ")"), (.interpolationEnd, ")"), (.stringEnd, "\""),
        ], keepTrivia: true)
        assertTokens("\"\\(try!() )\"", [
            (.stringStart, "\""), (.interpolationStart, "\\("), (.keyword, "try"), (.postfixOperator, "!"), (.leftParen, "("), (.rightParen, ")"), (.whitespace, " "), (.interpolationEnd, ")"), (.stringEnd, "\""),
        ], keepTrivia: true)
    }

    /// The lexer decides generic angles as the parser does; the reference lexers make one
    /// operator of `<...>` and leave the splitting to their parsers.
    func testAnOperatorInsideGenericAngles() {
        assertTokens("G<...>", [
            (.identifier, "G"), (.leftAngle, "<"), (.binaryOperator, "..."), (.rightAngle, ">"),
        ], keepTrivia: true)
    }

    // MARK: - Error recovery on inputs the compiler rejects

    /// More `#` than the literal opened with ("too many '#'"): the closing delimiter takes its
    /// own count, the rest starts a new token.
    func testTooManyPoundsAfterAClosingDelimiter() {
        assertTokens("#\"\"##q", [
            (.stringStart, "#\""), (.stringEnd, "\"#"), (.poundKeyword, "#q"),
        ], keepTrivia: true)
        assertTokens("#/\n/##a", [
            (.regexLiteral, "#/\n/#"), (.poundKeyword, "#a"),
        ], keepTrivia: true)
        assertTokens("#\")\\##(\"#", [
            (.stringStart, "#\""), (.stringSegment, ")\\##("), (.stringEnd, "\"#"),
        ], keepTrivia: true)
    }

    /// A keyword after `#` or `@` is one name token here (a compiler error); swift-syntax reads
    /// the keyword, and lexes a `/` after it accordingly.
    func testAKeywordAfterPoundOrAt() {
        assertTokens("#in /-/", [
            (.poundKeyword, "#in"), (.whitespace, " "), (.binaryOperator, "/-/"),
        ], keepTrivia: true)
        assertTokens("@inout /)/", [
            (.attribute, "@inout"), (.whitespace, " "), (.binaryOperator, "/"), (.rightParen, ")"), (.postfixOperator, "/"),
        ], keepTrivia: true)
    }

    /// An interpolation of a one-line string cannot go past its line: the string is
    /// unterminated, its quotes unknown.
    func testAnInterpolationAcrossLinesInAOneLineString() {
        assertTokens("\"\\(\n1\n)\"", [
            (.unknown, "\""), (.interpolationStart, "\\("), (.newline, "\n"), (.integerLiteral, "1"), (.newline, "\n"), (.rightParen, ")"), (.unknown, "\""),
        ], keepTrivia: true)
    }

    /// Characters that start nothing alone are `unknown`, and lexing goes on after them as
    /// after nothing (swift-syntax makes `#`, `@`, `` ` `` tokens or trivia of them).
    func testBadCharactersAreUnknown() {
        assertTokens("'a'", [
            (.unknown, "'"), (.identifier, "a"), (.unknown, "'"),
        ], keepTrivia: true)
        assertTokens("# /=/", [
            (.unknown, "#"), (.whitespace, " "), (.regexLiteral, "/=/"),
        ], keepTrivia: true)
        assertTokens("@", [
            (.unknown, "@"),
        ], keepTrivia: true)
        assertTokens("` /)/", [
            (.unknown, "`"), (.whitespace, " "), (.regexLiteral, "/)/"),
        ], keepTrivia: true)
        assertTokens("0x1p", [
            (.unknown, "0x1p"),
        ], keepTrivia: true)
        assertTokens(".\u{2029}7.5", [
            (.period, "."), (.unknown, "\u{2029}"), (.floatLiteral, "7.5"),
        ], keepTrivia: true)
        assertTokens("x = /", [
            (.identifier, "x"), (.whitespace, " "), (.equal, "="), (.whitespace, " "), (.binaryOperator, "/"),
        ], keepTrivia: true)
    }

    /// A `/…/` whose closing `/` opens a comment closes nothing: no regex, the `/` stays in the
    /// operator (swift-syntax recovers an unterminated regex there).
    func testARegexClosingOnACommentIsNoRegex() {
        assertTokens("case//\n\u{2217}/:\\///", [
            (.keyword, "case"), (.lineComment, "//"), (.newline, "\n"), (.binaryOperator, "\u{2217}/"), (.colon, ":"),
            (.unknown, "\\"), (.docLineComment, "///"),
        ], keepTrivia: true)
    }

    /// An editor placeholder is no token of its own (the compiler rejects it outside a playground).
    func testAnEditorPlaceholderIsNotOneToken() {
        assertTokens("<#T#>", [
            (.prefixOperator, "<"), (.poundKeyword, "#T"), (.unknown, "#"), (.postfixOperator, ">"),
        ], keepTrivia: true)
    }
}
