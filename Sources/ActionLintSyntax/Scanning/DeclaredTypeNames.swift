/// The names a file's type declarations and extensions are written with, read from the tokens
/// alone: every identifier of the path after `struct`, `class`, `enum`, `protocol`, `actor`
/// or `extension` (`extension Outer.Row` gives `Outer` and `Row`), without backticks — kept as
/// 64-bit hashes, since the names are only ever compared.
///
/// The lint runner does not parse files that have nothing to report; when another file's view
/// needs the member names of its type, these names tell which unparsed files may declare or
/// extend that type and must be parsed after all. A superset is harmless (an extra parse; so is
/// a hash collision), so every type keyword counts wherever it stands.
///
/// The first piece of a path also comes tagged (`outermost`) where the type may be outside
/// every type's body: a type's qualified name starts with such a type's name (`Strings.swift`
/// nesting `enum HomeView` in `enum L10n` cannot hold the app's `HomeView`). From the tokens,
/// every path's first piece is tagged (they do not say which braces are a type's body).
public enum DeclaredTypeNames {
    /// The hashes of the names (and of the tagged first pieces), ascending and without repeats.
    public static func hashes(in file: ParsedFile) -> [UInt64] {
        let reader = TokenReader(source: file.source, tokens: file.tokens)
        var hashes: [UInt64] = []
        hashes.reserveCapacity(16)
        for index in file.typeKeywordTokens {
            let first = hashes.count
            collectPath(after: index, reader: reader, into: &hashes)
            if hashes.count > first { hashes.append(outermost(hashes[first])) }
        }
        hashes.sortAndDropRepeats()
        return hashes
    }

    /// The tag of a first piece written outside every type's body (not its own inverse: a tag
    /// never reads as a piece).
    @inline(__always)
    public static func outermost(_ hash: UInt64) -> UInt64 { (hash ^ 0x5BD1_E995) &* 0x9E37_79B9_7F4A_7C15 }

    /// Whether a file with these `hashes` may declare or extend the type named `qualifiedName`:
    /// they hold its last piece, and its first piece as an outermost one.
    public static func mayDeclare(_ qualifiedName: (first: UInt64, last: UInt64), in hashes: [UInt64]) -> Bool {
        hashes.sortedContains(qualifiedName.last) && hashes.sortedContains(outermost(qualifiedName.first))
    }

    /// The first and last pieces' hashes of a qualified type name, for `mayDeclare`.
    public static func ends(of qualifiedName: String) -> (first: UInt64, last: UInt64) {
        let pieces = pieceHashes(qualifiedName.utf8)
        return (pieces.first!, pieces.last!)
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
