extension Token {
    /// Whether the token is `struct`, `class`, `enum`, `protocol` or `extension` (keywords) or
    /// `actor` (the one type keyword lexed as a name), read straight off the bytes. The scans
    /// that run over every token of every file ask this of each keyword and name, so length
    /// and first byte must rule out nearly all of them before any further byte is read. (No
    /// other kind of token spells these words without quotes or a `#`.)
    @inline(__always)
    func isTypeKeyword(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = Int(end &- start)
        guard length >= 4, length <= 9 else { return false }
        let start = Int(start)
        // Keywords and names that could be one, by first byte: one jump, then one compare.
        switch bytes[start] {
        case UInt8(ascii: "e"):
            guard kind == .keyword else { return false }
            return length == 4 ? spells("enum", at: start, in: bytes) : length == 9 && spells("extension", at: start, in: bytes)
        case UInt8(ascii: "c"): return length == 5 && kind == .keyword && spells("class", at: start, in: bytes)
        case UInt8(ascii: "s"): return length == 6 && kind == .keyword && spells("struct", at: start, in: bytes)
        case UInt8(ascii: "p"): return length == 8 && kind == .keyword && spells("protocol", at: start, in: bytes)
        case UInt8(ascii: "a"): return length == 5 && kind == .identifier && spells("actor", at: start, in: bytes)
        default: return false
        }
    }

    /// Whether the keyword is `var`, `let`, `func`, `case` or `typealias`: with the type
    /// keywords, the words a declaration's name follows (`ParsedFile.declarationKeywordTokens`).
    @inline(__always)
    func isMemberDeclarationKeyword(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = Int(end &- start)
        guard length >= 3, length <= 9 else { return false }
        let start = Int(start)
        switch bytes[start] {
        case UInt8(ascii: "v"): return length == 3 && spells("var", at: start, in: bytes)
        case UInt8(ascii: "l"): return length == 3 && spells("let", at: start, in: bytes)
        case UInt8(ascii: "f"): return length == 4 && spells("func", at: start, in: bytes)
        case UInt8(ascii: "c"): return length == 4 && spells("case", at: start, in: bytes)
        case UInt8(ascii: "t"): return length == 9 && spells("typealias", at: start, in: bytes)
        default: return false
        }
    }

    /// Whether the token's bytes are exactly `word` (ASCII), read straight off the bytes.
    @inline(__always)
    func spells(_ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        length == word.utf8CodeUnitCount && bytes[Int(start)] == word.utf8Start[0] && spells(word, at: Int(start), in: bytes)
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
