/// One open bracket (or declaration body) on the shallow parser's stack.
struct ParserFrame {
    enum Kind: Equatable {
        case topLevel
        case typeBody(type: Int)
        case memberBody(member: Int)
        /// `if`/`for`/`switch`/… blocks, accessors, and any other non-closure brace.
        case block
        case closure(closure: Int)
        case paren
        case square
        case interpolation
    }

    var kind: Kind
    /// Token index of the opening bracket.
    var open: Int
    /// The view-building member this frame is inside of, if any.
    var viewMember: Int?
    /// Names bound in this scope: closure parameters, `if let`, `for`, local `let`/`var`.
    var bindings: [Binding] = []
    /// For parentheses of a call inside a view member: where the call being collected sits on
    /// the walker's `pendingCalls` stack; -1 for none. (Kept off the frame: a frame holding the
    /// call was copied, retained and released whole on every push and pop.)
    var callSlot = -1
    /// Index of the nearest frame below with bindings (-1: none inside the member), so that a
    /// read looks only at scopes that bind something, however deep the nesting.
    var boundBelow = -1
    /// Index of the nearest closure frame below (-1: none inside the member).
    var closureBelow = -1

    struct Binding {
        var name: String
        var offset: Int
        var isParameter: Bool
    }

    var isBrace: Bool {
        switch kind {
        case .typeBody, .memberBody, .block, .closure, .topLevel: return true
        case .paren, .square, .interpolation: return false
        }
    }

    var isDeclarationContext: Bool {
        switch kind {
        case .topLevel, .typeBody: return true
        default: return false
        }
    }
}
