/// One open bracket (or declaration body) on the shallow parser's stack.
///
/// A plain value with no references: the walker pushes, pops and reads frames for nearly every
/// token, and a frame that held an array was retained, released and copied through runtime
/// calls each time. The names a frame binds live in the walker's `ScopeBindings`.
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
    /// The newest name bound in this scope (closure parameters, `if let`, `for`, local
    /// `let`/`var`), as an entry of the walker's `ScopeBindings`; -1 for none.
    var lastBinding = -1
    /// For parentheses of a call inside a view member: where the call being collected sits on
    /// the walker's `pendingCalls` stack; -1 for none.
    var callSlot = -1
    /// Index of the nearest frame below with bindings (-1: none inside the member), so that a
    /// read looks only at scopes that bind something, however deep the nesting.
    var boundBelow = -1
    /// Index of the nearest closure frame below (-1: none inside the member).
    var closureBelow = -1

    struct Binding {
        var name: String
        /// Byte offset of the name's token.
        var offset: Int
        var isParameter: Bool
        /// The token's bytes when they are ASCII and spell `name` as it is (no backticks
        /// removed): a read is compared with these bytes, with no String made for it.
        var asciiSpelling: Range<Int>?

        /// For a parameter spelled `$item` (a property wrapper's projection): the wrapped
        /// value `item` it binds too, at the same offset. Nil for any other name (`$0` included).
        var wrappedValue: Binding? {
            let bytes = name.utf8
            guard bytes.count > 1, bytes.first == UInt8(ascii: "$") else { return nil }
            let second = bytes[bytes.index(after: bytes.startIndex)]
            guard second < UInt8(ascii: "0") || second > UInt8(ascii: "9") else { return nil }
            return Binding(name: String(name.dropFirst()), offset: offset, isParameter: isParameter,
                           asciiSpelling: asciiSpelling.map { ($0.lowerBound + 1)..<$0.upperBound })
        }
    }

    var hasBindings: Bool { lastBinding >= 0 }

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
