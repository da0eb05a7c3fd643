import ActionLintSyntax

/// A superset of the type names a file's declarations are written with (the `typeNames` of
/// `ByteDeclarations`, `DeclaredTypeNames.hashes`), read from the bytes in a fraction of the
/// full scan's time: the dotted path after every type keyword that stands as a word — in
/// comments and literals too —, every piece hashed and every first piece also tagged
/// `outermost`. The runner keeps it for a file no rule wants, and reads that file's declarations
/// in full only when a type with findings may be among them (a superset only costs that read).
///
/// Nil where the bytes around a path could read otherwise than the lexer reads them (a `/` that
/// may open a comment between its pieces, a non-ASCII or control byte, a quoted name that is
/// not a plain word): the caller then reads the declarations in full at once.
enum ByteTypeNames {
    static func superset(_ bytes: [UInt8]) -> [UInt64]? {
        bytes.withUnsafeBufferPointer { buffer -> [UInt64]? in
            guard let base = buffer.baseAddress else { return [] }
            var hashes: [UInt64] = []
            let count = buffer.count
            // Sixteen positions are tested for the pairs at once, two blocks through one test
            // for any pair: most blocks hold none.
            let pairs = KeywordPairs()
            var at = 0
            while at &+ 33 <= count {
                let low = pairs.hits(ByteLanes.load(base, at: at), ByteLanes.load(base, at: at &+ 1))
                let high = pairs.hits(ByteLanes.load(base, at: at &+ 16), ByteLanes.load(base, at: at &+ 17))
                if ByteLanes.any(low .| high) {
                    var lanes = ByteLanes.bits(of: low) | ByteLanes.bits(of: high) &<< 16
                    while lanes != 0 {
                        guard readPath(pairAt: at &+ lanes.trailingZeroBitCount, in: buffer, into: &hashes) else { return nil }
                        lanes &= lanes &- 1
                    }
                }
                at &+= 32
            }
            while at &+ 1 < count {
                guard readPath(pairAt: at, in: buffer, into: &hashes) else { return nil }
                at &+= 1
            }
            hashes.sortAndDropRepeats()
            return hashes
        }
    }

    /// Each type keyword holds a pair of bytes that is rare in code, at a known offset: `struct`
    /// "uc", `class` "ss", `enum` "um", `extension` "ns", `actor` "ct", `protocol` "oc". Only
    /// the positions holding one are read further.
    struct KeywordPairs {
        let u = SIMD16<UInt8>(repeating: UInt8(ascii: "u")), s = SIMD16<UInt8>(repeating: UInt8(ascii: "s"))
        let n = SIMD16<UInt8>(repeating: UInt8(ascii: "n")), c = SIMD16<UInt8>(repeating: UInt8(ascii: "c"))
        let o = SIMD16<UInt8>(repeating: UInt8(ascii: "o")), m = SIMD16<UInt8>(repeating: UInt8(ascii: "m"))
        let t = SIMD16<UInt8>(repeating: UInt8(ascii: "t"))

        /// The lanes of `first` where a pair starts (`second` is the next byte of each lane).
        @inline(__always)
        func hits(_ first: SIMD16<UInt8>, _ second: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
            let secondC = second .== c, secondS = second .== s
            return ((first .== u) .& (secondC .| (second .== m))) .| ((first .== s) .& secondS) .| ((first .== n) .& secondS)
                .| ((first .== c) .& (second .== t)) .| ((first .== o) .& secondC)
        }
    }

    /// Reads the path after the type keyword whose pair (`KeywordPairs`) stands at `pair`, if
    /// the keyword stands there as a word.
    @inline(__always)
    static func readPath(pairAt pair: Int, in bytes: UnsafeBufferPointer<UInt8>, into hashes: inout [UInt64]) -> Bool {
        let offset: Int
        switch (bytes[pair], bytes[pair &+ 1]) {
        case (UInt8(ascii: "u"), UInt8(ascii: "c")), (UInt8(ascii: "s"), UInt8(ascii: "s")): offset = 3  // str|uc|t, cla|ss
        case (UInt8(ascii: "u"), UInt8(ascii: "m")): offset = 2  // en|um
        case (UInt8(ascii: "n"), UInt8(ascii: "s")): offset = 4  // exte|ns|ion
        case (UInt8(ascii: "c"), UInt8(ascii: "t")): offset = 1  // a|ct|or
        case (UInt8(ascii: "o"), UInt8(ascii: "c")): offset = 4  // prot|oc|ol
        default: return true
        }
        guard pair >= offset else { return true }
        return readPath(atKeyword: pair &- offset, in: bytes, into: &hashes)
    }

    /// Reads the path after the type keyword at `start`, if one stands there as a word; false
    /// where the lexer could read the bytes otherwise.
    @inline(__always)
    static func readPath(atKeyword start: Int, in bytes: UnsafeBufferPointer<UInt8>, into hashes: inout [UInt64]) -> Bool {
        let length = keywordLength(at: start, in: bytes)
        guard length > 0 else { return true }
        return readPath(from: start &+ length, in: bytes, into: &hashes)
    }

    /// The length of the type keyword at `start`, or 0. A keyword after a digit, `$` or a
    /// non-ASCII byte counts too (more names only cost a read).
    @inline(__always)
    static func keywordLength(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if start > 0, isLetterOrUnderscore(bytes[start &- 1]) { return 0 }
        // The bytes from `start` as one little-endian number (zeros past the end): each keyword
        // is one compare of its packed spelling (`extension` with its ninth byte apart).
        var packed: UInt64 = 0
        for offset in 0..<min(8, bytes.count &- start) { packed |= UInt64(bytes[start &+ offset]) &<< UInt64(8 &* offset) }
        func spells(_ spelling: UInt64, length: Int) -> Bool {
            let mask: UInt64 = length >= 8 ? ~0 : (1 &<< UInt64(8 &* length)) &- 1
            return packed & mask == spelling
        }
        let length: Int
        if spells(0x74_6375_7274_73, length: 6) {  // struct
            length = 6
        } else if spells(0x73_7361_6C63, length: 5) {  // class
            length = 5
        } else if spells(0x6D75_6E65, length: 4) {  // enum
            length = 4
        } else if spells(0x6F69_736E_6574_7865, length: 8), start &+ 8 < bytes.count, bytes[start &+ 8] == UInt8(ascii: "n") {
            length = 9  // extension
        } else if spells(0x72_6F74_6361, length: 5) {  // actor
            length = 5
        } else if spells(0x6C6F_636F_746F_7270, length: 8) {  // protocol
            length = 8
        } else {
            return 0
        }
        guard length > 0 else { return 0 }
        let end = start &+ length
        return end < bytes.count && isNameByte(bytes[end]) ? 0 : length
    }

    /// The pieces after a type keyword ending at `start`: names or quoted names, `.` between
    /// them, white space and line breaks around.
    static func readPath(from start: Int, in bytes: UnsafeBufferPointer<UInt8>, into hashes: inout [UInt64]) -> Bool {
        var at = afterBlanks(start, in: bytes)
        var first = true
        while at < bytes.count {
            let pieceStart: Int, pieceEnd: Int
            let current = bytes[at]
            if isNameByte(current) || current == UInt8(ascii: "$") {
                pieceStart = at
                while at < bytes.count, isNameByte(bytes[at]) || bytes[at] == UInt8(ascii: "$") { at &+= 1 }
                pieceEnd = at
                // A non-ASCII byte: part of the name, or an operator, as the lexer decides.
                if at < bytes.count, bytes[at] >= 0x80 { return false }
            } else if current == UInt8(ascii: "`") {
                pieceStart = at &+ 1
                at = pieceStart
                while at < bytes.count, isNameByte(bytes[at]) || bytes[at] == UInt8(ascii: "$") { at &+= 1 }
                guard at > pieceStart, at < bytes.count, bytes[at] == UInt8(ascii: "`") else { return false }
                pieceEnd = at
                at &+= 1
            } else {
                // No name: a comment, a no-break space or a control byte may hide one.
                return current != UInt8(ascii: "/") && current >= 0x20 && current < 0x80
            }
            let piece = FNV1a.hash(UnsafeBufferPointer(rebasing: bytes[pieceStart..<pieceEnd]))
            hashes.append(piece)
            if first { hashes.append(DeclaredTypeNames.outermost(piece)) }
            first = false
            at = afterBlanks(at, in: bytes)
            guard at < bytes.count, bytes[at] != UInt8(ascii: "/") else { return at == bytes.count }
            guard bytes[at] == UInt8(ascii: ".") else { return true }
            at = afterBlanks(at &+ 1, in: bytes)
        }
        return true
    }

    /// Past spaces, tabs and line breaks from `start`.
    @inline(__always)
    static func afterBlanks(_ start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var at = start
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A || bytes[at] == 0x0D { at &+= 1 }
        return at
    }

    @inline(__always)
    static func isLetterOrUnderscore(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    /// An ASCII letter, digit or `_`.
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        isLetterOrUnderscore(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
