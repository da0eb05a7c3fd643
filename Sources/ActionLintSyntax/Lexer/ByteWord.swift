/// Eight bytes of the source tested at once in one 64-bit word ("SWAR"), for the long runs a
/// lexer spends most of its bytes on: indentation and comment text.
///
/// Words are loaded little-endian, so byte `i` of a word is the byte at `offset + i` and the
/// first byte that matters is found by counting trailing zero bits.
public enum ByteWord {
    /// The word of the eight bytes at `offset`; the caller guarantees they are readable.
    @inlinable @inline(__always)
    public static func load(_ bytes: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// `byte` in all eight lanes.
    @inlinable @inline(__always)
    public static func repeating(_ byte: UInt8) -> UInt64 {
        UInt64(byte) &* 0x0101_0101_0101_0101
    }

    /// A word with the high bit set in the lowest lane of `word` that is zero, and maybe in
    /// lanes above it (a borrow can mark those), never in lanes below it: only the lowest
    /// mark is meaningful. Zero when no lane is zero.
    @inlinable @inline(__always)
    public static func zeroLanes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// The index (0 to 7) of the lowest lane with any bit set in `marks`, which is not zero.
    @inlinable @inline(__always)
    public static func firstLane(_ marks: UInt64) -> Int {
        marks.trailingZeroBitCount &>> 3
    }

    /// A word with the high bit set in the lanes of `word` that are not name bytes (`A`–`Z`,
    /// `a`–`z`, `0`–`9`, `_`; non-ASCII counts as not), exact up to and including the first such
    /// lane; later lanes may be marked either way. The range tests add to each lane, and only a
    /// non-ASCII lane (already marked by its own high bit) can carry into the lane after it.
    /// A name scan thus ends with one `firstLane` instead of a data-dependent branch per byte,
    /// which the branch predictor missed at the end of most names.
    @inlinable @inline(__always)
    public static func nonNameLanes(_ word: UInt64) -> UInt64 {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // Setting bit 5 maps `A`–`Z` onto `a`–`z` and nothing else ASCII into that range.
        let folded = word | repeating(0x20)
        // `x + (0x80 - lo)` has its high bit set exactly when `x >= lo` (for ASCII `x`).
        let notLetter = ~(folded &+ repeating(0x80 - 0x61)) | (folded &+ repeating(0x80 - 0x7B))
        let notDigit = ~(word &+ repeating(0x80 - 0x30)) | (word &+ repeating(0x80 - 0x3A))
        // `y + 0x7F` has its high bit set exactly when `y != 0` (for ASCII `y`).
        let notUnderscore = (word ^ repeating(0x5F)) &+ repeating(0x7F)
        return ((notLetter & notDigit & notUnderscore) | word) & highBits
    }
}
