@testable import ActionLintCore

/// Proposes an `unsafe` fix only.
struct UnsafeAppendRule: Rule {
    static let description = RuleDescription(id: "unsafe-append", name: "Unsafe append", summary: "Test rule.", whatItDoes: "Test.", why: "")

    func check(_ file: ParsedFile, _ context: RuleContext) -> [Finding] {
        let end = file.source.bytes.count
        return [Finding(ruleID: Self.description.id, severity: .warning, message: "maybe",
                        range: SourceRange(file: file.source, bytes: 0..<0),
                        fix: Fix(title: "Append", edits: [Edit(range: end..<end, replacement: "// maybe\n")], applicability: .unsafe),
                        fingerprint: "unsafe")]
    }
}
