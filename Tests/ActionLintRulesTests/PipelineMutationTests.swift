import XCTest
import ActionLintBenchSupport

/// Seeded mutations of realistic SwiftUI files through the whole pipeline — lexer, parser, rules
/// and FileFixer — with the fuzz harness's checks. Bounded and reproducible: a failure names the
/// seed, fixture and round that replay it.
final class PipelineMutationTests: XCTestCase {
    private static let seed: UInt64 = 0xF1C5_0FF1_CE00_0001
    private static let rounds = 360

    private static func fixtures() -> [(name: String, bytes: [UInt8])] {
        PipelineCheck.fixtureFiles(in: "Demo") + PipelineCheck.fixtureFiles(in: "Lexer").filter { $0.name.hasSuffix("View.swift") }
            + PipelineCheck.fixtureFiles(in: "Fuzz").filter { $0.name.hasPrefix("fixable-") }
    }

    func testMutatedFixturesSurviveTheWholePipeline() {
        let fixtures = Self.fixtures()
        XCTAssertGreaterThanOrEqual(fixtures.count, 3)
        var generator = SplitMix64(seed: Self.seed)
        var fixed = 0
        for round in 0..<Self.rounds {
            let (name, original) = fixtures[round % fixtures.count]
            var bytes = original
            for _ in 0...Int.random(in: 0...2, using: &generator) { FixtureMutator.mutate(&bytes, using: &generator) }
            let result = PipelineCheck.run(bytes)
            if let violation = result.violation {
                return XCTFail("\(name) round \(round) (seed \(Self.seed)): \(violation)")
            }
            if result.fixed { fixed += 1 }
        }
        // Many mutants keep a duplicate: the fixer's checks must have run on a good share.
        XCTAssertGreaterThanOrEqual(fixed, Self.rounds / 10, "only \(fixed) mutants were fixed")
    }
}
