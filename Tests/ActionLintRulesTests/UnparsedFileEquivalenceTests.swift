import XCTest
import ActionLintCore
import ActionLintRules
import ActionLintBenchSupport

/// The runner parses a file only when a rule may find something there
/// (`DuplicateActionPrefilter`, `LongActionPrefilter`, `Rule.needsSyntax`). Skipping must never change the output: for
/// every input here, the runner's findings equal those of a full parse checked by the same
/// engine — fixtures, the rules' own examples, a generated corpus, and seeded mutants.
final class UnparsedFileEquivalenceTests: XCTestCase {
    private static let configurations: [(name: String, configuration: Configuration)] = [
        ("defaults", Configuration()),
        // The lowest thresholds: even one-statement bodies count, so the prefilter's
        // long-enough test is at its loosest.
        ("min 1", .thresholds(minStatements: 1, minTokens: 1)),
        // The long-action rule turned on: its prefilter (`LongActionPrefilter`) must skip no file
        // where it reports, at its default limits and at low ones.
        ("long on", .longActions()),
        ("long 2", .longActions(maxStatements: 2, maxLines: 2)),
        // Every registered rule on at its defaults: a rule added with a prefilter of its own is
        // checked here without a line of this test changing.
        ("every rule", Configuration(rules: Dictionary(uniqueKeysWithValues: RuleRegistry.ruleIDs.map { ($0, RuleSettings(enabled: true)) }))),
    ]

    private static let actionRuleIDs: Set<String> = [DuplicateActionClosureRule.description.id, LongActionClosureRule.description.id]

    /// Findings of the runner (which may skip the parse) and of a full parse; how the runner
    /// took the file.
    private func compare(_ bytes: [UInt8], configuration: Configuration) -> (runner: [Finding], full: [Finding], parsed: Bool) {
        let engine = LintEngine(ruleTypes: RuleRegistry.rules, configuration: configuration)
        let file = ParsedFile(source: SourceFile(path: "T.swift", bytes: bytes))
        let full = engine.lint(file, memberIndex: MemberIndex(syntax: file.syntax))
        // Any bytes: the prefilter must agree with the parse on invalid UTF-8 and NULs too.
        var runner = LintRunner(engine: engine)
        runner.requiresText = false
        switch runner.lintOne(LintRunner.Input(path: nil, displayPath: "T.swift", bytes: bytes), memberIndex: nil) {
        case let .parsed(findings, _, _): return (findings, full, true)
        case let .unparsed(findings, _): return (findings, full, false)
        case let .failed(message): XCTFail(message); return ([], full, false)
        }
    }

    /// Asserts equal findings for every input and configuration; returns how many inputs were
    /// left unparsed and how many had findings, per configuration.
    @discardableResult
    private func assertEquivalent(_ inputs: [(name: String, bytes: [UInt8])], file: StaticString = #filePath,
                                  line: UInt = #line) -> [(unparsed: Int, withFindings: Int)] {
        Self.configurations.map { name, configuration in
            var unparsed = 0
            var withFindings = 0
            for input in inputs {
                let result = compare(input.bytes, configuration: configuration)
                XCTAssertEqual(result.runner, result.full, "\(input.name) (\(name))", file: file, line: line)
                if !result.parsed { unparsed += 1 }
                if result.full.contains(where: { Self.actionRuleIDs.contains($0.ruleID) }) { withFindings += 1 }
            }
            return (unparsed, withFindings)
        }
    }

    func testFixturesGiveTheSameFindings() {
        let folders = ["Demo", "Fuzz", "Lexer", "Parser"] + RuleRegistry.ruleIDs.map { "Rules/\($0)" }
        let inputs = folders.flatMap { PipelineCheck.fixtureFiles(in: $0) }
        XCTAssertGreaterThan(inputs.count, 60)
        let counts = assertEquivalent(inputs)
        // Not a vacuous check: duplicates are found, and files without them are skipped.
        XCTAssertGreaterThan(counts[0].withFindings, 20)
        XCTAssertGreaterThan(counts[0].unparsed, 10)
        // With the long-action rule on at its defaults, long actions are found and short-action
        // files are still skipped.
        XCTAssertGreaterThan(counts[2].withFindings, counts[0].withFindings)
        XCTAssertGreaterThan(counts[2].unparsed, 5)
    }

    func testRuleExamplesGiveTheSameFindings() {
        let examples = RuleRegistry.descriptions.flatMap { description in
            (description.triggeringExamples + description.nonTriggeringExamples).map { $0.code }
                + description.corrections.flatMap { [$0.input, $0.output] }
        }
        let inputs = examples.enumerated().map { ("example \($0.offset)", Array(LintHarness.markers(in: $0.element).code.utf8)) }
        assertEquivalent(inputs)
    }

    func testGeneratedCorpusGivesTheSameFindings() {
        let inputs = SyntheticCorpus.generate(fileCount: 160, seed: 7).map { ($0.path, Array($0.contents.utf8)) }
        let counts = assertEquivalent(inputs)
        XCTAssertGreaterThan(counts[0].withFindings, 10)
        XCTAssertGreaterThan(counts[0].unparsed, inputs.count / 2)
    }

    /// Broken brackets, directives, stray types and duplicated slices: where the prefilter's
    /// bracket pairing could part from the parser's.
    func testMutantsGiveTheSameFindings() {
        let originals = PipelineCheck.fixtureFiles(in: "Demo") + PipelineCheck.fixtureFiles(in: "Rules/duplicate-action-closure").filter { $0.name.hasSuffix(".input.swift") }
        XCTAssertGreaterThan(originals.count, 10)
        var generator = SplitMix64(seed: 0x5EED_0F_F11E)
        var inputs: [(name: String, bytes: [UInt8])] = []
        for round in 0..<500 {
            let (name, original) = originals[round % originals.count]
            var bytes = original
            for _ in 0...Int.random(in: 0...3, using: &generator) { FixtureMutator.mutate(&bytes, using: &generator) }
            inputs.append(("\(name) round \(round)", bytes))
        }
        let counts = assertEquivalent(inputs)
        XCTAssertGreaterThan(counts[0].withFindings, 50)
    }
}
