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
}
