@testable import ActionLintCore

/// A rule that wants a `// <name>` line at the top of the file for every `let <name>`: each fix
/// inserts at offset 0, so only one applies per round, and a file with many names needs more
/// rounds than the usual limit (as several extractions into one type do).
struct HeaderPerNameRule: Rule {
    static let description = RuleDescription(id: "header-per-name", name: "Header per name", summary: "Test rule.", whatItDoes: "Test.", why: "Test.")

    func check(_ file: ParsedFile, _ context: RuleContext) -> [Finding] {
        let text = String(decoding: file.source.bytes, as: UTF8.self)
        let names = text.split(separator: "\n").compactMap { line in line.hasPrefix("let ") ? line.dropFirst(4).split(separator: " ").first : nil }
        return names.filter { !text.contains("// \($0)\n") }.map { name in
            Finding(ruleID: Self.description.id, severity: .warning, message: "no header for \(name)",
                    range: SourceRange(file: file.source, bytes: 0..<0),
                    fix: Fix(title: "Add a header", edits: [Edit(range: 0..<0, replacement: "// \(name)\n")], applicability: .safe),
                    fingerprint: String(name))
        }
    }
}
