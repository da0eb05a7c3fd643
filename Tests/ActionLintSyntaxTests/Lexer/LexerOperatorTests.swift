import XCTest
@testable import ActionLintSyntax

/// Operators: custom and Unicode ones, and prefix / postfix / binary from the white space.
final class LexerOperatorTests: LexerTestCase {
    func testCustomAndUnicodeOperators() {
        assertTokens("a <*> b ∘ c ** d", [
            (.identifier, "a"), (.binaryOperator, "<*>"), (.identifier, "b"), (.binaryOperator, "∘"),
            (.identifier, "c"), (.binaryOperator, "**"), (.identifier, "d"),
        ])
    }

    func testCustomOperatorWithoutSpaces() {
        assertTokens("a<*>b", [(.identifier, "a"), (.binaryOperator, "<*>"), (.identifier, "b")])
    }

    func testArrowAndRanges() {
        assertTokens("(Int) -> Void", [
            (.leftParen, "("), (.identifier, "Int"), (.rightParen, ")"), (.arrow, "->"), (.identifier, "Void"),
        ])
        assertTokens("a...b a..<b x...", [
            (.identifier, "a"), (.binaryOperator, "..."), (.identifier, "b"),
            (.identifier, "a"), (.binaryOperator, "..<"), (.identifier, "b"),
            (.identifier, "x"), (.postfixOperator, "..."),
        ])
        assertTokens("[...5]", [(.leftSquare, "["), (.prefixOperator, "..."), (.integerLiteral, "5"), (.rightSquare, "]")])
    }

    func testFixityFromWhiteSpace() {
        assertTokens("-x", [(.prefixOperator, "-"), (.identifier, "x")])
        assertTokens("x++", [(.identifier, "x"), (.postfixOperator, "++")])
        assertTokens("a+b", [(.identifier, "a"), (.binaryOperator, "+"), (.identifier, "b")])
        assertTokens("a + b", [(.identifier, "a"), (.binaryOperator, "+"), (.identifier, "b")])
        assertTokens("f(-x, y!)", [
            (.identifier, "f"), (.leftParen, "("), (.prefixOperator, "-"), (.identifier, "x"), (.comma, ","),
            (.identifier, "y"), (.postfixOperator, "!"), (.rightParen, ")"),
        ])
    }

    func testOptionalChainingAndForceUnwrap() {
        assertTokens("a?.b", [(.identifier, "a"), (.postfixOperator, "?"), (.period, "."), (.identifier, "b")])
        assertTokens("a!.b", [(.identifier, "a"), (.postfixOperator, "!"), (.period, "."), (.identifier, "b")])
        assertTokens("a!", [(.identifier, "a"), (.postfixOperator, "!")])
        assertTokens("a?[0]", [
            (.identifier, "a"), (.postfixOperator, "?"), (.leftSquare, "["), (.integerLiteral, "0"), (.rightSquare, "]"),
        ])
    }

    func testNilCoalescingAndTernary() {
        assertTokens("a ?? b", [(.identifier, "a"), (.binaryOperator, "??"), (.identifier, "b")])
        assertTokens("a ? b : c", [
            (.identifier, "a"), (.binaryOperator, "?"), (.identifier, "b"), (.colon, ":"), (.identifier, "c"),
        ])
    }

    func testTryAndCastMarkers() {
        assertTokens("try? f()", [(.keyword, "try"), (.postfixOperator, "?"), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")")])
        assertTokens("try! f", [(.keyword, "try"), (.postfixOperator, "!"), (.identifier, "f")])
        assertTokens("x as! T", [(.identifier, "x"), (.keyword, "as"), (.postfixOperator, "!"), (.identifier, "T")])
        assertTokens("x as? T", [(.identifier, "x"), (.keyword, "as"), (.postfixOperator, "?"), (.identifier, "T")])
    }

    func testInoutAmpersand() {
        assertTokens("swap(&a, &b)", [
            (.identifier, "swap"), (.leftParen, "("), (.prefixOperator, "&"), (.identifier, "a"), (.comma, ","),
            (.prefixOperator, "&"), (.identifier, "b"), (.rightParen, ")"),
        ])
    }

    func testAssignmentAndComparison() {
        assertTokens("a = b == c != d", [
            (.identifier, "a"), (.equal, "="), (.identifier, "b"), (.binaryOperator, "=="), (.identifier, "c"),
            (.binaryOperator, "!="), (.identifier, "d"),
        ])
        assertTokens("a=b", [(.identifier, "a"), (.equal, "="), (.identifier, "b")])
    }

    func testOperatorStopsBeforeAComment() {
        assertTokens("a+// c\nb", [(.identifier, "a"), (.postfixOperator, "+"), (.lineComment, "// c"), (.identifier, "b")])
    }

    func testKeyPathBackslash() {
        assertTokens(#"\.name"#, [(.backslash, "\\"), (.period, "."), (.identifier, "name")])
        assertTokens(#"\Item.id"#, [(.backslash, "\\"), (.identifier, "Item"), (.period, "."), (.identifier, "id")])
    }

    func testPunctuation() {
        assertTokens("{ [a: b]; (c, d) }", [
            (.leftBrace, "{"), (.leftSquare, "["), (.identifier, "a"), (.colon, ":"), (.identifier, "b"),
            (.rightSquare, "]"), (.semicolon, ";"), (.leftParen, "("), (.identifier, "c"), (.comma, ","),
            (.identifier, "d"), (.rightParen, ")"), (.rightBrace, "}"),
        ])
    }

    func testBoundExclamationMarkIsAlwaysPostfix() {
        // `a!=b` is `a! = b` to the compiler, never `a != b`.
        assertTokens("a!=b", [(.identifier, "a"), (.postfixOperator, "!"), (.equal, "="), (.identifier, "b")])
        assertTokens("a != b", [(.identifier, "a"), (.binaryOperator, "!="), (.identifier, "b")])
    }

    func testLoneEqualsIsAnAssignmentWhateverTheSpacing() {
        assertTokens("a =b", [(.identifier, "a"), (.equal, "="), (.identifier, "b")])
        assertTokens("a= b", [(.identifier, "a"), (.equal, "="), (.identifier, "b")])
    }

    func testDotOperators() {
        assertTokens("let m = a .== b .& c", [
            (.keyword, "let"), (.identifier, "m"), (.equal, "="), (.identifier, "a"), (.binaryOperator, ".=="),
            (.identifier, "b"), (.binaryOperator, ".&"), (.identifier, "c"),
        ])
        assertTokens("x.-y", [(.identifier, "x"), (.binaryOperator, ".-"), (.identifier, "y")])
    }

    func testKeyPathOptionalChainKeepsItsPeriods() {
        assertTokens("\\.?.name", [
            (.backslash, "\\"), (.period, "."), (.postfixOperator, "?"), (.period, "."), (.identifier, "name"),
        ])
    }

    func testPeriodBeforeACommentIsAPeriod() {
        assertTokens("x.//c", [(.identifier, "x"), (.period, "."), (.lineComment, "//c")])
    }
}
