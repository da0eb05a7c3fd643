extension Token {
    /// Whether the token is `struct`, `class`, `enum`, `protocol` or `extension` (keywords) or
    /// `actor` (the one type keyword lexed as a name), read straight off the bytes. The scans
    /// that run over every token of every file ask this of each keyword and name, so length
    /// and first byte must rule out nearly all of them before any further byte is read.
    @inline(__always)
    func isTypeKeyword(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = length
        guard length >= 4, length <= 9 else { return false }
        let start = Int(start)
        switch (kind, length, bytes[start]) {
        case (.keyword, 4, UInt8(ascii: "e")): return spells("enum", at: start, in: bytes)
        case (.keyword, 5, UInt8(ascii: "c")): return spells("class", at: start, in: bytes)
        case (.keyword, 6, UInt8(ascii: "s")): return spells("struct", at: start, in: bytes)
        case (.keyword, 8, UInt8(ascii: "p")): return spells("protocol", at: start, in: bytes)
        case (.keyword, 9, UInt8(ascii: "e")): return spells("extension", at: start, in: bytes)
        case (.identifier, 5, UInt8(ascii: "a")): return spells("actor", at: start, in: bytes)
        default: return false
        }
    }

    /// Whether the bytes after the first equal the rest of `word` (the caller checked the
    /// length and the first byte).
    @inline(__always)
    private func spells(_ word: StaticString, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let expected = word.utf8Start
        for offset in 1..<word.utf8CodeUnitCount where bytes[start + offset] != expected[offset] { return false }
        return true
    }
}
