/// A SwiftUI (or common custom) API that takes closures, and which of them are actions.
public struct ActionAPI: Hashable, Sendable {
    /// `Button`, `TextField`, or `.onTapGesture` (modifiers and member calls start with a dot).
    public var callee: String
    public var parameters: [ActionParameter]
    /// The closure runs in an async context (`.task`, `.refreshable`).
    public var isAsync: Bool
    /// How the fix passes a method for the action parameter with this label.
    public var fixArguments: [String: FixArgument]

    public init(_ callee: String, _ parameters: [ActionParameter], isAsync: Bool = false, fix: [String: FixArgument] = [:]) {
        self.callee = callee
        self.parameters = parameters
        self.isAsync = isAsync
        self.fixArguments = fix
    }

    /// The fix argument for `label`: a labelled parameter is passed by label unless the
    /// catalog says otherwise; an unlabelled one unlabelled.
    public func fixArgument(for label: String) -> FixArgument {
        if let fix = fixArguments[label] { return fix }
        return label == "_" ? .unlabelled : .labelled(label)
    }
}
