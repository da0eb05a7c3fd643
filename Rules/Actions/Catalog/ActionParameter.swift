/// One parameter of one SwiftUI declaration, in declaration order.
public struct ActionParameter: Hashable, Sendable {
    public enum Role: Hashable, Sendable {
        /// Runs when something happens: the closures this linter compares.
        case action
        /// Builds views (`label:`, `content:`): never an action, though Buttons inside are.
        case viewBuilder
        /// Not a function (`text: Binding<String>`, `count: Int`): a closure cannot go here.
        case value
    }

    /// The argument label, or `_` for an unlabelled parameter.
    public var label: String
    /// Has a default value (`onDismiss: (() -> Void)? = nil`): the argument may be left out, and
    /// a trailing closure skips it when a later closure parameter is required (SE-0286).
    public var hasDefault: Bool
    /// The function type, for a closure parameter.
    public var closureType: ClosureType?

    public init(_ label: String, hasDefault: Bool = false, closureType: ClosureType? = nil) {
        self.label = label
        self.hasDefault = hasDefault
        self.closureType = closureType
    }

    public var role: Role {
        guard let closureType else { return .value }
        return closureType.buildsContent ? .viewBuilder : .action
    }
}
