/// A name read inside a view member, as compared with the names bound around it: by its bytes
/// when both spellings are ASCII, so most reads make no String. Where either is not ASCII,
/// the Strings decide, as Unicode equivalence may make different bytes the same name.
struct NameRead {
    let reader: TokenReader
    let token: Int
    let asciiSpelling: Range<Int>?

    init(reader: TokenReader, token: Int) {
        self.reader = reader
        self.token = token
        self.asciiSpelling = reader.asciiSpelling(token)
    }

    var name: String { reader.text(token) }

    func isNamed(_ binding: ParserFrame.Binding) -> Bool {
        if let read = asciiSpelling, let bound = binding.asciiSpelling { return reader.sameBytes(read, bound) }
        return binding.name == name
    }
}
