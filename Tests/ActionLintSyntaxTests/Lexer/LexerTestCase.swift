import XCTest
@testable import ActionLintSyntax

/// Base class of the lexer tests: lexes a snippet, always checks the round-trip, and compares
/// token lists. It declares no tests of its own.
class LexerTestCase: XCTestCase {
    /// Lexes `bytes`, asserts every byte is covered exactly once in order, and returns the
    /// tokens as (kind, text) pairs, without white space and newlines unless `keepTrivia`.
    func lex(bytes: [UInt8], keepTrivia: Bool = true, file: StaticString = #filePath, line: UInt = #line) -> [Lexeme] {
        let tokens = Lexer.tokenize(bytes)
        if let violation = TokenCoverage.violation(in: tokens, byteCount: bytes.count) {
            XCTFail("round-trip broken: \(violation)", file: file, line: line)
            return []
        }
        return tokens.compactMap { token in
            if !keepTrivia, token.kind == .whitespace || token.kind == .newline { return nil }
            return Lexeme(token.kind, String(decoding: bytes[token.range], as: UTF8.self))
        }
    }

    func lex(_ source: String, keepTrivia: Bool = true, file: StaticString = #filePath, line: UInt = #line) -> [Lexeme] {
        lex(bytes: Array(source.utf8), keepTrivia: keepTrivia, file: file, line: line)
    }

    /// Asserts `source` lexes to exactly `expected` (white space and newlines dropped unless
    /// `keepTrivia`), printing both lists on a mismatch so the first difference is easy to see.
    func assertTokens(
        _ source: String, _ expected: [(TokenKind, String)], keepTrivia: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        assertTokens(bytes: Array(source.utf8), expected, keepTrivia: keepTrivia, file: file, line: line)
    }

    func assertTokens(
        bytes: [UInt8], _ expected: [(TokenKind, String)], keepTrivia: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let actual = lex(bytes: bytes, keepTrivia: keepTrivia, file: file, line: line)
        let wanted = expected.map { Lexeme($0.0, $0.1) }
        guard actual != wanted else { return }
        let firstDifference = zip(actual, wanted).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actual.count, wanted.count)
        XCTFail(
            "tokens differ at index \(firstDifference)\n  actual:   \(actual)\n  expected: \(wanted)",
            file: file, line: line
        )
    }

    /// The kinds only, for tests where the texts are obvious.
    func kinds(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [TokenKind] {
        lex(source, keepTrivia: false, file: file, line: line).map(\.kind)
    }
}
