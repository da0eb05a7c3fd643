import XCTest
@testable import ActionLintSyntax

/// Integer and floating-point literals, tuple indices and malformed numbers.
final class LexerNumberTests: LexerTestCase {
    func testIntegerBases() {
        assertTokens("42 0x1F 0o17 0b1010 1_000 0xFF_FF", [
            (.integerLiteral, "42"), (.integerLiteral, "0x1F"), (.integerLiteral, "0o17"),
            (.integerLiteral, "0b1010"), (.integerLiteral, "1_000"), (.integerLiteral, "0xFF_FF"),
        ])
    }

    func testDecimalFloats() {
        assertTokens("1.5 1e-9 1.5E+3 2e10 0.25 1_000.000_1", [
            (.floatLiteral, "1.5"), (.floatLiteral, "1e-9"), (.floatLiteral, "1.5E+3"), (.floatLiteral, "2e10"),
            (.floatLiteral, "0.25"), (.floatLiteral, "1_000.000_1"),
        ])
    }

    func testHexFloats() {
        assertTokens("0x1p-2 0x1.8p3 0xA.Bp+1", [
            (.floatLiteral, "0x1p-2"), (.floatLiteral, "0x1.8p3"), (.floatLiteral, "0xA.Bp+1"),
        ])
    }

    func testNegativeNumberIsPrefixMinusAndLiteral() {
        assertTokens("-1.5", [(.prefixOperator, "-"), (.floatLiteral, "1.5")])
    }

    func testTupleIndices() {
        assertTokens("t.0.1", [
            (.identifier, "t"), (.period, "."), (.integerLiteral, "0"), (.period, "."), (.integerLiteral, "1"),
        ])
    }

    func testMemberAccessOnIntegerLiteral() {
        assertTokens("1.description", [(.integerLiteral, "1"), (.period, "."), (.identifier, "description")])
    }

    func testRangesBetweenIntegers() {
        assertTokens("0...5 0..<n", [
            (.integerLiteral, "0"), (.binaryOperator, "..."), (.integerLiteral, "5"),
            (.integerLiteral, "0"), (.binaryOperator, "..<"), (.identifier, "n"),
        ])
    }

    func testMalformedNumbersAreUnknown() {
        assertTokens("1abc 0xZ 0b102 1e", [
            (.unknown, "1abc"), (.unknown, "0xZ"), (.unknown, "0b102"), (.unknown, "1e"),
        ])
    }

    func testMalformedNumberDoesNotStopLexing() {
        assertTokens("f(0xZ, 2)", [
            (.identifier, "f"), (.leftParen, "("), (.unknown, "0xZ"), (.comma, ","), (.integerLiteral, "2"),
            (.rightParen, ")"),
        ])
    }

    func testNumberBeforeDivisionAndRegexContext() {
        XCTAssertEqual(kinds("4 / 2"), [.integerLiteral, .binaryOperator, .integerLiteral])
    }

    func testHexIntegerFollowedByAMember() {
        // A hex `.digits` part is a fraction only before a `p` exponent.
        assertTokens("let a = 0xFF.description", [
            (.keyword, "let"), (.identifier, "a"), (.equal, "="),
            (.integerLiteral, "0xFF"), (.period, "."), (.identifier, "description"),
        ])
        assertTokens("0x1F.byteSwapped", [(.integerLiteral, "0x1F"), (.period, "."), (.identifier, "byteSwapped")])
        assertTokens("0xff.fp1 0xA.Bp+1", [(.floatLiteral, "0xff.fp1"), (.floatLiteral, "0xA.Bp+1")])
    }
}
