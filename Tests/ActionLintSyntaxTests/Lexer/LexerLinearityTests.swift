import XCTest
@testable import ActionLintSyntax

/// Linear time without clocks: the lexer reports how many bytes its lookaheads examined, and
/// that must stay within a small constant times the input, even for adversarial nesting.
final class LexerLinearityTests: XCTestCase {
    /// Lookahead bytes allowed per input byte.
    private static let lookaheadFactor = 4

    private func assertLinear(
        _ bytes: [UInt8], _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) -> [Token] {
        let (tokens, lookahead) = Lexer.tokenizeCountingWork(bytes)
        XCTAssertNil(TokenCoverage.violation(in: tokens, byteCount: bytes.count), label, file: file, line: line)
        XCTAssertLessThanOrEqual(
            lookahead, Self.lookaheadFactor * bytes.count, "\(label): lookahead \(lookahead) for \(bytes.count) bytes",
            file: file, line: line
        )
        return tokens
    }

    private func repeated(_ unit: String, _ times: Int) -> [UInt8] {
        Array(String(repeating: unit, count: times).utf8)
    }

    func testFiveMegabytesOfFixtures() {
        // The shebang fixture is left out: `#!` is only a shebang at the very start.
        var unit: [UInt8] = []
        for fixture in LexerFixtures.load() where fixture.bytes.first != UInt8(ascii: "#") {
            unit += fixture.bytes + [UInt8(ascii: "\n")]
        }
        XCTAssertFalse(unit.isEmpty)
        let unitTokens = Lexer.tokenize(unit).count
        let copies = 5_000_000 / unit.count + 1
        var input: [UInt8] = []
        input.reserveCapacity(copies * unit.count)
        for _ in 0..<copies { input += unit }
        let tokens = assertLinear(input, "fixtures")
        XCTAssertEqual(tokens.count, copies * unitTokens)
        // Real code averages a few bytes per token.
        XCTAssertGreaterThan(tokens.count, input.count / 12)
        XCTAssertLessThan(tokens.count, input.count / 2)
        XCTAssertFalse(tokens.contains { $0.kind == .unknown })
    }

    func testDeepParentheses() {
        let tokens = assertLinear(repeated("(", 100_000), "((((")
        XCTAssertEqual(tokens.count, 100_000)
        XCTAssertTrue(tokens.allSatisfy { $0.kind == .leftParen })
    }

    func testDeepBracketsAndBraces() {
        XCTAssertEqual(assertLinear(repeated("[", 100_000), "[[[[").count, 100_000)
        XCTAssertEqual(assertLinear(repeated("{", 100_000), "{{{{").count, 100_000)
    }

    func testDeepInterpolationNesting() {
        let tokens = assertLinear(repeated("\"\\(", 100_000), "\"\\(")
        XCTAssertEqual(tokens.filter { $0.kind == .interpolationStart }.count, 100_000)
        // None of the strings is closed.
        XCTAssertEqual(tokens.filter { $0.kind == .unknown }.count, 100_000)
    }

    func testDeepInterpolationNestingThatCloses() {
        let input = Array((String(repeating: "\"\\(", count: 50_000) + "x" + String(repeating: ")\"", count: 50_000)).utf8)
        let tokens = assertLinear(input, "balanced interpolation")
        XCTAssertFalse(tokens.contains { $0.kind == .unknown })
        XCTAssertEqual(tokens.filter { $0.kind == .stringEnd }.count, 50_000)
    }

    func testDeepMultilineInterpolationWithLineBreaks() {
        // Each line break inside an interpolation checks for single-line strings to abandon.
        _ = assertLinear(repeated("\"\"\"\n\\(\n", 100_000), "multi-line interpolation")
    }

    func testLineBreaksInsideDeepSingleLineInterpolation() {
        _ = assertLinear(repeated("\"\"\"\n\\(", 50_000) + repeated("\"\\(\n", 50_000), "mixed nesting")
    }

    func testDeeplyNestedBlockComment() {
        let tokens = assertLinear(repeated("/*", 100_000), "/*/*")
        XCTAssertEqual(tokens.count, 1)
        XCTAssertEqual(tokens.first?.kind, .unknown)
        let closed = assertLinear(repeated("/*", 100_000) + repeated("*/", 100_000), "closed /*")
        XCTAssertEqual(closed.map(\.kind), [.blockComment])
    }

    func testGenericLookaheadWorstCase() {
        let tokens = assertLinear(repeated("a<", 100_000), "a<a<")
        XCTAssertFalse(tokens.contains { $0.kind == .leftAngle })
    }

    func testDeepGenericNestingThatCloses() {
        // 100 deep still fits in one bounded lookahead window.
        let input = repeated("A<", 100) + Array("B".utf8) + repeated(">", 100) + Array("()".utf8)
        let tokens = assertLinear(input, "closed generics")
        XCTAssertEqual(tokens.filter { $0.kind == .leftAngle }.count, 100)
        XCTAssertEqual(tokens.filter { $0.kind == .rightAngle }.count, 100)
    }

    func testRegexLookaheadOverEscapedSlashes() {
        // Every `/` could start a regex; none closes before the line ends.
        _ = assertLinear(repeated("\\/", 100_000), #"\/\/"#)
        _ = assertLinear(Array("x = ".utf8) + repeated("(/\\/", 50_000) + Array(" /".utf8), "(/ with escapes")
    }

    func testExtendedRegexLookaheadWithoutClosing() {
        _ = assertLinear(repeated("#/\n", 100_000), "#/ lines")
        _ = assertLinear(repeated("#/a", 100_000), "#/ on one line")
    }

    func testUnterminatedBackticksOnOneLine() {
        _ = assertLinear(repeated("`a", 100_000), "`a`a")
    }

    func testLongLineOfOperators() {
        let tokens = assertLinear(repeated("+", 100_000), "++++")
        XCTAssertEqual(tokens.count, 1)
    }
}
