/// The lexer's output under construction, written straight into the result array's storage:
/// appending a token is a store and an increment, with none of the capacity and uniqueness
/// checks `Array.append` makes on every call, and no copy at the end.
///
/// Every token covers at least one byte, so a file of `n` bytes never yields more than `n`
/// tokens; the storage holds `n + 1` and so can never overflow. Pages past the last token are
/// never written, so for a large file the generous size costs address space, not memory.
struct TokenBuffer {
    private let storage: UnsafeMutablePointer<Token>
    private(set) var count = 0

    init(_ storage: UnsafeMutablePointer<Token>) {
        self.storage = storage
    }

    /// Tokens a file of `byteCount` bytes can yield at most.
    static func capacity(forByteCount byteCount: Int) -> Int { byteCount + 1 }

    @inline(__always)
    mutating func append(_ token: Token) {
        (storage + count).initialize(to: token)
        // Cannot overflow: `count` stays below the capacity, itself an array size.
        count &+= 1
    }

    @inline(__always)
    subscript(index: Int) -> Token {
        get { storage[index] }
        nonmutating set { storage[index] = newValue }
    }

    var last: Token? { count > 0 ? storage[count - 1] : nil }

    /// Where the next token goes. The lexer's fast loop writes tokens there itself, keeping
    /// the pointer in a register, and hands the buffer back with `resume(at:)`.
    var nextSlot: UnsafeMutablePointer<Token> { storage + count }

    /// Takes over the tokens written up to (not including) `slot` since `nextSlot` was read.
    @inline(__always)
    mutating func resume(at slot: UnsafeMutablePointer<Token>) {
        count = slot - storage
    }
}
