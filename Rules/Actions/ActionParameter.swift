/// One closure parameter of a SwiftUI API, in declaration order.
public struct ActionParameter: Hashable, Sendable {
    public enum Role: Hashable, Sendable {
        /// Runs when something happens: the closures this linter compares.
        case action
        /// Builds views (`label:`, `content:`): never an action, though Buttons inside are.
        case viewBuilder
    }

    /// The argument label, or `_` for an unlabelled parameter.
    public var label: String
    public var role: Role
    /// Has a default value (`onDismiss: (() -> Void)? = nil`): a trailing closure skips it when
    /// a later closure parameter is required, as Swift's forward-scan matching does.
    public var hasDefault: Bool

    public init(_ label: String, _ role: Role, hasDefault: Bool = false) {
        self.label = label
        self.role = role
        self.hasDefault = hasDefault
    }
}
