/// The code action kinds the server offers, and the client's `only` filter. Kinds are
/// hierarchical: asking for `source.fixAll` (or `source`) includes `source.fixAll.action-lint`.
enum CodeActionKind {
    /// A safe fix of one finding.
    static let quickFix = "quickfix"
    /// Every safe fix of the document, as `--fix` applies them (editors run it on save).
    static let fixAll = "source.fixAll.action-lint"
    /// An unsafe fix of one finding (`--unsafe-fixes`): offered as a refactoring, never as the
    /// quick fix an editor might apply on its own.
    static let unsafeFix = "refactor.rewrite.action-lint"

    /// An action closure extracted into a member on request (`ExtractActionRefactoring`),
    /// reported or not: what Neovim's `only = { 'refactor.extract' }` and VS Code's Refactor… ask for.
    static let extract = "refactor.extract"

    static let all = [quickFix, fixAll, unsafeFix, extract]

    /// Whether `kind` is wanted by the `only` list (nil: everything is).
    static func matches(_ kind: String, only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }
}
