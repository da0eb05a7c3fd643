/// Whether a file's bytes declare a stored property of a name: `let name:` or `var name:`,
/// white space between. Leans to yes: the words count in comments and strings too.
enum StoredPropertySpelling {
    static func isDeclared(_ name: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = name.first, !name.isEmpty, bytes.count > name.count + 4 else { return false }
        var start = 4
        while start + name.count < bytes.count {
            defer { start += 1 }
            guard bytes[start] == first, isKeywordBefore(start, in: bytes),
                  (0..<name.count).allSatisfy({ bytes[start + $0] == name[$0] }) else { continue }
            var after = start + name.count
            while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
            if after < bytes.count, bytes[after] == UInt8(ascii: ":") { return true }
        }
        return false
    }

    /// `let ` or `var ` (one or more spaces or tabs) ends just before `start`.
    static func isKeywordBefore(_ start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = start
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard end < start, end >= 3 else { return false }
        let word = (bytes[end - 3], bytes[end - 2], bytes[end - 1])
        let isKeyword = word == (UInt8(ascii: "l"), UInt8(ascii: "e"), UInt8(ascii: "t"))
            || word == (UInt8(ascii: "v"), UInt8(ascii: "a"), UInt8(ascii: "r"))
        // Whatever comes before: a longer word ending in `let` only makes the answer yes more often,
        // and a byte the lexer cannot read may stand there (the parser still sees the keyword).
        return isKeyword
    }
}
