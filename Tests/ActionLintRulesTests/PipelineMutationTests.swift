import XCTest

/// Seeded mutations of realistic SwiftUI files through the whole pipeline — lexer, parser, rules
/// and FileFixer — with the fuzz harness's checks. Bounded and reproducible: a failure names the
/// seed, fixture and round that replay it.
final class PipelineMutationTests: XCTestCase {
    private static let seed: UInt64 = 0xF1C5_0FF1_CE00_0001
    private static let rounds = 360

    /// Fragments that break structure: openers and closers, string and comment delimiters,
    /// bytes that are never valid UTF-8, and code that creates or breaks duplicates.
    private static let insertions: [[UInt8]] = [
        Array("{".utf8), Array("}".utf8), Array("(".utf8), Array(")".utf8), Array("\"".utf8), Array("\\(".utf8),
        Array("/*".utf8), Array("*/".utf8), Array("//".utf8), Array("\"\"\"".utf8), Array("#if os(iOS)\n".utf8),
        Array("#endif\n".utf8), Array("guard ok else { return }\n".utf8), Array("\n".utf8), Array("\r\n".utf8),
        Array(".onTapGesture { save() }".utf8), Array("Button(\"Go\") { save(); close() }".utf8), [0x00], [0xFF], [0xE2, 0x82],
    ]

    private static func fixtures() -> [(name: String, bytes: [UInt8])] {
        PipelineCheck.fixtureFiles(in: "Demo") + PipelineCheck.fixtureFiles(in: "Lexer").filter { $0.name.hasSuffix("View.swift") }
            + PipelineCheck.fixtureFiles(in: "Fuzz").filter { $0.name.hasPrefix("fixable-") }
    }

    func testMutatedFixturesSurviveTheWholePipeline() {
        let fixtures = Self.fixtures()
        XCTAssertGreaterThanOrEqual(fixtures.count, 3)
        var generator = SeededGenerator(seed: Self.seed)
        var fixed = 0
        for round in 0..<Self.rounds {
            let (name, original) = fixtures[round % fixtures.count]
            var bytes = original
            for _ in 0...Int.random(in: 0...2, using: &generator) { mutate(&bytes, using: &generator) }
            let result = PipelineCheck.run(bytes)
            if let violation = result.violation {
                return XCTFail("\(name) round \(round) (seed \(Self.seed)): \(violation)")
            }
            if result.fixed { fixed += 1 }
        }
        // Many mutants keep a duplicate: the fixer's checks must have run on a good share.
        XCTAssertGreaterThanOrEqual(fixed, Self.rounds / 10, "only \(fixed) mutants were fixed")
    }

    private func mutate(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
        guard !bytes.isEmpty else { return bytes = Self.insertions[0] }
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            bytes.insert(contentsOf: Self.insertions.randomElement(using: &generator)!, at: at)
        case 1:
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...24, using: &generator)))
        case 2:
            // Repeat a slice: duplicates closures, or half of one.
            let end = min(bytes.count, at + Int.random(in: 1...200, using: &generator))
            bytes.insert(contentsOf: Array(bytes[at..<end]), at: Int.random(in: 0...bytes.count, using: &generator))
        default:
            bytes[at] = UInt8.random(in: 0...255, using: &generator)
        }
    }
}
