@testable import ActionLintCore
import XCTest

/// The token walks both declaration readers use: a declaration's type or value ends at what the
/// caller stops at, at a `;` or a closing bracket of an outer level, or at a line that does not
/// go on with `.`, an operator or `->`.
final class DeclarationTokensTests: XCTestCase {
    func file(_ text: String) -> ParsedFile { ParsedFile(source: SourceFile(path: "T.swift", text: text)) }

    func texts(_ tokens: [Int], _ file: ParsedFile) -> [String] { tokens.map { file.text($0) } }

    func testATypeEndsAtTheValueAndAValueAtTheLinesEnd() throws {
        let file = file("var items: [Item] = Store.shared\n    .items\nvar count = 0\n")
        let colon = try XCTUnwrap(file.tokens.indices.first { file.tokens[$0].kind == .colon })
        let (type, stop) = DeclarationTokens.collect(in: file, after: colon, end: file.tokens.count) { $0 == .equal }
        XCTAssertEqual(texts(type, file), ["[", "Item", "]"])
        let equal = try XCTUnwrap(stop)
        let (value, end) = DeclarationTokens.collect(in: file, after: equal, end: file.tokens.count) { _ in false }
        XCTAssertEqual(texts(value, file), ["Store", ".", "shared", ".", "items"])
        XCTAssertEqual(end.map { file.text($0) }, "var")
        XCTAssertTrue(DeclarationTokens.startsLine(try XCTUnwrap(end), in: file))
        XCTAssertFalse(DeclarationTokens.startsLine(equal, in: file))
    }

    func testTheOpeningParenOfAClosingOneStaysInsideTheBraces() throws {
        let file = file("func f() { g(h(1), 2) }\n")
        let closes = file.tokens.indices.filter { file.tokens[$0].kind == .rightParen }
        let last = try XCTUnwrap(closes.last)
        XCTAssertEqual(DeclarationTokens.openParen(of: last, in: file).map { file.text(file.previousSignificant(before: $0)!) }, "g")
    }
}
