/// The reserved words, looked up by their bytes in the lexer's hot path.
///
/// Every reserved word is 2 to 15 bytes long, so it fits in two 64-bit words. A lookup loads
/// the name as two words, clears the bytes after it, and probes a small open-addressing hash
/// table keyed by those words: a name costs a multiply and a compare or two, with no loop over
/// its bytes. (`ByteWordTable`, which the parser's word tables use, compares byte by byte; here
/// that loop was a noticeable share of lexing, as every name is looked up.)
struct KeywordTable: @unchecked Sendable {
    /// What a lookup found.
    enum Match: UInt8 {
        case none
        case keyword
        /// A keyword that ends an expression (`self`, `true`, …): a `/` after it divides.
        case expressionEndingKeyword
    }

    /// Longest word plus one.
    static let maxLength = 16
    static let shared = KeywordTable()

    /// Slots in the table: a power of two, about five times the number of words, so a probe
    /// for a name that is no keyword (the common case) mostly ends at the first slot.
    private static let slotCount = 256

    /// One block, so a lookup loads one pointer. Slot `s` is `words[2s]`, a word's first eight
    /// bytes (low byte first, zero past its end), and `words[2s + 1]`, its bytes 8 to 15. A
    /// first word of 0 marks an empty slot: no word makes it, as every word starts with a letter.
    /// After the slots, at `masksStart + 2n` and `masksStart + 2n + 1`, the masks that keep the
    /// bytes of an `n`-byte name in its two words, for every `n` below `maxLength`.
    private let words: UnsafeMutablePointer<UInt64>
    private let matches: UnsafeMutablePointer<Match>
    private static var masksStart: Int { 2 * slotCount }

    private init() {
        let wordCount = KeywordTable.masksStart + 2 * KeywordTable.maxLength
        words = .allocate(capacity: wordCount)
        words.initialize(repeating: 0, count: wordCount)
        matches = .allocate(capacity: KeywordTable.slotCount)
        matches.initialize(repeating: .none, count: KeywordTable.slotCount)
        for length in 0..<KeywordTable.maxLength {
            words[KeywordTable.masksStart + 2 * length] = KeywordTable.word(ArraySlice(repeating: 0xFF, count: min(length, 8)))
            words[KeywordTable.masksStart + 2 * length + 1] = KeywordTable.word(ArraySlice(repeating: 0xFF, count: max(length - 8, 0)))
        }
        for word in Keywords.reserved {
            let bytes = Array(word.utf8)
            precondition(bytes.count >= 2 && bytes.count < KeywordTable.maxLength, "reserved word of unexpected length")
            let low = KeywordTable.word(bytes.prefix(8))
            let high = KeywordTable.word(bytes.dropFirst(8))
            var slot = KeywordTable.slot(low: low, high: high)
            while words[2 * slot] != 0 { slot = (slot + 1) & (KeywordTable.slotCount - 1) }
            words[2 * slot] = low
            words[2 * slot + 1] = high
            matches[slot] = Keywords.expressionEndingBytes.contains(bytes) ? .expressionEndingKeyword : .keyword
        }
    }

    /// Up to eight bytes as one little-endian word: the same value a load from memory gives.
    private static func word(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    @inline(__always)
    private static func slot(low: UInt64, high: UInt64) -> Int {
        Int(truncatingIfNeeded: ((low ^ high) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }

    /// Looks up the `length` bytes at `start`. Reads 16 bytes from `start` whatever `length`
    /// is: the lexer's input is followed by enough padding for that.
    @inline(__always)
    func match(_ start: UnsafePointer<UInt8>, length: Int) -> Match {
        guard length >= 2, length < KeywordTable.maxLength else { return .none }
        let raw = UnsafeRawPointer(start)
        // Bytes of the name stay, the ones after it are cleared. Names hold no zero byte, so two
        // names with equal words are equal, lengths included.
        let masks = words + KeywordTable.masksStart + 2 &* length
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & masks[0]
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & masks[1]
        var slot = KeywordTable.slot(low: low, high: high)
        while true {
            let candidate = words[2 &* slot]
            if candidate == low, words[2 &* slot &+ 1] == high { return matches[slot] }
            if candidate == 0 { return .none }
            slot = (slot &+ 1) & (KeywordTable.slotCount - 1)
        }
    }
}
