import XCTest
@testable import ActionLintSyntax

/// `<` and `>` as generic angle brackets versus comparison operators.
final class LexerGenericAngleTests: LexerTestCase {
    func testGenericArgument() {
        assertTokens("Array<Int>", [(.identifier, "Array"), (.leftAngle, "<"), (.identifier, "Int"), (.rightAngle, ">")])
    }

    func testDictionaryWithArrayArgument() {
        assertTokens("Dictionary<String, [Int]>", [
            (.identifier, "Dictionary"), (.leftAngle, "<"), (.identifier, "String"), (.comma, ","),
            (.leftSquare, "["), (.identifier, "Int"), (.rightSquare, "]"), (.rightAngle, ">"),
        ])
    }

    func testFunctionTypeArgument() {
        assertTokens("Binding<() -> Void>", [
            (.identifier, "Binding"), (.leftAngle, "<"), (.leftParen, "("), (.rightParen, ")"), (.arrow, "->"),
            (.identifier, "Void"), (.rightAngle, ">"),
        ])
    }

    func testNestedClosingAnglesAreSeparate() {
        assertTokens("let x: Array<Set<Int>> = []", [
            (.keyword, "let"), (.identifier, "x"), (.colon, ":"), (.identifier, "Array"), (.leftAngle, "<"),
            (.identifier, "Set"), (.leftAngle, "<"), (.identifier, "Int"), (.rightAngle, ">"), (.rightAngle, ">"),
            (.equal, "="), (.leftSquare, "["), (.rightSquare, "]"),
        ])
    }

    func testTripleNestingThenEquals() {
        assertTokens("var m: A<B<C<D>>>=x", [
            (.keyword, "var"), (.identifier, "m"), (.colon, ":"), (.identifier, "A"), (.leftAngle, "<"),
            (.identifier, "B"), (.leftAngle, "<"), (.identifier, "C"), (.leftAngle, "<"), (.identifier, "D"),
            (.rightAngle, ">"), (.rightAngle, ">"), (.rightAngle, ">"), (.equal, "="), (.identifier, "x"),
        ])
    }

    func testGenericParameters() {
        assertTokens("func f<T: View>(_ t: T)", [
            (.keyword, "func"), (.identifier, "f"), (.leftAngle, "<"), (.identifier, "T"), (.colon, ":"),
            (.identifier, "View"), (.rightAngle, ">"), (.leftParen, "("), (.wildcard, "_"), (.identifier, "t"),
            (.colon, ":"), (.identifier, "T"), (.rightParen, ")"),
        ])
    }

    func testGenericCallAndOptionalArgument() {
        assertTokens("Set<Int?>()", [
            (.identifier, "Set"), (.leftAngle, "<"), (.identifier, "Int"), (.postfixOperator, "?"),
            (.rightAngle, ">"), (.leftParen, "("), (.rightParen, ")"),
        ])
    }

    func testComparisonsAreOperators() {
        assertTokens("a < b", [(.identifier, "a"), (.binaryOperator, "<"), (.identifier, "b")])
        assertTokens("a<b, c>d", [
            (.identifier, "a"), (.binaryOperator, "<"), (.identifier, "b"), (.comma, ","), (.identifier, "c"),
            (.binaryOperator, ">"), (.identifier, "d"),
        ])
        assertTokens("if a<b { }", [
            (.keyword, "if"), (.identifier, "a"), (.binaryOperator, "<"), (.identifier, "b"), (.leftBrace, "{"),
            (.rightBrace, "}"),
        ])
    }

    func testShiftAndComparisonOperators() {
        assertTokens("a << 2 >= b >> 1 <= c", [
            (.identifier, "a"), (.binaryOperator, "<<"), (.integerLiteral, "2"), (.binaryOperator, ">="),
            (.identifier, "b"), (.binaryOperator, ">>"), (.integerLiteral, "1"), (.binaryOperator, "<="),
            (.identifier, "c"),
        ])
    }

    func testGenericInsideAComparison() {
        // The outer `<` is a comparison; the inner list still closes before `(`.
        assertTokens("n<Array<Int>(x).count", [
            (.identifier, "n"), (.binaryOperator, "<"), (.identifier, "Array"), (.leftAngle, "<"),
            (.identifier, "Int"), (.rightAngle, ">"), (.leftParen, "("), (.identifier, "x"), (.rightParen, ")"),
            (.period, "."), (.identifier, "count"),
        ])
    }

    func testNestedPairSettledByAFailedOuterScanStaysAnOperatorWhenFollowedByAName() {
        // The outer scan sees `b<c>` close but `d` cannot follow a generic list.
        assertTokens("a<b<c>d", [
            (.identifier, "a"), (.binaryOperator, "<"), (.identifier, "b"), (.binaryOperator, "<"), (.identifier, "c"),
            (.binaryOperator, ">"), (.identifier, "d"),
        ])
    }

    func testGenericAfterALongComparisonBeyondTheLookaheadWindow() {
        // The first `<` runs into the lookahead limit; the generic list far beyond it is still found.
        let filler = String(repeating: "x ", count: 400)
        let lexemes = lex("a<" + filler + "Array<Int>()", keepTrivia: false)
        XCTAssertEqual(lexemes.first(where: { $0.text == "<" })?.kind, .binaryOperator)
        XCTAssertEqual(lexemes.filter { $0.kind == .leftAngle || $0.kind == .rightAngle }.count, 2)
    }

    func testSomeAndAnyInGenericArguments() {
        XCTAssertEqual(kinds("Result<any Error, Never>").filter { $0 == .leftAngle || $0 == .rightAngle }, [.leftAngle, .rightAngle])
    }
}
