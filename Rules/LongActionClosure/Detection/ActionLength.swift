import ActionLintCore

/// How long an action closure's body is: its top-level statements, and the lines from its first
/// token to its last (comments included; the braces' lines only when the body starts or ends
/// on them, so `{ save() }` is one line).
struct ActionLength {
    var statements: Int
    var lines: Int

    init(_ closure: ClosureExpression, rightBrace: Int, file: ParsedFile) {
        statements = closure.statementStarts.count
        lines = ActionLength.lines(file: file, from: closure.bodyStart, to: rightBrace)
    }

    /// Lines from the first to the last token of `[start, end)` that is not white space.
    static func lines(file: ParsedFile, from start: Int, to end: Int) -> Int {
        var first = start
        while first < end, file.tokens[first].kind == .whitespace || file.tokens[first].kind == .newline { first += 1 }
        guard first < end else { return 0 }
        var last = end - 1
        while file.tokens[last].kind == .whitespace || file.tokens[last].kind == .newline { last -= 1 }
        let source = file.source
        return source.line(of: Int(file.tokens[last].end) - 1) - source.line(of: file.offset(first)) + 1
    }

    func exceeds(_ settings: RuleSettings) -> Bool {
        statements > settings.maxStatements || lines > settings.maxLines
    }
}
