import ActionLintCore

/// Lays out a closure body's lines at a new indentation. Bodies whose lines keep a consistent
/// relative indentation are shifted as a block (custom alignment survives); mis-indented bodies
/// (the seed's) are re-indented from their bracket structure. Lines inside multi-line string
/// literals and comments are never re-indented on their own: that would change a string.
enum BodyReindenter {
    /// The body's lines (without line breaks) at indentation `base`, one `unit` per level.
    static func lines(of closure: ClosureExpression, in file: ParsedFile, base: String, unit: String) -> [String] {
        guard let rightBrace = closure.rightBrace, let range = contentRange(closure, file: file, rightBrace: rightBrace) else { return [] }
        let source = file.source
        let startOffset = file.offset(range.lowerBound)
        let endOffset = Int(file.tokens[range.upperBound].end)
        let firstLine = source.line(of: startOffset)
        let lastLine = source.line(of: max(startOffset, endOffset - 1))
        let frozen = frozenLines(file: file, tokens: range)
        var texts: [String] = []
        for line in firstLine...lastLine {
            let lineRange = source.lineRange(line)
            let start = max(lineRange.lowerBound, startOffset)
            let end = min(lineRange.upperBound, endOffset)
            texts.append(start < end ? source.text(start..<end) : "")
        }
        let indents = (firstLine...lastLine).map { IndentationStyle.indentation(ofLine: $0, in: source) }
        let firstIndent = indents[0]
        let depths = structuralDepths(file: file, tokens: range, firstLine: firstLine, lastLine: lastLine)
        if isConsistentlyIndented(texts: texts, indents: indents, depths: depths, frozen: frozen, firstLine: firstLine) {
            return texts.indices.map { index in
                if index == 0 { return base + texts[0] }
                // White space inside a multi-line string is content: it moves with the string.
                if texts[index].isEmpty || (isBlank(texts[index]) && !frozen.contains(firstLine + index)) { return "" }
                return base + String(texts[index].dropFirst(firstIndent.count))
            }
        }
        if !frozen.isEmpty {
            // Cannot shift safely: keep the other lines exactly as written.
            return texts.indices.map { $0 == 0 ? base + texts[0] : texts[$0] }
        }
        return texts.indices.map { index in
            let content = index == 0 ? texts[0] : trimLeading(texts[index])
            if content.isEmpty { return "" }
            return base + String(repeating: unit, count: max(0, depths[index])) + content
        }
    }

    /// Whether the body can be shifted as a block: every line is at least as indented as the
    /// first, and every line that starts a statement at the body's own level (depth 0) is
    /// exactly as indented as the first. Deeper lines may align as they like (`case` under
    /// `switch`, arguments under a parenthesis). Without the depth-0 rule a body whose
    /// statements wander (`  a()` / `        b()`) would keep its wandering.
    static func isConsistentlyIndented(texts: [String], indents: [String], depths: [Int], frozen: Set<Int>, firstLine: Int) -> Bool {
        let firstIndent = indents[0]
        return texts.indices.dropFirst().allSatisfy { index in
            if texts[index].isEmpty || (isBlank(texts[index]) && !frozen.contains(firstLine + index)) { return true }
            guard indents[index].hasPrefix(firstIndent) else { return false }
            // String or comment content: its indentation is text, not structure.
            if frozen.contains(firstLine + index) { return true }
            return depths[index] > 0 || indents[index] == firstIndent
        }
    }

    /// First and last token of the body that are not white space or line breaks.
    static func contentRange(_ closure: ClosureExpression, file: ParsedFile, rightBrace: Int) -> ClosedRange<Int>? {
        var first = closure.bodyStart
        while first < rightBrace, file.tokens[first].kind == .whitespace || file.tokens[first].kind == .newline { first += 1 }
        var last = rightBrace - 1
        while last >= first, file.tokens[last].kind == .whitespace || file.tokens[last].kind == .newline { last -= 1 }
        return first <= last ? first...last : nil
    }

    /// Lines that start inside a token begun on an earlier line (multi-line strings, comments).
    static func frozenLines(file: ParsedFile, tokens: ClosedRange<Int>) -> Set<Int> {
        var frozen = Set<Int>()
        for index in tokens {
            let token = file.tokens[index]
            guard token.length > 1, mayHoldLineBreak(token.kind) else { continue }
            let first = file.source.line(of: Int(token.start))
            let last = file.source.line(of: Int(token.end) - 1)
            if last > first { for line in (first + 1)...last { frozen.insert(line) } }
            // A line break right at a token's end still leaves the next line outside it.
        }
        return frozen
    }

    /// Comments, string pieces, regex literals and unknown stretches may hold a line break; a
    /// name, a number, an operator or punctuation never does (nor a newline token past its own).
    static func mayHoldLineBreak(_ kind: TokenKind) -> Bool {
        switch kind {
        case .blockComment, .docBlockComment, .stringStart, .stringSegment, .stringEnd, .regexLiteral, .unknown, .shebang, .whitespace:
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
        func commit() {
            guard currentLine >= firstLine else { return }
            depths[currentLine - firstLine] = lineStartDepth - leadingClosers
        }
        for index in tokens {
            let token = file.tokens[index]
            if token.kind == .whitespace || token.kind == .newline { continue }
            let line = file.source.line(of: Int(token.start))
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

    static func isBlank(_ text: String) -> Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }

    static func trimLeading(_ text: String) -> String { String(text.drop(while: { $0 == " " || $0 == "\t" })) }
}
