@testable import ActionLintCore

/// A rule whose fix deletes the first `}` of the file: the result can never balance.
struct BraceDroppingRule: Rule {
    static let description = RuleDescription(id: "brace-dropping", name: "Brace dropping", summary: "Test rule.", whatItDoes: "Test.", why: "")

    func check(_ file: ParsedFile, _ context: RuleContext) -> [Finding] {
        guard let brace = file.tokens.firstIndex(where: { $0.kind == .rightBrace }) else { return [] }
        let range = Int(file.tokens[brace].start)..<Int(file.tokens[brace].end)
        return [Finding(ruleID: Self.description.id, severity: .warning, message: "drop it",
                        range: SourceRange(file: file.source, bytes: range),
                        fix: Fix(title: "Drop the brace", edits: [Edit(range: range, replacement: "")], applicability: .safe),
                        fingerprint: "brace")]
    }
}
