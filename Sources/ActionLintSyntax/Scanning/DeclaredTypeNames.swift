/// The names a file's type declarations and extensions are written with, read from the tokens
/// alone: every identifier of the path after `struct`, `class`, `enum`, `protocol`, `actor`
/// or `extension` (`extension Outer.Row` gives `Outer` and `Row`), without backticks — kept as
/// 64-bit hashes, since the names are only ever compared.
///
/// The lint runner does not parse files that have nothing to report; when another file's view
/// needs the member names of its type, these names tell which unparsed files may declare or
/// extend that type and must be parsed after all. A superset is harmless (an extra parse; so is
/// a hash collision), so every type keyword counts wherever it stands.
public enum DeclaredTypeNames {
    /// The hashes of the names, ascending and without repeats.
    public static func hashes(in file: ParsedFile) -> [UInt64] {
        let reader = TokenReader(source: file.source, tokens: file.tokens)
        var hashes: [UInt64] = []
        hashes.reserveCapacity(16)
        for index in file.typeKeywordTokens { collectPath(after: index, reader: reader, into: &hashes) }
        hashes.sortAndDropRepeats()
        return hashes
    }

    /// The hash of the last component of a qualified type name (`Outer.Row` → `Row`): the name
    /// a file declaring or extending that type must spell.
    public static func hash(ofLastComponent qualifiedName: String) -> UInt64 {
        // `pieceHashes` always ends with the last piece (the whole name when it has no `.`).
        pieceHashes(qualifiedName.utf8).last!
    }

    /// Hashes of every identifier of the dotted path after the keyword at `keyword`.
    static func collectPath(after keyword: Int, reader: TokenReader, into hashes: inout [UInt64]) {
        var cursor = reader.nextSignificant(after: keyword)
        while let kind = reader.kind(cursor), kind == .identifier || kind == .keyword {
            let range = reader.tokens[cursor].range
            reader.source.bytes.withUnsafeBufferPointer { appendPieceHashes($0[range], to: &hashes) }
            let period = reader.nextSignificant(after: cursor)
            guard reader.kind(period) == .period else { break }
            cursor = reader.nextSignificant(after: period)
        }
    }

    /// FNV-1a hashes of the `.`-separated pieces of `bytes`, backticks left out: a token and a
    /// qualified name spell a piece alike whatever their quoting.
    static func pieceHashes<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [UInt64] {
        var hashes: [UInt64] = []
        appendPieceHashes(bytes, to: &hashes)
        return hashes
    }

    /// `pieceHashes(bytes)` appended to `hashes`, with no array of their own (one per name
    /// declared in every unparsed file).
    static func appendPieceHashes<Bytes: Sequence<UInt8>>(_ bytes: Bytes, to hashes: inout [UInt64]) {
        var hash = FNV1a.offsetBasis
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "`"):
                continue
            case UInt8(ascii: "."):
                hashes.append(hash)
                hash = FNV1a.offsetBasis
            default:
                hash = FNV1a.adding(byte, to: hash)
            }
        }
        hashes.append(hash)
    }
}
