@testable import ActionLintCore

/// A rule that always finds something and always proposes to append a comment line: it can
/// never be satisfied, so fixing must stop after the round limit.
struct NeverSatisfiedRule: Rule {
    static let description = RuleDescription(id: "never-satisfied", name: "Never satisfied", summary: "Test rule.", whatItDoes: "Test.", why: "")

    func check(_ file: ParsedFile, _ context: RuleContext) -> [Finding] {
        let end = file.source.bytes.count
        return [Finding(ruleID: Self.description.id, severity: .warning, message: "more",
                        range: SourceRange(file: file.source, bytes: 0..<0),
                        fix: Fix(title: "Append", edits: [Edit(range: end..<end, replacement: "// again\n")], applicability: .safe),
                        fingerprint: "always")]
    }
}
