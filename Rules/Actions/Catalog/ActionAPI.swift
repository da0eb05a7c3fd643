/// A SwiftUI API that takes closures: its overloads as SwiftUI declares them.
public struct ActionAPI: Hashable, Sendable {
    /// `Button`, `TextField`, or `.onTapGesture` (modifiers and member calls start with a dot).
    public var callee: String
    public let signatures: [ActionSignature]
    /// Every parameter of every overload, each label and role once: what the prefilter and the
    /// catalog's tests ask about. Stored: the classifier and messages ask for it per call site.
    public let parameters: [ActionParameter]

    public init(_ callee: String, _ declarations: [String]) {
        self.callee = callee
        signatures = declarations.map(ActionSignature.init)
        var seen = Set<LabelAndRole>()
        parameters = signatures.flatMap(\.parameters).filter {
            seen.insert(LabelAndRole(label: $0.label, role: $0.role)).inserted
        }
    }

    /// What makes two parameters one in `parameters`. (A string interpolating the role printed
    /// the enum through reflection: half of the catalog's first use, which every run pays.)
    private struct LabelAndRole: Hashable {
        var label: String
        var role: ActionParameter.Role
    }

    /// What one closure of a call binds to, as every overload that accepts the call agrees.
    public struct BoundParameter: Hashable, Sendable {
        public var label: String
        public var role: ActionParameter.Role
        /// Nil when the accepting overloads give the parameter different types.
        public var type: ClosureType?
    }

    /// The parameters the call's closures bind to: `arguments` lines up with the shape's
    /// arguments (nil for a value that is no closure), `trailing` with its trailing closures; a
    /// closure the accepting overloads bind to different labels or roles is nil. Nil when no
    /// overload accepts the call (a newer SDK's, or a custom API of the same name).
    public func resolve(_ shape: CallShape) -> (arguments: [BoundParameter?], trailing: [BoundParameter?])? {
        let bindings = ArgumentBinder.bindings(shape, to: signatures)
        guard !bindings.isEmpty else { return nil }
        let arguments = shape.arguments.indices.map { position -> BoundParameter? in
            guard shape.arguments[position].closure != nil else { return nil }
            return agreed(bindings) { $0.arguments[position] }
        }
        let trailing = shape.trailing.indices.map { position in agreed(bindings) { $0.trailing[position] } }
        return (arguments, trailing)
    }

    /// Whether some overload accepts `shape` with the forward scan alone — what Swift 6 mode
    /// does — binding each trailing closure to the parameter labelled as in `trailingLabels`.
    public func accepts(_ shape: CallShape, trailingLabels: [String]) -> Bool {
        signatures.contains { signature in
            guard let binding = ArgumentBinder.bind(shape, to: signature, scan: .forward) else { return false }
            return binding.trailing.map { signature.parameters[$0].label } == trailingLabels
        }
    }

    /// The parameter every binding puts one closure in (`parameter` picks its index from a
    /// binding), if they agree on its label and role; its type only if they agree on that too.
    func agreed(_ bindings: [(signature: Int, binding: ArgumentBinder.Binding)],
                _ parameter: (ArgumentBinder.Binding) -> Int) -> BoundParameter? {
        let first = signatures[bindings[0].signature].parameters[parameter(bindings[0].binding)]
        var sameType = true
        for (signature, binding) in bindings.dropFirst() {
            let other = signatures[signature].parameters[parameter(binding)]
            guard other.label == first.label, other.role == first.role else { return nil }
            if sameType, other.closureType != first.closureType { sameType = false }
        }
        return BoundParameter(label: first.label, role: first.role, type: sameType ? first.closureType : nil)
    }
}
