/// The reserved words (and `_`), looked up by their bytes in the lexer's hot path.
///
/// Every reserved word is 1 to 15 bytes long, so it fits in two 64-bit words. A lookup loads
/// the name as two words, clears the bytes after it, and hashes them to a slot that names the
/// one word that could match: a perfect hash, its multiplier picked when the table is built so
/// that no two words share a slot. A name thus costs a multiply and one compare, with no probe
/// loop and no branch at all: the probe loop of an open-addressing table ended on an
/// unpredictable branch for every name, and every name is looked up.
struct KeywordTable: @unchecked Sendable {
    /// Longest word plus one. Names this long or longer are cleared to nothing by their masks.
    static let maxLength = 16
    static let shared = KeywordTable()

    /// Slots in the hash table: a power of two, large enough for a collision-free multiplier
    /// to turn up in a few tries, small enough (one byte a slot) to stay in the cache.
    private static let slotBits = 10

    /// All the data, in one block so that a lookup needs one base pointer (the lexer's main loop
    /// has few registers to spare). First the 64-bit words: the hash multiplier at 0; from
    /// `masksStart`, the masks
    /// that keep the bytes of an `n`-byte name in its two words, at `2n` and `2n + 1`, for every
    /// `n` up to `maxLength` (whose masks are zero); from `wordsStart`, entry `e`'s word at `2e`
    /// (its first eight bytes, low byte first, zero past its end) and `2e + 1` (bytes 8 to 15).
    /// Entry 0 is no word: both words zero, which no name of 1 to 15 bytes equals (names hold
    /// no zero byte), and which is what a name of `maxLength` bytes or more is cleared to.
    /// Room is left for `maxEntries` entries. Then, from byte `bytesStart`, the bytes: the entry
    /// each slot may hold (0 for none), then from `kindsStart` each entry's token kind, then from
    /// `flagsStart` whether it is a keyword that ends an expression (`self`, `true`, …), after
    /// which `/` divides.
    private let block: UnsafeMutableRawPointer
    private static let maxEntries = 256
    private static let masksStart = 2
    private static let wordsStart = masksStart + 2 * (maxLength + 1)
    private static let bytesStart = 8 * (wordsStart + 2 * maxEntries)
    private static let kindsStart = 1 << slotBits
    private static let flagsStart = kindsStart + maxEntries
    private static let blockSize = bytesStart + flagsStart + maxEntries

    private var words: UnsafeMutablePointer<UInt64> { block.assumingMemoryBound(to: UInt64.self) }
    private var bytes: UnsafeMutablePointer<UInt8> { (block + KeywordTable.bytesStart).assumingMemoryBound(to: UInt8.self) }

    private init() {
        let entries = [("", TokenKind.identifier, false), ("_", TokenKind.wildcard, false)]
            + Keywords.reserved.map { word in
                (word, TokenKind.keyword, Keywords.expressionEndingBytes.contains(Array(word.utf8)))
            }
        let keys = entries.map { entry in
            let bytes = Array(entry.0.utf8)
            precondition(bytes.count < KeywordTable.maxLength, "reserved word of unexpected length")
            return (low: KeywordTable.word(bytes.prefix(8)), high: KeywordTable.word(bytes.dropFirst(8)))
        }
        precondition(entries.count <= Int(UInt8.max), "too many reserved words for one-byte slots")
        block = .allocate(byteCount: KeywordTable.blockSize, alignment: 8)
        block.bindMemory(to: UInt64.self, capacity: KeywordTable.bytesStart / 8).initialize(repeating: 0, count: KeywordTable.bytesStart / 8)
        (block + KeywordTable.bytesStart).bindMemory(to: UInt8.self, capacity: KeywordTable.blockSize - KeywordTable.bytesStart)
            .initialize(repeating: 0, count: KeywordTable.blockSize - KeywordTable.bytesStart)
        let words = self.words
        let bytes = self.bytes
        for (index, entry) in entries.enumerated() {
            words[KeywordTable.wordsStart + 2 * index] = keys[index].low
            words[KeywordTable.wordsStart + 2 * index + 1] = keys[index].high
            bytes[KeywordTable.kindsStart + index] = unsafeBitCast(entry.1, to: UInt8.self)
            bytes[KeywordTable.flagsStart + index] = entry.2 ? 1 : 0
        }
        for length in 0...KeywordTable.maxLength {
            let kept = length < KeywordTable.maxLength ? length : 0
            words[KeywordTable.masksStart + 2 * length] = KeywordTable.word(ArraySlice(repeating: 0xFF, count: min(kept, 8)))
            words[KeywordTable.masksStart + 2 * length + 1] = KeywordTable.word(ArraySlice(repeating: 0xFF, count: max(kept - 8, 0)))
        }
        // Odd multipliers from a fixed sequence, so every build picks the same one. With some 60
        // words in 1024 slots about one multiplier in five has no collision.
        let slotCount = 1 << KeywordTable.slotBits
        let slots = bytes
        var candidate: UInt64 = 0x9E37_79B9_7F4A_7C15
        var found: UInt64?
        for _ in 0..<10_000 where found == nil {
            slots.initialize(repeating: 0, count: slotCount)
            var collides = false
            for index in 1..<entries.count where !collides {
                let slot = KeywordTable.slot(low: keys[index].low, high: keys[index].high, multiplier: candidate)
                if slots[slot] != 0 { collides = true }
                slots[slot] = UInt8(index)
            }
            if !collides { found = candidate }
            else { candidate = (candidate &* 0x5851_F42D_4C95_7F2D &+ 0x1405_7B7E_F767_814F) | 1 }
        }
        guard let found else { preconditionFailure("no collision-free multiplier for the reserved words") }
        words[0] = found
    }

    /// Up to eight bytes as one little-endian word: the same value a load from memory gives.
    private static func word(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    @inline(__always)
    private static func slot(low: UInt64, high: UInt64, multiplier: UInt64) -> Int {
        Int(truncatingIfNeeded: ((low ^ high) &* multiplier) >> UInt64(64 - slotBits))
    }

    /// The entry of the `length` bytes at `start` (a name: no zero byte), 0 when they spell no
    /// reserved word. Reads 16 bytes from `start` whatever `length` is: the lexer's input is
    /// followed by enough padding for that.
    @inline(__always)
    func entry(_ start: UnsafePointer<UInt8>, length: Int) -> Int {
        let raw = UnsafeRawPointer(start)
        let mask = words + (KeywordTable.masksStart &+ 2 &* min(length, KeywordTable.maxLength))
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & mask[0]
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & mask[1]
        let candidate = Int(bytes[KeywordTable.slot(low: low, high: high, multiplier: words[0])])
        let word = words + (KeywordTable.wordsStart &+ 2 &* candidate)
        let difference = (word[0] ^ low) | (word[1] ^ high)
        return difference == 0 ? candidate : 0
    }

    /// The entry of a name of one to seven bytes, given as its first word with the bytes past
    /// its end cleared. Its top byte is zero, so no word of eight bytes or more can equal it,
    /// and its second word is zero: one compare decides.
    @inline(__always)
    func shortEntry(_ low: UInt64) -> Int {
        let candidate = Int(bytes[KeywordTable.slot(low: low, high: 0, multiplier: words[0])])
        return words[KeywordTable.wordsStart &+ 2 &* candidate] == low ? candidate : 0
    }

    /// The token kind of a name with entry `entry`: keyword, wildcard, or identifier.
    @inline(__always)
    func kind(_ entry: Int) -> TokenKind {
        // Safe: the block holds at these offsets only bytes made from token kinds.
        unsafeBitCast(bytes[KeywordTable.kindsStart &+ entry], to: TokenKind.self)
    }

    /// Whether the name with entry `entry` is a keyword that ends an expression.
    @inline(__always)
    func endsExpression(_ entry: Int) -> Bool { bytes[KeywordTable.flagsStart &+ entry] != 0 }
}
