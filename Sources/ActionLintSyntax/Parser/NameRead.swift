/// A name read inside a view member, as compared with the names bound around it: by its bytes
/// when both spellings are ASCII, so most reads make no String. Where either is not ASCII,
/// the Strings decide, as Unicode equivalence may make different bytes the same name.
///
/// It holds no reference (the source comes with each question): the walker makes one for
/// every read it resolves, and a copied reader cost two retains and two releases each time.
struct NameRead {
    /// The read token's bytes.
    let range: Range<Int>
    let isASCII: Bool

    init(token: Token, in source: SourceFile) {
        range = token.range
        isASCII = source.bytes.withUnsafeBufferPointer { bytes in
            !bytes[token.range].contains { $0 >= 0x80 }
        }
    }

    func name(in source: SourceFile) -> String { TokenReader.text(of: range, in: source) }

    func isNamed(_ binding: ParserFrame.Binding, in source: SourceFile) -> Bool {
        if isASCII, let bound = binding.asciiSpelling { return NameRead.sameBytes(range, bound, in: source) }
        return binding.name == name(in: source)
    }

    static func sameBytes(_ first: Range<Int>, _ second: Range<Int>, in source: SourceFile) -> Bool {
        guard first.count == second.count else { return false }
        return source.bytes.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset < first.count {
                if bytes[first.lowerBound + offset] != bytes[second.lowerBound + offset] { return false }
                offset += 1
            }
            return true
        }
    }
}
