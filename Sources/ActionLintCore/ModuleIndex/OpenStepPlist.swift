/// An old-style (OpenStep) property list, the format of an Xcode `project.pbxproj`:
/// `{ key = value; }`, `( a, b, )`, strings quoted (`"<group>"`) or bare (`sourcecode.swift`),
/// `<hex data>`, and `/* comments */` or `// comments` anywhere between them.
///
/// Read into tokens once and checked whole; a value is its first token, and its strings are made
/// only when asked for (a project holds thousands of objects, and a fix needs a few of them).
struct OpenStepPlist {
    enum Kind: UInt8 {
        case openBrace, closeBrace, openParen, closeParen, equal, semicolon, comma
        /// A bare word, a quoted string (without its quotes), `<data>`.
        case word, quoted, data
    }

    struct Token {
        var kind: Kind
        var start: Int32
        var end: Int32
        /// For `{` and `(`, the position of the token closing it.
        var close: Int32 = 0
    }

    let bytes: [UInt8]
    let tokens: [Token]

    /// The list `bytes` hold; nil when they are not one (only trivia may follow it).
    static func parse(_ bytes: [UInt8]) -> OpenStepPlist? {
        guard bytes.count < Int(Int32.max), var tokens = OpenStepTokenizer.tokens(bytes), !tokens.isEmpty,
              OpenStepGrammar.value(at: 0, in: &tokens, depth: 0) == tokens.count else { return nil }
        return OpenStepPlist(bytes: bytes, tokens: tokens)
    }

    /// The whole list's value.
    var root: Int { 0 }

    /// The key and value of each entry of the dictionary at `value` (none when it is no dictionary).
    func entries(of value: Int) -> [(key: Int, value: Int)] {
        guard tokens[value].kind == .openBrace else { return [] }
        var result: [(key: Int, value: Int)] = []
        var cursor = value + 1
        while cursor < Int(tokens[value].close) {
            // key `=` value `;`
            result.append((cursor, cursor + 2))
            cursor = end(of: cursor + 2) + 2
        }
        return result
    }

    /// The value of `key` in the dictionary at `value` (asked of every object read: no allocation).
    func value(_ key: String, in value: Int) -> Int? {
        guard tokens[value].kind == .openBrace else { return nil }
        var key = key
        return key.withUTF8 { wanted in
            var cursor = value + 1
            while cursor < Int(tokens[value].close) {
                let token = tokens[cursor]
                if token.kind != .data, Int(token.end - token.start) == wanted.count,
                   bytes[Int(token.start)..<Int(token.end)].elementsEqual(wanted) {
                    return cursor + 2
                }
                cursor = end(of: cursor + 2) + 2
            }
            return nil
        }
    }

    /// The elements of the array at `value` (none when it is no array).
    func elements(of value: Int) -> [Int] {
        guard tokens[value].kind == .openParen else { return [] }
        var result: [Int] = []
        var cursor = value + 1
        while cursor < Int(tokens[value].close) {
            result.append(cursor)
            cursor = end(of: cursor) + 1
            if tokens[cursor].kind == .comma { cursor += 1 }
        }
        return result
    }

    /// The string the value is; nil for a dictionary or an array.
    func string(_ value: Int) -> String? {
        let token = tokens[value]
        let text = bytes[Int(token.start)..<Int(token.end)]
        switch token.kind {
        case .word, .data: return String(decoding: text, as: UTF8.self)
        case .quoted: return text.contains(UInt8(ascii: "\\")) ? Self.unescaped(text) : String(decoding: text, as: UTF8.self)
        default: return nil
        }
    }

    func string(_ key: String, in value: Int) -> String? { self.value(key, in: value).flatMap(string) }

    /// Whether `key`'s value in the dictionary at `value` is the string `expected`, compared as
    /// bytes where no escape needs reading: asked of every object a project's groups hold, and a
    /// String made for each (an `isa` is longer than a small string) cost an allocation.
    func string(_ key: String, in value: Int, is expected: String) -> Bool {
        guard let found = self.value(key, in: value) else { return false }
        guard let text = unescapedText(found) else { return string(found) == expected }
        return text.elementsEqual(expected.utf8)
    }

    /// Whether `key`'s value in the dictionary at `value` is a string ending in `suffix`, as bytes.
    func string(_ key: String, in value: Int, endsWith suffix: String) -> Bool {
        guard let found = self.value(key, in: value) else { return false }
        guard let text = unescapedText(found) else { return string(found)?.hasSuffix(suffix) ?? false }
        return text.count >= suffix.utf8.count && text.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }

    /// The bytes of the string at `value` when they are its text (no escape in a quoted one).
    private func unescapedText(_ value: Int) -> ArraySlice<UInt8>? {
        let token = tokens[value]
        let text = bytes[Int(token.start)..<Int(token.end)]
        switch token.kind {
        case .word, .data: return text
        case .quoted: return text.contains(UInt8(ascii: "\\")) ? nil : text
        default: return nil
        }
    }

    /// A string of the list as a table key, made without a `String`: a project's objects are
    /// looked up by id thousands of times, and a 24-byte id made into a `String` is an allocation.
    struct Key: Hashable {
        /// Up to 24 bytes of text, as they are in memory; zero when `text` holds it.
        private var packed: (UInt64, UInt64, UInt64) = (0, 0, 0)
        private var count: Int
        /// The text of a longer string.
        private var text: String?

        init<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            count = bytes.count
            guard count <= 24 else {
                text = String(decoding: bytes, as: UTF8.self)
                return
            }
            withUnsafeMutableBytes(of: &packed) { $0.copyBytes(from: bytes) }
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.packed == rhs.packed && lhs.count == rhs.count && lhs.text == rhs.text
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(packed.0)
            hasher.combine(packed.1)
            hasher.combine(packed.2)
            hasher.combine(count)
            hasher.combine(text)
        }
    }

    /// The key of the string the value is; nil for a dictionary or an array.
    func key(_ value: Int) -> Key? {
        if let text = unescapedText(value) { return Key(text) }
        return string(value).map { Key($0.utf8) }
    }

    func key(_ key: String, in value: Int) -> Key? { self.value(key, in: value).flatMap(self.key) }

    /// The keys of an array entry's strings (`children = (A1, A2);`); other elements dropped.
    func keys(_ key: String, in value: Int) -> [Key] {
        self.value(key, in: value).map { elements(of: $0).compactMap(self.key) } ?? []
    }

    /// The strings of an array entry (`children = (A1, A2);`); other elements dropped.
    func strings(_ key: String, in value: Int) -> [String] {
        self.value(key, in: value).map { elements(of: $0).compactMap(string) } ?? []
    }

    /// The last token of the value at `value`.
    private func end(of value: Int) -> Int {
        let token = tokens[value]
        return token.kind == .openBrace || token.kind == .openParen ? Int(token.close) : value
    }

    /// The escapes Xcode writes (`\"`, `\\`, `\n`, `\t`); any other escaped byte is kept.
    static func unescaped(_ text: ArraySlice<UInt8>) -> String {
        var result: [UInt8] = []
        var escaped = false
        for byte in text {
            if escaped {
                result.append(byte == UInt8(ascii: "n") ? 0x0A : byte == UInt8(ascii: "t") ? 0x09 : byte)
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

/// The tokens of an OpenStep list: punctuation, words, strings and data, trivia skipped; nil on
/// bytes no list holds (an unterminated string or comment, a stray byte).
private enum OpenStepTokenizer {
    static func tokens(_ bytes: [UInt8]) -> [OpenStepPlist.Token]? {
        // On the buffers, the table read once: the array's bounds checks and the lazy global's
        // check on every byte cost about ten instructions a byte of a project (hundreds of KB).
        bytes.withUnsafeBufferPointer { bytes in
            isBareByte.withUnsafeBufferPointer { isBareByte in tokens(bytes, isBareByte: isBareByte) }
        }
    }

    private static func tokens(_ bytes: UnsafeBufferPointer<UInt8>, isBareByte: UnsafeBufferPointer<Bool>) -> [OpenStepPlist.Token]? {
        var tokens: [OpenStepPlist.Token] = []
        tokens.reserveCapacity(bytes.count / 8)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            let start = index
            let kind: OpenStepPlist.Kind
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
                continue
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < count else { return nil }
                index += 2
                continue
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count, bytes[index] != 0x0A { index += 1 }
                continue
            case UInt8(ascii: "{"): kind = .openBrace
            case UInt8(ascii: "}"): kind = .closeBrace
            case UInt8(ascii: "("): kind = .openParen
            case UInt8(ascii: ")"): kind = .closeParen
            case UInt8(ascii: "="): kind = .equal
            case UInt8(ascii: ";"): kind = .semicolon
            case UInt8(ascii: ","): kind = .comma
            case UInt8(ascii: "\""):
                index += 1
                while index < count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
                guard index < count else { return nil }
                tokens.append(OpenStepPlist.Token(kind: .quoted, start: Int32(start + 1), end: Int32(index)))
                index += 1
                continue
            case UInt8(ascii: "<"):
                while index < count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                guard index < count else { return nil }
                index += 1
                tokens.append(OpenStepPlist.Token(kind: .data, start: Int32(start), end: Int32(index)))
                continue
            default:
                guard isBareByte[Int(byte)] else { return nil }
                while index < count, isBareByte[Int(bytes[index])] { index += 1 }
                tokens.append(OpenStepPlist.Token(kind: .word, start: Int32(start), end: Int32(index)))
                continue
            }
            tokens.append(OpenStepPlist.Token(kind: kind, start: Int32(start), end: Int32(start + 1)))
            index += 1
        }
        return tokens
    }

    /// Letters, digits and `_$+/:.-`: the bytes of a bare word.
    static let isBareByte: [Bool] = (0..<256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"): true
        default: false
        }
    }
}

/// The check that tokens form one value: a dictionary of `key = value;` entries (a key is a
/// string), an array of values separated by commas (a trailing one allowed), or a string. Each
/// open token learns where it closes.
private enum OpenStepGrammar {
    /// Deeper nesting is refused rather than followed (a project nests five levels at most).
    static let maximumDepth = 64

    /// The position after the value starting at `position`; nil when none starts there.
    static func value(at position: Int, in tokens: inout [OpenStepPlist.Token], depth: Int) -> Int? {
        guard depth < maximumDepth, position < tokens.count else { return nil }
        switch tokens[position].kind {
        case .word, .quoted, .data:
            return position + 1
        case .openBrace:
            var cursor = position + 1
            while cursor < tokens.count, tokens[cursor].kind != .closeBrace {
                guard isString(tokens[cursor].kind), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .equal,
                      let next = value(at: cursor + 2, in: &tokens, depth: depth + 1), next < tokens.count,
                      tokens[next].kind == .semicolon else { return nil }
                cursor = next + 1
            }
            return closed(position, at: cursor, in: &tokens)
        case .openParen:
            var cursor = position + 1
            while cursor < tokens.count, tokens[cursor].kind != .closeParen {
                guard let next = value(at: cursor, in: &tokens, depth: depth + 1), next < tokens.count else { return nil }
                cursor = next
                if tokens[cursor].kind == .comma { cursor += 1 } else if tokens[cursor].kind != .closeParen { return nil }
            }
            return closed(position, at: cursor, in: &tokens)
        default:
            return nil
        }
    }

    static func isString(_ kind: OpenStepPlist.Kind) -> Bool { kind == .word || kind == .quoted || kind == .data }

    /// Records where the value opened at `position` closes (`cursor`, if within the tokens).
    private static func closed(_ position: Int, at cursor: Int, in tokens: inout [OpenStepPlist.Token]) -> Int? {
        guard cursor < tokens.count else { return nil }
        tokens[position].close = Int32(cursor)
        return cursor + 1
    }
}
