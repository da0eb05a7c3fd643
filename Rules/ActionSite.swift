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
    /// `TextField(onCommit:)`, `Button(action:)`, `.onSubmit(_:)`, for messages.
    public var displayName: String
}
