import ActionLintCore
import ActionLintRules

/// What the rules make of source text, for comparing with what the command wrote.
enum LintHarnessCLI {
    static let engine = LintEngine(ruleTypes: RuleRegistry.rules, configuration: Configuration())

    /// The text `--fix` produces for `code`.
    static func fixed(_ code: String) -> String {
        let outcome = FileFixer(engine: engine, allowUnsafe: false).fix(path: "Test.swift", bytes: Array(code.utf8), memberIndex: MemberIndex())
        return String(decoding: outcome.fixed, as: UTF8.self)
    }

    /// The edits of every fix the first lint proposes.
    static func edits(of code: String) -> [Edit] {
        let file = ParsedFile(source: SourceFile(path: "Test.swift", text: code))
        return engine.lint(file, memberIndex: MemberIndex(syntax: file.syntax)).compactMap(\.fix).flatMap(\.edits)
    }
}
