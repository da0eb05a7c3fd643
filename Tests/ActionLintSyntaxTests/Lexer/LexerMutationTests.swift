import XCTest
@testable import ActionLintSyntax
import ActionLintBenchSupport

/// Randomized robustness: thousands of damaged versions of the fixtures must lex without a
/// crash, cover every byte exactly once in order, and keep the lookahead work linear.
final class LexerMutationTests: XCTestCase {
    /// Fragments that open or close lexer modes, plus bytes that are never valid UTF-8.
    private static let insertions: [[UInt8]] = [
        Array("\"".utf8), Array("\"\"\"".utf8), Array("/*".utf8), Array("*/".utf8), Array("\\(".utf8),
        Array("#".utf8), Array("/".utf8), Array("{".utf8), Array("}".utf8), Array("#/".utf8), Array("/#".utf8),
        Array("`".utf8), Array("<".utf8), Array(">".utf8), Array(")".utf8), Array("\\".utf8), Array("\n".utf8),
        Array("\r".utf8), Array("#\"".utf8), [0xFF], [0xC0], [0xE2, 0x82], [0x00], [0x80],
    ]

    private static let mutationsPerFixture = 500
    private static let seed: UInt64 = 0x5EED_1E7E_0001

    func testMutatedFixturesLexLosslessly() {
        let fixtures = LexerFixtures.load()
        XCTAssertFalse(fixtures.isEmpty)
        var generator = SplitMix64(seed: Self.seed)
        var checked = 0
        for (name, original) in fixtures {
            for round in 0..<Self.mutationsPerFixture {
                var bytes = original
                // One to three stacked mutations, so damage can interact.
                for _ in 0...Int.random(in: 0...2, using: &generator) {
                    mutate(&bytes, using: &generator)
                }
                if let failure = check(bytes) {
                    XCTFail("\(name) mutation \(round) (seed \(Self.seed)): \(failure)")
                    return
                }
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 3000)
    }

    func testRandomBytesLexLosslessly() {
        var generator = SplitMix64(seed: Self.seed ^ 0xBAD)
        for round in 0..<500 {
            let length = Int.random(in: 0...400, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if let failure = check(bytes) {
                return XCTFail("random input \(round): \(failure)")
            }
        }
    }

    // MARK: - Helpers

    private func check(_ bytes: [UInt8]) -> String? {
        let (tokens, lookahead) = Lexer.tokenizeCountingWork(bytes)
        if let violation = TokenCoverage.violation(in: tokens, byteCount: bytes.count) { return violation }
        if lookahead > 4 * bytes.count + 64 { return "lookahead \(lookahead) bytes for \(bytes.count) bytes of input" }
        return nil
    }

    private func mutate(_ bytes: inout [UInt8], using generator: inout SplitMix64) {
        guard !bytes.isEmpty else { return bytes = Self.insertions.randomElement(using: &generator)! }
        let start = Int.random(in: 0..<bytes.count, using: &generator)
        let end = min(bytes.count, start + Int.random(in: 1...40, using: &generator))
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: bytes.removeSubrange(start...)
        case 1: bytes.removeSubrange(start..<end)
        case 2: bytes.insert(contentsOf: bytes[start..<end], at: end)
        default: bytes.insert(contentsOf: Self.insertions.randomElement(using: &generator)!, at: start)
        }
    }
}
