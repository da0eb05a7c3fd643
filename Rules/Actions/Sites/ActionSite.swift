import ActionLintCore

/// A closure passed as an action argument, with what the catalog says about it.
public struct ActionSite: Hashable, Sendable {
    public enum Position: Hashable, Sendable {
        /// Inside the parentheses: `onCommit: { … }` (label nil when unlabelled).
        case argument(label: String?)
        /// The first trailing closure.
        case trailing
        /// A later trailing closure: `} primaryAction: { … }`.
        case labelledTrailing(label: String)
    }

    public var closure: Int
    public var call: Int
    public var position: Position
    /// The API parameter label the closure binds to (`action`, `perform`, `_`).
    public var parameterLabel: String
    /// How `--fix` passes the method here.
    public var fixArgument: FixArgument
    /// The closure runs in an async context.
    public var isAsync: Bool
    /// The call's callee (`Button`, `.onSubmit`).
    public var callee: String

    /// How every message, rule and command names the site (`SiteSpelling`): `TextField(onCommit:)`,
    /// `Button`, `.onChange(of:)`. Built on demand: most sites never appear in a message.
    public func spelled(in file: ParsedFile) -> String {
        SiteSpelling.name(of: self, file: file)
    }

    /// False for a custom callee whose trailing closure is the action: it has no label to show.
    public var showsLabel: Bool
    /// The parameter's function type as the catalog declares it; nil for a custom API (or when
    /// the overloads that accept the call disagree).
    public var parameterType: ClosureType?
}
