import XCTest
@testable import ActionLintSyntax

/// Identifiers, reserved words and contextual keywords.
final class LexerIdentifierTests: LexerTestCase {
    func testUnicodeIdentifiers() {
        assertTokens("let café = 🙂 + π", [
            (.keyword, "let"), (.identifier, "café"), (.equal, "="), (.identifier, "🙂"), (.binaryOperator, "+"),
            (.identifier, "π"),
        ])
    }

    func testIdentifierWithDigitsAndUnderscores() {
        assertTokens("_x1 x_2 __y", [(.identifier, "_x1"), (.identifier, "x_2"), (.identifier, "__y")])
    }

    func testBacktickedIdentifiers() {
        assertTokens("let `class` = `default`", [
            (.keyword, "let"), (.identifier, "`class`"), (.equal, "="), (.identifier, "`default`"),
        ])
    }

    func testDollarIdentifiers() {
        assertTokens("$0 + $1 $name", [(.identifier, "$0"), (.binaryOperator, "+"), (.identifier, "$1"), (.identifier, "$name")])
    }

    func testWildcard() {
        assertTokens("let _ = f(_:)", [
            (.keyword, "let"), (.wildcard, "_"), (.equal, "="), (.identifier, "f"), (.leftParen, "("),
            (.wildcard, "_"), (.colon, ":"), (.rightParen, ")"),
        ])
    }

    func testReservedWordsAreKeywords() {
        for word in ["let", "var", "func", "self", "Self", "await", "try", "return", "if", "guard", "struct", "Any", "nil"] {
            XCTAssertEqual(lex(word), [Lexeme(.keyword, word)], word)
        }
    }

    func testContextualKeywordsAreIdentifiers() {
        for word in ["some", "any", "async", "get", "set", "override", "actor", "mutating", "willSet", "weak", "macro", "each"] {
            XCTAssertEqual(lex(word), [Lexeme(.identifier, word)], word)
        }
    }

    func testKeywordPrefixesAreIdentifiers() {
        assertTokens("lets iffy selfish Selfie", [
            (.identifier, "lets"), (.identifier, "iffy"), (.identifier, "selfish"), (.identifier, "Selfie"),
        ])
    }

    func testKeywordsInAFunctionSignature() {
        assertTokens("override func load() async throws -> some View", [
            (.identifier, "override"), (.keyword, "func"), (.identifier, "load"), (.leftParen, "("), (.rightParen, ")"),
            (.identifier, "async"), (.keyword, "throws"), (.arrow, "->"), (.identifier, "some"), (.identifier, "View"),
        ])
    }

    func testLongIdentifierIsNotLookedUpAsKeyword() {
        let name = String(repeating: "a", count: 300)
        XCTAssertEqual(lex(name), [Lexeme(.identifier, name)])
    }

    func testDollarContinuesAnIdentifier() {
        assertTokens("let a$b = 1", [(.keyword, "let"), (.identifier, "a$b"), (.equal, "="), (.integerLiteral, "1")])
        // What `@Observable` and TCA generate: `_$observationRegistrar`.
        assertTokens("self._$id.x$", [
            (.keyword, "self"), (.period, "."), (.identifier, "_$id"), (.period, "."), (.identifier, "x$"),
        ])
    }

    func testCombiningMarksContinueAnIdentifier() {
        // `e` + U+0301 is `é` written decomposed; a mark from each combining block continues a name.
        assertTokens("let e\u{0301} = 1", [(.keyword, "let"), (.identifier, "e\u{0301}"), (.equal, "="), (.integerLiteral, "1")])
        assertTokens("x\u{1DC0} v\u{20D7} y\u{FE20}z", [
            (.identifier, "x\u{1DC0}"), (.identifier, "v\u{20D7}"), (.identifier, "y\u{FE20}z"),
        ])
    }

    func testCombiningMarkAfterAnOperatorContinuesTheOperator() {
        assertTokens("a +\u{0338} b", [(.identifier, "a"), (.binaryOperator, "+\u{0338}"), (.identifier, "b")])
    }

    func testCombiningMarkWithNothingToCombineIsUnknown() {
        assertTokens("\u{0301}\u{0302} a", [(.unknown, "\u{0301}\u{0302}"), (.identifier, "a")])
    }

    func testCharactersOutsideTheIdentifierRangesAreUnknown() {
        // Private use and C1 controls are in no identifier or operator range.
        assertTokens("a\u{E000}b", [(.identifier, "a"), (.unknown, "\u{E000}"), (.identifier, "b")])
        assertTokens("a\u{0080}", [(.identifier, "a"), (.unknown, "\u{0080}")])
        // U+3021 could start an operator or an identifier: the identifier wins.
        assertTokens("\u{3021}a", [(.identifier, "\u{3021}a")])
    }

    func testBackslashBeforeABacktickedTypeName() {
        assertTokens("let k = \\`Type`.x", [
            (.keyword, "let"), (.identifier, "k"), (.equal, "="), (.backslash, "\\"), (.identifier, "`Type`"),
            (.period, "."), (.identifier, "x"),
        ])
    }
}
