import Foundation
@testable import ActionLintCore
import ActionLintRules
import ActionLintTestSupport

/// The fuzz harness's properties, for the regular test suite: lexing is lossless, the parser and
/// rules run, and a fix never adds unlexable bytes or unbalanced brackets (and a refused fix
/// changes nothing).
enum PipelineCheck {
    struct Result {
        /// The first broken property, nil when all hold.
        var violation: String?
        /// Whether the fixer changed the input.
        var fixed: Bool
    }

    static let engine = LintEngine(ruleTypes: RuleRegistry.rules, configuration: Configuration())

    static func run(_ bytes: [UInt8]) -> Result {
        let file = ParsedFile(source: SourceFile(path: "Fuzz.swift", bytes: bytes))
        if let gap = coverageViolation(file.tokens, byteCount: bytes.count) { return Result(violation: gap, fixed: false) }
        _ = engine.lint(file, memberIndex: MemberIndex(syntax: file.syntax))
        let outcome = FileFixer(engine: engine, allowUnsafe: true).fix(path: "Fuzz.swift", bytes: bytes, memberIndex: MemberIndex())
        if outcome.refusal != nil, outcome.fixed != bytes { return Result(violation: "a refused fix changed the bytes", fixed: false) }
        guard outcome.changed else { return Result(violation: nil, fixed: false) }
        let tokens = Lexer.tokenize(outcome.fixed)
        if let gap = coverageViolation(tokens, byteCount: outcome.fixed.count) { return Result(violation: "fixed: " + gap, fixed: true) }
        let before = BracketStructure(tokens: file.tokens)
        let after = BracketStructure(tokens: tokens)
        if after.unknownTokens > before.unknownTokens { return Result(violation: "the fix added unknown tokens", fixed: true) }
        if after.unmatched > before.unmatched { return Result(violation: "the fix unbalanced brackets", fixed: true) }
        return Result(violation: nil, fixed: true)
    }

    /// Tokens must cover the bytes exactly, in order, none empty.
    static func coverageViolation(_ tokens: [Token], byteCount: Int) -> String? {
        var cursor = 0
        for token in tokens {
            if Int(token.start) != cursor { return "gap or overlap at byte \(cursor)" }
            if token.end <= token.start { return "empty token at byte \(cursor)" }
            cursor = Int(token.end)
        }
        return cursor == byteCount ? nil : "tokens end at \(cursor) of \(byteCount)"
    }

    /// The package's `Tests/Fixtures` folder.
    static let fixtures = TestPaths.fixtures

    /// Every `.swift` file under `Tests/Fixtures/<folder>`, sorted by name.
    static func fixtureFiles(in folder: String) -> [(name: String, bytes: [UInt8])] {
        let url = fixtures.appendingPathComponent(folder)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.compactMap { name in
            FileManager.default.contents(atPath: url.appendingPathComponent(name).path).map { (name, Array($0)) }
        }
    }
}
