/// The reserved words, looked up by their bytes in the lexer's hot path.
struct KeywordTable: Sendable {
    /// What a lookup found.
    enum Match: UInt8 {
        case none
        case keyword
        /// A keyword that ends an expression (`self`, `true`, …): a `/` after it divides.
        case expressionEndingKeyword
    }

    static let maxLength = 16
    static let shared = KeywordTable()

    private let table: ByteWordTable<Match>

    private init() {
        let entries = Keywords.reserved.map { word in
            (word: word, value: Keywords.expressionEndingBytes.contains(Array(word.utf8)) ? Match.expressionEndingKeyword : .keyword)
        }
        table = ByteWordTable(entries, maxLength: KeywordTable.maxLength, missing: .none)
    }

    /// Looks up the `length` bytes at `start`.
    @inline(__always)
    func match(_ start: UnsafePointer<UInt8>, length: Int) -> Match {
        table.lookup(start, length: length)
    }
}
