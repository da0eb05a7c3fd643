import ActionLintCore

/// How the stages of `Rules/Actions` read tokens' texts: joined as bodies compare them, one
/// token against a literal, the names a condition binds, whether a name token is a read.
enum TokenTexts {
    /// Separator that cannot occur inside a token's text.
    static let separator = Finding.keySeparator

    /// The texts of `tokens` joined by `separator`, as one string built from the file's bytes.
    /// Decoding the joined bytes gives the same string as joining each decoded text: the
    /// separator is ASCII, so no ill-formed sequence can run across it.
    static func joinedTexts(file: ParsedFile, _ tokens: ArraySlice<Int>) -> String {
        guard !tokens.isEmpty else { return "" }
        // Multi-line string segments stand for their content (`BodyNormalization.comparedBytes`).
        if tokens.contains(where: { file.tokens[$0].kind == .stringSegment }) {
            let contents = tokens.map { BodyNormalization.comparedBytes(of: $0, file: file) }
            if contents.contains(where: { $0 != nil }) {
                var joined: [UInt8] = []
                for (position, index) in tokens.enumerated() {
                    if position > 0 { joined.append(0x1F) }
                    joined.append(contentsOf: contents[position] ?? Array(file.source.bytes[file.tokens[index].range]))
                }
                return String(decoding: joined, as: UTF8.self)
            }
        }
        return file.tokens.withUnsafeBufferPointer { all in
            var length = tokens.count - 1
            for index in tokens { length += all[index].length }
            return file.source.bytes.withUnsafeBufferPointer { bytes in
                String(unsafeUninitializedCapacity: length) { buffer in
                    var written = 0
                    for index in tokens {
                        if written > 0 {
                            buffer[written] = 0x1F
                            written += 1
                        }
                        let token = all[index]
                        var offset = Int(token.start)
                        let end = Int(token.end)
                        while offset < end {
                            buffer[written] = bytes[offset]
                            written += 1
                            offset += 1
                        }
                    }
                    return written
                }
            }
        }
    }

    /// Whether the text of token `index` is `literal`. The literals asked about are ASCII
    /// punctuation and keywords that no other spelling is canonically equivalent to, so equal
    /// bytes and equal strings agree.
    @inline(__always)
    static func text(of index: Int, in file: ParsedFile, is literal: StaticString) -> Bool {
        file.source.token(file.tokens[index], is: literal)
    }

    /// Names introduced by `let`/`var` in a condition: `let item = x`, `let item`,
    /// `case .some(let item)`, `let (a, b) = pair`.
    static func boundNames(in condition: [String]) -> Set<String> {
        var names = Set<String>()
        var position = 0
        while position < condition.count {
            defer { position += 1 }
            guard condition[position] == "let" || condition[position] == "var" else { continue }
            // The pattern runs until `=`, or a `,` / `)` that closes the level the keyword is on.
            var depth = 0
            var cursor = position + 1
            scan: while cursor < condition.count {
                let text = condition[cursor]
                switch text {
                case "=", "{": break scan
                case "(", "[": depth += 1
                case ")", "]":
                    if depth == 0 { break scan }
                    depth -= 1
                case "," where depth == 0: break scan
                default:
                    if let first = text.first, first == "_" || first.isLetter {
                        names.insert(text)
                    }
                }
                cursor += 1
            }
        }
        return names
    }

    /// A name token the parser would have taken for a read: not after `.`, not an argument label.
    static func isRead(_ index: Int, file: ParsedFile) -> Bool {
        let previous = file.previousSignificant(before: index)
        if let previous, file.tokens[previous].kind == .period { return false }
        if let next = file.nextSignificant(after: index), file.tokens[next].kind == .colon,
           let previous, file.tokens[previous].kind == .leftParen || file.tokens[previous].kind == .comma {
            return false
        }
        return true
    }

    /// The tokens `start...end` on one line: trivia between them one space (none inside brackets'
    /// edges), comments dropped.
    static func oneLine(from start: Int, through end: Int, in file: ParsedFile) -> String {
        var text = ""
        var space = false
        for index in start...end {
            let kind = file.tokens[index].kind
            if kind.isTrivia {
                space = space || kind == .whitespace || kind == .newline
                continue
            }
            if space, !text.hasSuffix("("), kind != .rightParen, kind != .comma { text += " " }
            space = false
            text += file.text(index)
        }
        return text
    }
}
