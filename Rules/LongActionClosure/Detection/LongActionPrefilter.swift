import ActionLintCore

/// Decides from a file's tokens alone whether `long-action-closure` could report anything there:
/// whether a brace that may open an action (`ActionOpenings`) holds a body that may be longer
/// than the limits, in a file that may declare view-building members (`ViewMemberTokens`). Most
/// action bodies are short, and the engine then does not parse the file.
///
/// It must never say no where the rule would report, so it over-counts: a body's lines are the
/// line-break bytes between its first and last tokens (inside strings and comments too), plus one; its
/// statements at most those lines plus its `;`. The signature (`item in`) is counted as body.
enum LongActionPrefilter {
    static func mayHaveLongActions(_ file: ParsedFile, settings: RuleSettings) -> Bool {
        let scanner = ClosureLiteralScanner(file: file)
        let storedProperties = StoredPropertySpelling(bytes: file.source.bytes)
        guard let literals = scanner.scan(keeping: {
            ActionOpenings.mayOpenAction($0, file: file, storedProperties: storedProperties)
        }) else {
            return true
        }
        // Actions nested in actions would be read many times over; the parse is linear.
        let span = literals.reduce(0) { $0 + ($1.rightBrace - $1.leftBrace) }
        guard span <= 4 * file.tokens.count + 1024 else { return true }
        let maxStatements = settings.maxStatements
        let maxLines = settings.maxLines
        let mayBeLong = literals.contains { literal in
            let bound = bounds(file, from: literal.leftBrace + 1, to: literal.rightBrace)
            return bound.lines > maxLines || bound.statements > maxStatements
        }
        // Long closures are common in model code (completion handlers): only a file that may
        // hold views can hold a long action.
        return mayBeLong && ViewMemberTokens.mayDeclareViewMembers(file)
    }

    /// At most how many lines and statements the tokens `[start, end)` hold.
    static func bounds(_ file: ParsedFile, from start: Int, to end: Int) -> (lines: Int, statements: Int) {
        let tokens = file.tokens
        var first = start
        while first < end, tokens[first].kind == .whitespace || tokens[first].kind == .newline { first += 1 }
        guard first < end else { return (0, 0) }
        var last = end - 1
        while tokens[last].kind == .whitespace || tokens[last].kind == .newline { last -= 1 }
        var semicolons = 0
        for index in first...last where tokens[index].kind == .semicolon { semicolons += 1 }
        let lineBreaks = file.source.bytes.withUnsafeBufferPointer { bytes in
            var count = 0
            // `\r` too: a lone one ends a line (`\r\n` then counts twice, which only over-counts).
            for offset in Int(tokens[first].start)..<Int(tokens[last].end)
            where bytes[offset] == 0x0A || bytes[offset] == 0x0D {
                count += 1
            }
            return count
        }
        return (lineBreaks + 1, lineBreaks + 1 + semicolons)
    }
}
