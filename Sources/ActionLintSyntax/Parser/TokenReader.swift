/// Read-only questions about the token array, shared by the walker and its look-ahead scanners.
///
/// The scanners hold this rather than a copy of the walker: a copy would keep the walker's
/// model arrays referenced while the walker appends to them, and every append would then copy
/// the whole array (quadratic time in files with many declarations).
struct TokenReader {
    let source: SourceFile
    let tokens: [Token]

    func text(_ index: Int) -> String { TokenReader.text(of: tokens[index].range, in: source) }

    /// The text of a byte range of `source`: the same String as `SourceFile.text(_:)` makes
    /// (invalid UTF-8 is repaired the same way), copied straight from the bytes rather than
    /// decoded from an array slice, which cost a retain, a release and a slower decode.
    static func text(of range: Range<Int>, in source: SourceFile, after prefix: UInt8? = nil) -> String {
        let count = range.count + (prefix == nil ? 0 : 1)
        return source.bytes.withUnsafeBufferPointer { bytes in
            String(unsafeUninitializedCapacity: count) { buffer in
                var written = 0
                if let prefix {
                    buffer[0] = prefix
                    written = 1
                }
                for offset in range {
                    buffer[written] = bytes[offset]
                    written += 1
                }
                return written
            }
        }
    }

    func isText(_ index: Int, _ literal: StaticString) -> Bool {
        index >= 0 && index < tokens.count && source.token(tokens[index], is: literal)
    }

    /// The text of token `index` after the ASCII character `prefix`: the same String as
    /// `String(prefix) + text(index)` (a leading ASCII byte decodes the same either way).
    func text(_ index: Int, after prefix: UInt8) -> String {
        TokenReader.text(of: tokens[index].range, in: source, after: prefix)
    }

    /// Token `index` bound as a name: its text, and its bytes when they are all ASCII.
    func binding(_ index: Int, isParameter: Bool) -> ParserFrame.Binding {
        ParserFrame.Binding(name: text(index), offset: Int(tokens[index].start), isParameter: isParameter,
                            asciiSpelling: asciiSpelling(index))
    }

    /// The byte range of token `index` if every byte of it is ASCII.
    func asciiSpelling(_ index: Int) -> Range<Int>? {
        let range = tokens[index].range
        return source.bytes.withUnsafeBufferPointer { bytes in
            for offset in range where bytes[offset] >= 0x80 { return nil }
            return range
        }
    }

    /// The parser word token `index` spells (`.other` for any other spelling or index).
    func word(_ index: Int) -> ParserWord { word(index, in: ParserWordTable.shared) }

    /// `word(_:)` with the table at hand: a caller that asks often fetches `ParserWordTable.shared`
    /// (a lazily made global, checked at every fetch) once.
    @inline(__always)
    func word(_ index: Int, in table: ParserWordTable) -> ParserWord {
        guard index >= 0, index < tokens.count else { return .other }
        let token = tokens[index]
        return source.bytes.withUnsafeBufferPointer { buffer in
            table.word(buffer.baseAddress! + Int(token.start), length: token.length)
        }
    }

    func kind(_ index: Int) -> TokenKind? { index >= 0 && index < tokens.count ? tokens[index].kind : nil }

    /// Index of the next significant token after `index` (or `tokens.count`).
    func nextSignificant(after index: Int) -> Int {
        var next = index + 1
        while next < tokens.count, tokens[next].kind.isTrivia { next += 1 }
        return next
    }

    /// Index of the last significant token before `index` (or -1).
    func lastSignificant(before index: Int) -> Int {
        var before = index - 1
        while before >= 0, tokens[before].kind.isTrivia { before -= 1 }
        return before
    }

    /// Whether a line break separates token `index` from the next significant token.
    func lineBreakAfter(_ index: Int) -> Bool {
        var next = index + 1
        while next < tokens.count, tokens[next].kind.isTrivia {
            if tokens[next].kind == .newline || tokens[next].kind == .lineComment || tokens[next].kind == .docLineComment {
                return true
            }
            next += 1
        }
        return false
    }

    /// Whether a line break separates token `index` from the significant token before it.
    func lineBreakBefore(_ index: Int) -> Bool {
        var before = index - 1
        while before >= 0, tokens[before].kind.isTrivia {
            if tokens[before].kind == .newline { return true }
            before -= 1
        }
        return false
    }

    /// The callee name token when token `last` ends one: a name, `init`/`self`/`super`, a member
    /// named by a keyword (`.default`), or a name with generic arguments (`Picker<Int>`). Nil otherwise. (What the parser and
    /// `ClosureLiteralScanner` take for the name called by a `(` or trailing `{` after `last`.)
    func calleeName(endingAt last: Int) -> Int? {
        var name = last
        if kind(name) == .rightAngle {
            guard let open = matchingAngleOpen(name) else { return nil }
            name = lastSignificant(before: open)
        }
        switch kind(name) {
        case .identifier?:
            return name
        case .keyword? where isText(name, "init") || isText(name, "self") || isText(name, "super"):
            return name
        case .keyword? where name > 0 && kind(lastSignificant(before: name)) == .period:
            // A member named by a keyword: `Alert.Button`'s `.default(Text("OK")) { … }`.
            return name
        default:
            return nil
        }
    }

    /// The `<` matching the `>` at `close`, looking back at most 512 tokens; nil if none.
    func matchingAngleOpen(_ close: Int) -> Int? {
        var depth = 0
        var cursor = close
        while cursor >= 0, close - cursor < 512 {
            switch tokens[cursor].kind {
            case .rightAngle: depth += 1
            case .leftAngle:
                depth -= 1
                if depth == 0 { return cursor }
            default: break
            }
            cursor -= 1
        }
        return nil
    }

    /// The `)`/`]` matching the bracket at `open`, by token depth; nil if the file ends first or
    /// the header is implausibly long (broken code).
    func matchingClose(of open: Int) -> Int? {
        var depth = 0
        var cursor = open
        while cursor < tokens.count, cursor - open < DeclarationScanner.headerLimit * 4 {
            switch tokens[cursor].kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare:
                depth -= 1
                if depth == 0 { return cursor }
            default: break
            }
            cursor += 1
        }
        return nil
    }
}
