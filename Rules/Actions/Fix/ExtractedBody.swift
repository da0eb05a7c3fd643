import ActionLintCore

/// One action closure an extraction replaces: its site, its closure, and its body's normalized
/// tokens (`BodyNormalization`), which naming reads.
struct ExtractedBody {
    let site: ActionSite
    let closure: ClosureExpression
    let kept: [Int]

    /// Identifiers (and keywords) the body uses on their own (not after a `.`): a member with one
    /// of these names would shadow what the body calls. String contents and numbers are not names.
    func unqualifiedNames(in file: ParsedFile) -> [String] {
        var names: [String] = []
        forEachUnqualifiedName(in: file) { index in
            names.append(file.text(index))
            return false
        }
        return names
    }

    /// Whether `name` is one of `unqualifiedNames(in:)`, without building their texts.
    func usesUnqualified(_ name: String, in file: ParsedFile) -> Bool {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return unqualifiedNames(in: file).contains(name) }
        var name = name
        return name.withUTF8 { spelling in
            file.source.bytes.withUnsafeBufferPointer { bytes in
                forEachUnqualifiedName(in: file) { index in
                    let token = file.tokens[index]
                    var isASCII = true
                    for offset in token.range where bytes[offset] >= 0x80 { isASCII = false; break }
                    // A non-ASCII spelling may still be canonically equivalent to the name.
                    guard isASCII else { return file.text(index) == String(decoding: spelling, as: UTF8.self) }
                    guard token.length == spelling.count else { return false }
                    for offset in 0..<spelling.count where bytes[Int(token.start) + offset] != spelling[offset] {
                        return false
                    }
                    return true
                }
            }
        }
    }

    /// Calls `visit` with the token index of each identifier or keyword of the body that does not
    /// follow a `.`, until it returns true; whether one did.
    @discardableResult
    func forEachUnqualifiedName(in file: ParsedFile, _ visit: (Int) -> Bool) -> Bool {
        for (position, index) in kept.enumerated() {
            let kind = file.tokens[index].kind
            // Keywords stay in: a member may never be named like one the body uses.
            guard kind == .identifier || kind == .keyword,
                  position == 0 || !file.source.token(file.tokens[kept[position - 1]], is: ".") else { continue }
            if visit(index) { return true }
        }
        return false
    }
}
