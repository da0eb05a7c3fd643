import XCTest
@testable import ActionLintSyntax

/// Regex literals and when `/` is division instead (SE-0354's rules).
final class LexerRegexTests: LexerTestCase {
    func testDivisionBetweenOperands() {
        assertTokens("a / b", [(.identifier, "a"), (.binaryOperator, "/"), (.identifier, "b")])
        assertTokens("a/b", [(.identifier, "a"), (.binaryOperator, "/"), (.identifier, "b")])
    }

    func testCompoundDivision() {
        assertTokens("x /= 2", [(.identifier, "x"), (.binaryOperator, "/="), (.integerLiteral, "2")])
    }

    func testRegexAfterAssignment() {
        assertTokens(#"let r = /\d+/"#, [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, #"/\d+/"#)])
    }

    func testDivisionOfAnonymousClosureArgument() {
        assertTokens(".filter { $0 / 2 > 1 }", [
            (.period, "."), (.identifier, "filter"), (.leftBrace, "{"), (.identifier, "$0"), (.binaryOperator, "/"),
            (.integerLiteral, "2"), (.binaryOperator, ">"), (.integerLiteral, "1"), (.rightBrace, "}"),
        ])
    }

    func testSlashAfterOperandInCallIsAnOperator() {
        assertTokens("f(a /b)", [
            (.identifier, "f"), (.leftParen, "("), (.identifier, "a"), (.prefixOperator, "/"), (.identifier, "b"),
            (.rightParen, ")"),
        ])
    }

    func testRegexAfterReturn() {
        assertTokens("return /x/", [(.keyword, "return"), (.regexLiteral, "/x/")])
    }

    func testSlashFollowedBySpaceIsAnOperator() {
        assertTokens("(/ 2)", [(.leftParen, "("), (.binaryOperator, "/"), (.integerLiteral, "2"), (.rightParen, ")")])
    }

    func testRegexAsArgument() {
        assertTokens(#"s.split(separator: /\s*,\s*/)"#, [
            (.identifier, "s"), (.period, "."), (.identifier, "split"), (.leftParen, "("), (.identifier, "separator"),
            (.colon, ":"), (.regexLiteral, #"/\s*,\s*/"#), (.rightParen, ")"),
        ])
    }

    func testUnbalancedParenthesisMeansTheSlashIsAnOperator() {
        // `(/x)` would leave `)` unbalanced inside a regex, so this `/` is an operator reference.
        assertTokens("(/)", [(.leftParen, "("), (.binaryOperator, "/"), (.rightParen, ")")])
    }

    func testRegexWithEscapedSlash() {
        assertTokens(#"x = /a\/b/"#, [(.identifier, "x"), (.equal, "="), (.regexLiteral, #"/a\/b/"#)])
    }

    /// No regex, so the slashes are operators: the first touches `a` only (a prefix operator),
    /// the last has space before it and the end after it (binary).
    func testRegexMayNotEndWithSpaceBeforeClosingSlash() {
        assertTokens("x = /a /", [(.identifier, "x"), (.equal, "="), (.prefixOperator, "/"), (.identifier, "a"), (.binaryOperator, "/")])
    }

    func testRegexDoesNotSpanLines() {
        assertTokens("x = /a\n/", [(.identifier, "x"), (.equal, "="), (.prefixOperator, "/"), (.identifier, "a"), (.binaryOperator, "/")])
    }

    func testBackslashAtEndOfLineDoesNotCarryTheRegexOntoTheNextLine() {
        assertTokens("x = /a\\\n/", [
            (.identifier, "x"), (.equal, "="), (.prefixOperator, "/"), (.identifier, "a"), (.unknown, "\\"), (.binaryOperator, "/"),
        ])
    }

    func testDivisionAfterSelfAndLiterals() {
        XCTAssertEqual(kinds("self / 2"), [.keyword, .binaryOperator, .integerLiteral])
        XCTAssertEqual(kinds("(a) / 2 / c"), [.leftParen, .identifier, .rightParen, .binaryOperator, .integerLiteral, .binaryOperator, .identifier])
        XCTAssertEqual(kinds("x[0] / y / z"), [.identifier, .leftSquare, .integerLiteral, .rightSquare, .binaryOperator, .identifier, .binaryOperator, .identifier])
    }

    func testEveryExpressionEndingKeywordMakesSpacedSlashDivide() {
        for word in ["self", "Self", "super", "true", "false", "nil", "Any"] {
            XCTAssertEqual(kinds("\(word) / x/"), [.keyword, .binaryOperator, .identifier, .postfixOperator], word)
        }
        // Other keywords leave room for an expression, so even a spaced slash opens a regex (one
        // the compiler then rejects for its leading space, but a regex all the same).
        for word in ["return", "in", "try", "await", "case"] {
            XCTAssertEqual(kinds("\(word) / x/"), [.keyword, .regexLiteral], word)
        }
    }

    func testSlashTouchingWhatFollowsTriesARegexAfterAnyToken() {
        // Only its spacing decides: `self /x/` is a regex (and then bad code), as for the compiler.
        XCTAssertEqual(kinds("self /x/ 2"), [.keyword, .regexLiteral, .integerLiteral])
        XCTAssertEqual(kinds("return /x/"), [.keyword, .regexLiteral])
    }

    func testFailedRegexScanDoesNotHideALaterRegexOnTheNextLine() {
        // The first `/` fails at its line break; the regex on the next line must still be found.
        assertTokens(#"x = /a\/b\/c"# + "\nlet r = /d/", [
            (.identifier, "x"), (.equal, "="), (.prefixOperator, "/"), (.identifier, "a"), (.unknown, "\\"), (.binaryOperator, "/"),
            (.identifier, "b"), (.unknown, "\\"), (.binaryOperator, "/"), (.identifier, "c"),
            (.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "/d/"),
        ])
    }

    func testExtendedRegex() {
        assertTokens("let r = #/a/b+/#", [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "#/a/b+/#")])
    }

    func testExtendedRegexWithTwoPounds() {
        assertTokens("##/a/#b/##", [(.regexLiteral, "##/a/#b/##")])
    }

    func testMultilineExtendedRegex() {
        let source = "let r = #/\n  (?<year> \\d{4}) # year\n  -\n/#\nx"
        assertTokens(source, [
            (.keyword, "let"), (.identifier, "r"), (.equal, "="),
            (.regexLiteral, "#/\n  (?<year> \\d{4}) # year\n  -\n/#"), (.identifier, "x"),
        ])
    }

    func testSingleLineExtendedRegexDoesNotSpanLines() {
        assertTokens("#/a\n/#", [(.unknown, "#"), (.binaryOperator, "/"), (.identifier, "a"), (.prefixOperator, "/"), (.unknown, "#")])
    }

    func testParenthesesInsideACharacterClassAreNoGroup() {
        assertTokens("let r = /[)]x/", [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "/[)]x/")])
        assertTokens(#"f(/[(\]]/)"#, [(.identifier, "f"), (.leftParen, "("), (.regexLiteral, #"/[(\]]/"#), (.rightParen, ")")])
    }

    func testSlashAfterFuncOrOperatorIsTheOperatorDeclared() {
        assertTokens("func /(a: V, b: V) -> V { V(a.v/b.v) }", [
            (.keyword, "func"), (.prefixOperator, "/"), (.leftParen, "("), (.identifier, "a"), (.colon, ":"),
            (.identifier, "V"), (.comma, ","), (.identifier, "b"), (.colon, ":"), (.identifier, "V"), (.rightParen, ")"),
            (.arrow, "->"), (.identifier, "V"), (.leftBrace, "{"), (.identifier, "V"), (.leftParen, "("),
            (.identifier, "a"), (.period, "."), (.identifier, "v"), (.binaryOperator, "/"), (.identifier, "b"),
            (.period, "."), (.identifier, "v"), (.rightParen, ")"), (.rightBrace, "}"),
        ])
        assertTokens("prefix operator /^/", [(.identifier, "prefix"), (.keyword, "operator"), (.binaryOperator, "/^/")])
    }

    func testRegexAfterTryMark() {
        assertTokens("let m = try? /a+b/.firstMatch(in: s)", [
            (.keyword, "let"), (.identifier, "m"), (.equal, "="), (.keyword, "try"), (.postfixOperator, "?"),
            (.regexLiteral, "/a+b/"), (.period, "."), (.identifier, "firstMatch"), (.leftParen, "("),
            (.keyword, "in"), (.colon, ":"), (.identifier, "s"), (.rightParen, ")"),
        ])
        assertTokens("try! /a/", [(.keyword, "try"), (.postfixOperator, "!"), (.regexLiteral, "/a/")])
        // After `try?` nothing can be divided, so even a spaced `/` opens a regex.
        assertTokens("try? / a/", [(.keyword, "try"), (.postfixOperator, "?"), (.regexLiteral, "/ a/")])
    }

    func testRegexOnTheLineAfterAClosingParenthesis() {
        let source = "let r = Regex {\n    Capture(.digit)\n    /b+/\n}"
        assertTokens(source, [
            (.keyword, "let"), (.identifier, "r"), (.equal, "="), (.identifier, "Regex"), (.leftBrace, "{"),
            (.identifier, "Capture"), (.leftParen, "("), (.period, "."), (.identifier, "digit"), (.rightParen, ")"),
            (.regexLiteral, "/b+/"), (.rightBrace, "}"),
        ])
    }

    func testLeftBoundSlashNeverStartsARegex() {
        assertTokens("let q = x.default/2 + y.default/2", [
            (.keyword, "let"), (.identifier, "q"), (.equal, "="), (.identifier, "x"), (.period, "."),
            (.keyword, "default"), (.binaryOperator, "/"), (.integerLiteral, "2"), (.binaryOperator, "+"),
            (.identifier, "y"), (.period, "."), (.keyword, "default"), (.binaryOperator, "/"), (.integerLiteral, "2"),
        ])
    }

    func testRegexAfterAPrefixOperator() {
        assertTokens("let b = !/a/.isEmpty", [
            (.keyword, "let"), (.identifier, "b"), (.equal, "="), (.prefixOperator, "!"), (.regexLiteral, "/a/"),
            (.period, "."), (.identifier, "isEmpty"),
        ])
    }

    func testEscapedSpaceMayEndARegex() {
        assertTokens(#"let r = /a\ /"#, [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, #"/a\ /"#)])
    }

    func testMultilineExtendedRegexWithSpacesAfterTheOpening() {
        let source = "let r = #/   \n  a\n/#"
        assertTokens(source, [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "#/   \n  a\n/#")])
    }

    func testSlashOperatorSpelledLikeARegex() {
        // Spaced like a binary operator, `/-/` is a regex where an expression starts, and an
        // operator reference in an argument list when it cannot close.
        assertTokens("let dash = /-/", [(.keyword, "let"), (.identifier, "dash"), (.equal, "="), (.regexLiteral, "/-/")])
        assertTokens("s.split(separator: /-/)", [
            (.identifier, "s"), (.period, "."), (.identifier, "split"), (.leftParen, "("), (.identifier, "separator"),
            (.colon, ":"), (.regexLiteral, "/-/"), (.rightParen, ")"),
        ])
        assertTokens("xs.reduce(0, /)", [
            (.identifier, "xs"), (.period, "."), (.identifier, "reduce"), (.leftParen, "("), (.integerLiteral, "0"),
            (.comma, ","), (.binaryOperator, "/"), (.rightParen, ")"),
        ])
    }

    func testUnclosedSpacedSlashStaysAnOperator() {
        assertTokens("x = / 2", [(.identifier, "x"), (.equal, "="), (.binaryOperator, "/"), (.integerLiteral, "2")])
    }

    func testClosingSlashThatStartsACommentClosesNothing() {
        assertTokens("let r = /a//comment", [
            (.keyword, "let"), (.identifier, "r"), (.equal, "="), (.prefixOperator, "/"), (.identifier, "a"),
            (.lineComment, "//comment"),
        ])
        assertTokens("f(/a/*c*/)", [
            (.identifier, "f"), (.leftParen, "("), (.prefixOperator, "/"), (.identifier, "a"),
            (.blockComment, "/*c*/"), (.rightParen, ")"),
        ])
    }

    func testSlashOfAStrayCommentEndStartsNoRegex() {
        // `*/` outside a comment is an error token of its own, and its `/` opens nothing.
        assertTokens("a */ b", [(.identifier, "a"), (.unknown, "*/"), (.identifier, "b")])
        assertTokens("a +*/b/", [(.identifier, "a"), (.unknown, "+*/"), (.identifier, "b"), (.postfixOperator, "/")])
        // After a real comment the slash is free: here it opens a regex.
        assertTokens("f(/*c*//a/)", [
            (.identifier, "f"), (.leftParen, "("), (.blockComment, "/*c*/"), (.regexLiteral, "/a/"), (.rightParen, ")"),
        ])
    }
}
