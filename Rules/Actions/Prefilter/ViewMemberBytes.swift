import ActionLintCore

/// Whether a file may declare a view-building member, judged from its bytes before it is lexed.
/// The parser records closures only in such members, and takes a member for one only by a
/// builder attribute (`@` and a name ending in `Builder`) or by its result type, tokens joined by trivia:
/// `AnyView`, `any View`, or `some` and a type (`some View`, `some Scene`, …). A file with none
/// of these has no action sites. Leans to yes: the words count in comments and strings too, any
/// name after `any` starting with `V`, a `/` (maybe a comment) after `some` or `any`, and any
/// file holding a no-break space (white space to the lexer).
///
/// Unlike `ViewMemberTokens`, a bare `any` or `some` does not count: both are common words in
/// comments, and a third of an app's bytes are files that spell them only there.
enum ViewMemberBytes {
    static func mayDeclareViewMembers(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            // Every word asked for holds a rare pair of bytes: `some` "me", `any` and `AnyView`
            // "ny", `…Builder` "Bu". Sixteen positions are tested for the pairs at once, and only
            // a position holding one is read further: most files hold few. Two blocks go through
            // one test for any pair: most blocks hold none, and gathering a block's lanes into
            // bits cost as much as testing it.
            let pairs = BytePairs()
            var offset = 0
            while offset + 33 <= buffer.count {
                let low = pairs.hits(ByteLanes.load(base, at: offset), ByteLanes.load(base, at: offset + 1))
                let high = pairs.hits(ByteLanes.load(base, at: offset + 16), ByteLanes.load(base, at: offset + 17))
                if ByteLanes.any(low .| high) {
                    var lanes = ByteLanes.bits(of: low) | ByteLanes.bits(of: high) << 16
                    while lanes != 0 {
                        if isViewWord(pairAt: offset + lanes.trailingZeroBitCount, in: buffer) { return true }
                        lanes &= lanes - 1
                    }
                }
                offset += 32
            }
            while offset + 17 <= buffer.count {
                let first = ByteLanes.load(base, at: offset), second = ByteLanes.load(base, at: offset + 1)
                var lanes = ByteLanes.bits(of: pairs.hits(first, second))
                while lanes != 0 {
                    if isViewWord(pairAt: offset + lanes.trailingZeroBitCount, in: buffer) { return true }
                    lanes &= lanes - 1
                }
                offset += 16
            }
            while offset + 1 < buffer.count {
                if isViewWord(pairAt: offset, in: buffer) { return true }
                offset += 1
            }
            // The lexer reads a no-break space as white space, which a name byte is here.
            return NoBreakSpace.isIn(buffer)
        }
    }

    /// The three pairs, each byte in every lane.
    struct BytePairs {
        let m = SIMD16<UInt8>(repeating: UInt8(ascii: "m")), e = SIMD16<UInt8>(repeating: UInt8(ascii: "e"))
        let n = SIMD16<UInt8>(repeating: UInt8(ascii: "n")), y = SIMD16<UInt8>(repeating: UInt8(ascii: "y"))
        let b = SIMD16<UInt8>(repeating: UInt8(ascii: "B")), u = SIMD16<UInt8>(repeating: UInt8(ascii: "u"))

        /// The lanes where `first` and `second` (the bytes one further) hold a pair.
        @inline(__always)
        func hits(_ first: SIMD16<UInt8>, _ second: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
            ((first .== m) .& (second .== e)) .| ((first .== n) .& (second .== y)) .| ((first .== b) .& (second .== u))
        }
    }

    /// Whether the pair at `at` lies in a word that may make a member view-building: `some` or
    /// `any` followed by a type, `AnyView`, or a name ending in `Builder`.
    @inline(__always)
    static func isViewWord(pairAt at: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch (bytes[at], bytes[at + 1]) {
        case (UInt8(ascii: "m"), UInt8(ascii: "e")):
            return spells(bytes, at - 2, "some")
                && typeFollows(at + 2, in: bytes) { isViewResultType(at: $0, in: bytes) }
        case (UInt8(ascii: "n"), UInt8(ascii: "y")):
            if spells(bytes, at - 1, "AnyView") { return true }
            return spells(bytes, at - 1, "any") && typeFollows(at + 2, in: bytes) { bytes[$0] == UInt8(ascii: "V") }
        case (UInt8(ascii: "B"), UInt8(ascii: "u")):
            // A suffix: what comes before it is the name's, and an attribute's `@` (or a
            // module's `.`) before that: `enum Builder`, `UIMenuBuilder` build no view.
            return spells(bytes, at, "Builder", prefixed: true) && mayBeAttribute(nameBefore: at, in: bytes)
        default:
            return false
        }
    }

    /// Whether the word `text` stands at `start`, bounded by bytes that are not name bytes (before
    /// it only when not `prefixed`).
    @inline(__always)
    static func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ text: StaticString,
                       prefixed: Bool = false) -> Bool {
        let end = start + text.utf8CodeUnitCount
        guard start >= 0, end <= bytes.count else { return false }
        if !prefixed, start > 0, isNameByte[Int(bytes[start - 1])] { return false }
        if end < bytes.count, isNameByte[Int(bytes[end])] { return false }
        return text.withUTF8Buffer { $0.elementsEqual(bytes[start..<end]) }
    }

    /// Whether the name holding `offset` may be an attribute's: before its first byte, past any
    /// white space, stands `@`, the `.` of a qualified one (`@SwiftUI.ViewBuilder`), a backtick
    /// or a `/` (a comment may hide the `@`: yes).
    @inline(__always)
    static func mayBeAttribute(nameBefore offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = offset
        while index > 0, isNameByte[Int(bytes[index - 1])] { index -= 1 }
        while index > 0, isWhitespace(bytes[index - 1]) { index -= 1 }
        guard index > 0 else { return false }
        let before = bytes[index - 1]
        return before == UInt8(ascii: "@") || before == UInt8(ascii: ".") || before == UInt8(ascii: "`")
            || before == UInt8(ascii: "/")
    }

    /// Whether trivia follows `end` and then a type `isType` accepts (given its first byte's
    /// offset), or a `/` (a comment may hide the type: yes).
    @inline(__always)
    static func typeFollows(_ end: Int, in bytes: UnsafeBufferPointer<UInt8>, _ isType: (Int) -> Bool) -> Bool {
        var index = end
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "/") { return true }
        return index > end && isType(index)
    }

    /// The first word after `some` of each result type the parser takes for a view-building one
    /// (`DeclarationWords.viewResultTypes`; `SwiftUI` for `some SwiftUI.View`): `some Sequence`,
    /// `some IntentResult` build no view.
    static let someResultTypes: [[UInt8]] = Array(Set(DeclarationWords.viewResultTypes.compactMap { type in
        type.hasPrefix("some ") ? Array(type.dropFirst(5).prefix { $0 != "." && $0 != " " && $0 != "&" }.utf8) : nil
    }))

    /// Whether the word at `start` is one of `someResultTypes`, or may be one to the lexer (a
    /// backtick or a non-ASCII byte: yes).
    static func isViewResultType(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let first = bytes[start]
        if first == 0x60 || first >= 0x80 { return true }
        guard (0x41...0x5A).contains(first) else { return false }
        var end = start
        while end < bytes.count, isNameByte[Int(bytes[end])] { end += 1 }
        let word = bytes[start..<end]
        if word.contains(where: { $0 >= 0x80 }) { return true }
        return someResultTypes.contains { $0.elementsEqual(word) }
    }

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Letters, digits, `_`, and every byte of a multi-byte UTF-8 character.
    static let isNameByte: [Bool] = (0..<256).map { byte in
        byte == 0x5F || byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
            || (0x61...0x7A).contains(byte)
    }
}
