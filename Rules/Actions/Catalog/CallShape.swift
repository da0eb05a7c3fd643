import ActionLintCore

/// What argument binding sees of a call: the labels inside the parentheses, in order, and its
/// trailing closures, each closure with the number of parameters it declares.
public struct CallShape: Hashable, Sendable {
    public struct Argument: Hashable, Sendable {
        /// Nil for an unlabelled argument.
        public var label: String?
        /// Set when the value is a closure literal.
        public var closure: ClosureArity?

        public init(label: String?, closure: ClosureArity? = nil) {
            self.label = label
            self.closure = closure
        }
    }

    public struct Trailing: Hashable, Sendable {
        /// Nil for the first (unlabelled) trailing closure.
        public var label: String?
        public var closure: ClosureArity

        public init(label: String?, closure: ClosureArity) {
            self.label = label
            self.closure = closure
        }
    }

    public var arguments: [Argument]
    public var trailing: [Trailing]

    public init(arguments: [Argument], trailing: [Trailing]) {
        self.arguments = arguments
        self.trailing = trailing
    }

    /// The shape of a parsed call.
    public init(_ call: CallSite, in syntax: SyntaxModel) {
        arguments = call.arguments.map { argument in
            Argument(label: argument.label, closure: argument.closure.map { ClosureArity(syntax.closures[$0]) })
        }
        trailing = call.trailingClosures.map {
            Trailing(label: $0.label, closure: ClosureArity(syntax.closures[$0.closure]))
        }
    }
}

/// How many parameters a closure literal takes: `{ a, b in }` two, `{ save() }` none, `{ $0 }`
/// at least one (the highest `$n` is not tracked).
public enum ClosureArity: Hashable, Sendable {
    case exactly(Int)
    case anonymous

    public init(_ closure: ClosureExpression) {
        if closure.inToken != nil {
            self = .exactly(closure.parameters.count)
        } else {
            self = closure.usesAnonymousParameters ? .anonymous : .exactly(0)
        }
    }

    /// Whether a closure of this arity can be passed where `type` is expected. Swift never
    /// drops parameters silently: `{ save() }` does not convert to `(Bool) -> Void`.
    public func fits(_ type: ClosureType) -> Bool {
        switch self {
        case let .exactly(count): return count == type.arity
        case .anonymous: return type.arity >= 1
        }
    }
}
