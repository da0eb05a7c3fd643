import ActionLintCore

/// Lays out a closure body's lines at a new indentation. Bodies whose lines keep a consistent
/// relative indentation are shifted as a block (custom alignment survives); mis-indented bodies
/// (the seed's) are re-indented from their bracket structure. Lines inside multi-line string
/// literals and comments are never re-indented on their own: that would change a string.
///
/// Lines are measured on the file's bytes. Leading white space is spaces and tabs, one byte and
/// one `Character` each; where a line's first byte after it is not ASCII (a combining mark
/// would join the last space into one `Character`), the line is cut as a `String` instead.
enum BodyReindenter {
    /// One line of the body: the bytes it contributes and its indentation.
    struct Line {
        /// Where the whole line starts.
        var lineStart: Int
        /// The line's part of the body (the first line starts at the body's first token).
        var start: Int
        var end: Int
        /// Bytes of leading spaces and tabs of the whole line.
        var indent: Int
        /// Whether the line is empty or only spaces and tabs.
        var isBlank: Bool
    }

    /// The body's lines at indentation `base`, one `unit` per level, each after a `lineEnding`.
    /// `withoutLeadingComments`: the comment lines before the first statement stay at the sites
    /// (`SiteComments`).
    static func write(_ closure: ClosureExpression, in file: ParsedFile, base: String, unit: String, lineEnding: String,
                      withoutLeadingComments: Bool = false, into writer: inout TextWriter) {
        forEachLine(of: closure, in: file, base: base, unit: unit,
                    withoutLeadingComments: withoutLeadingComments) { piece in
            writer.write(lineEnding)
            piece(&writer)
        }
    }

    /// Calls `emit` once per line of the body, in order, with what writes that line.
    static func forEachLine(of closure: ClosureExpression, in file: ParsedFile, base: String, unit: String,
                            withoutLeadingComments: Bool = false, _ emit: ((inout TextWriter) -> Void) -> Void) {
        guard let rightBrace = closure.rightBrace,
              let range = contentRange(closure, file: file, rightBrace: rightBrace,
                                       withoutLeadingComments: withoutLeadingComments) else { return }
        let source = file.source
        let startOffset = file.offset(range.lowerBound)
        let endOffset = Int(file.tokens[range.upperBound].end)
        let firstLine = source.line(of: startOffset)
        let lastLine = source.line(of: max(startOffset, endOffset - 1))
        let frozen = frozenLines(file: file, tokens: range, firstLine: firstLine, lastLine: lastLine)
        let lines = source.bytes.withUnsafeBufferPointer { bytes in
            (firstLine...lastLine).map { line in
                let lineRange = source.lineRange(line)
                let indent = IndentationStyle.indentationEnd(in: lineRange, of: source.bytes)
                let start = max(lineRange.lowerBound, startOffset)
                let end = max(start, min(lineRange.upperBound, endOffset))
                var isBlank = true
                for offset in start..<end
                where bytes[offset] != UInt8(ascii: " ") && bytes[offset] != UInt8(ascii: "\t") {
                    isBlank = false
                    break
                }
                return Line(lineStart: lineRange.lowerBound, start: start, end: end,
                            indent: indent - lineRange.lowerBound, isBlank: isBlank)
            }
        }
        let depths = structuralDepths(file: file, tokens: range, firstLine: firstLine, lastLine: lastLine)
        let first = lines[0].start..<lines[0].end
        if isConsistentlyIndented(lines, depths: depths, frozen: frozen, source: source) {
            let firstIndent = lines[0].indent
            for (index, line) in lines.enumerated() {
                emit { writer in
                    if index == 0 {
                        writer.write(base)
                        writer.write(first, of: source)
                        return
                    }
                    // White space inside a multi-line string is content: it moves with the string.
                    if line.start == line.end || (line.isBlank && !frozen[index]) { return }
                    writer.write(base)
                    writeDropping(firstIndent, from: line, source: source, into: &writer)
                }
            }
            return
        }
        if frozen.contains(true) {
            // Cannot shift safely: keep the other lines exactly as written.
            for (index, line) in lines.enumerated() {
                emit { writer in
                    if index == 0 { writer.write(base) }
                    writer.write(line.start..<line.end, of: source)
                }
            }
            return
        }
        for (index, line) in lines.enumerated() {
            emit { writer in
                let content: Range<Int>
                if index == 0 {
                    content = first
                } else {
                    let cut = IndentationStyle.indentationEnd(in: line.start..<line.end, of: source.bytes)
                    if cut == line.end { return }
                    guard source.bytes[cut] < 0x80 else {
                        // A non-ASCII character after the white space: trim it as a string.
                        let trimmed = trimLeading(source.text(line.start..<line.end))
                        if trimmed.isEmpty { return }
                        writer.write(base)
                        writer.write(unit, times: depths[index])
                        writer.write(trimmed)
                        return
                    }
                    content = cut..<line.end
                }
                writer.write(base)
                writer.write(unit, times: depths[index])
                writer.write(content, of: source)
            }
        }
    }

    /// The line's text without its first `count` characters, which are spaces and tabs.
    static func writeDropping(_ count: Int, from line: Line, source: SourceFile, into writer: inout TextWriter) {
        let cut = line.start + count
        if cut >= line.end { return }
        if source.bytes[cut] < 0x80 {
            writer.write(cut..<line.end, of: source)
        } else {
            writer.write(String(source.text(line.start..<line.end).dropFirst(count)))
        }
    }

    /// Whether the body can be shifted as a block: every line is at least as indented as the
    /// first, and every line that starts a statement at the body's own level (depth 0) is
    /// exactly as indented as the first. Deeper lines may align as they like (`case` under
    /// `switch`, arguments under a parenthesis). Without the depth-0 rule a body whose
    /// statements wander (`  a()` / `        b()`) would keep its wandering.
    static func isConsistentlyIndented(_ lines: [Line], depths: [Int], frozen: [Bool], source: SourceFile) -> Bool {
        let first = lines[0]
        return source.bytes.withUnsafeBufferPointer { bytes in
            lines.indices.dropFirst().allSatisfy { index in
                let line = lines[index]
                if line.start == line.end || (line.isBlank && !frozen[index]) { return true }
                // The line's indentation starts with the first line's (both are spaces and tabs).
                guard line.indent >= first.indent else { return false }
                for offset in 0..<first.indent where bytes[line.lineStart + offset] != bytes[first.lineStart + offset] {
                    return false
                }
                // String or comment content: its indentation is text, not structure.
                if frozen[index] { return true }
                return depths[index] > 0 || line.indent == first.indent
            }
        }
    }

    /// First and last token of the body that are not white space or line breaks.
    /// The body's tokens without the white space around them, and without a comment that ends
    /// the opening line (`.onTapGesture { // the whole row`): that one describes the call and
    /// stays there (`CallSiteRewriter.openingComment`).
    static func contentRange(_ closure: ClosureExpression, file: ParsedFile, rightBrace: Int,
                             withoutLeadingComments: Bool = false) -> ClosedRange<Int>? {
        var first = closure.bodyStart
        if let comment = CallSiteRewriter.openingComment(of: closure, in: file) { first = comment + 1 }
        if withoutLeadingComments, let comment = SiteComments.leading(of: closure, in: file).last {
            first = comment + 1
        }
        while first < rightBrace, file.tokens[first].kind == .whitespace || file.tokens[first].kind == .newline {
            first += 1
        }
        var last = rightBrace - 1
        while last >= first, file.tokens[last].kind == .whitespace || file.tokens[last].kind == .newline {
            last -= 1
        }
        return first <= last ? first...last : nil
    }

    /// Lines that start inside a token begun on an earlier line (multi-line strings, comments),
    /// by position in `firstLine...lastLine`.
    static func frozenLines(file: ParsedFile, tokens: ClosedRange<Int>, firstLine: Int, lastLine: Int) -> [Bool] {
        var frozen = [Bool](repeating: false, count: lastLine - firstLine + 1)
        var lines = LineCursor(file.source, at: Int(file.tokens[tokens.lowerBound].start))
        for index in tokens {
            let token = file.tokens[index]
            guard token.length > 1, mayHoldLineBreak(token.kind) else { continue }
            let first = lines.line(of: Int(token.start))
            var lastOfToken = first
            while lastOfToken < lines.lineStarts.count, lines.lineStarts[lastOfToken] <= Int(token.end) - 1 {
                lastOfToken += 1
            }
            // A line break right at a token's end still leaves the next line outside it.
            if lastOfToken > first {
                for line in (first + 1)...lastOfToken where line >= firstLine && line <= lastLine {
                    frozen[line - firstLine] = true
                }
            }
        }
        return frozen
    }

    /// `SourceFile.line(of:)` for offsets that never decrease: walks the line starts instead of
    /// searching them.
    struct LineCursor {
        let lineStarts: [Int]
        /// 1-based line of the last offset asked about.
        var current: Int

        init(_ source: SourceFile, at offset: Int) {
            lineStarts = source.lineStarts
            current = source.line(of: offset)
        }

        mutating func line(of offset: Int) -> Int {
            while current < lineStarts.count, lineStarts[current] <= offset { current += 1 }
            return current
        }
    }

    /// Comments, string pieces, regex literals and unknown stretches may hold a line break; a
    /// name, a number, an operator or punctuation never does (nor a newline token past its own).
    static func mayHoldLineBreak(_ kind: TokenKind) -> Bool {
        switch kind {
        case .blockComment, .docBlockComment, .stringStart, .stringSegment, .stringEnd, .regexLiteral,
             .unknown, .shebang, .whitespace:
            return true
        default:
            return false
        }
    }

    /// Bracket depth at the start of each line, less the closers that open the line, plus one
    /// for a line continuing an expression (`.modifier`, a binary operator).
    static func structuralDepths(file: ParsedFile, tokens: ClosedRange<Int>, firstLine: Int, lastLine: Int) -> [Int] {
        var depths = [Int](repeating: 0, count: lastLine - firstLine + 1)
        var depth = 0
        var currentLine = firstLine - 1
        var atLineStart = false
        var leadingClosers = 0
        var lineStartDepth = 0
        var previousSignificant: TokenKind?
        var lines = LineCursor(file.source, at: Int(file.tokens[tokens.lowerBound].start))
        func commit() {
            guard currentLine >= firstLine else { return }
            depths[currentLine - firstLine] = lineStartDepth - leadingClosers
        }
        for index in tokens {
            let token = file.tokens[index]
            if token.kind == .whitespace || token.kind == .newline { continue }
            let line = lines.line(of: Int(token.start))
            if line != currentLine {
                commit()
                currentLine = line
                atLineStart = true
                leadingClosers = 0
                lineStartDepth = depth
                if isContinuation(token.kind) || continuesAfter(previousSignificant) { lineStartDepth += 1 }
            }
            switch token.kind {
            case .leftBrace, .leftParen, .leftSquare:
                depth += 1
                atLineStart = false
            case .rightBrace, .rightParen, .rightSquare:
                depth -= 1
                if atLineStart { leadingClosers += 1 }
            default:
                atLineStart = false
            }
            if !token.kind.isTrivia { previousSignificant = token.kind }
        }
        commit()
        return depths
    }

    static func isContinuation(_ kind: TokenKind) -> Bool {
        kind == .period || kind == .binaryOperator
    }

    static func continuesAfter(_ kind: TokenKind?) -> Bool {
        kind == .binaryOperator || kind == .equal || kind == .arrow
    }

    static func trimLeading(_ text: String) -> String { String(text.drop(while: { $0 == " " || $0 == "\t" })) }
}
