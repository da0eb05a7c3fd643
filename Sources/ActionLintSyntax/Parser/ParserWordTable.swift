/// Looks token bytes up as `ParserWord`s, with no String and no hashing.
struct ParserWordTable: Sendable {
    static let maxLength = 24
    static let shared = ParserWordTable()

    private let table: ByteWordTable<ParserWord>

    private init() {
        let entries = ParserWord.allCases.filter { $0 != .other }.map { (word: $0.spelling, value: $0) }
        table = ByteWordTable(entries, maxLength: ParserWordTable.maxLength, missing: .other)
    }

    /// The word spelled by the `length` bytes at `start`, or `.other`.
    @inline(__always)
    func word(_ start: UnsafePointer<UInt8>, length: Int) -> ParserWord {
        table.lookup(start, length: length)
    }
}
