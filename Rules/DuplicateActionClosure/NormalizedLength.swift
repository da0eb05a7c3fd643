import ActionLintCore

/// How many normalized tokens (see `ActionBody`) every action body has, from one pass over the
/// file: a prefix count, so any body's length is a subtraction. Used when actions nest so deeply
/// that reading every body would read the file many times over: only bodies whose length (or the
/// length of their guard-less rest) matches another body's can be duplicates, and only those are
/// read in full.
struct NormalizedLength {
    /// `counts[i]` = normalized tokens in `tokens[0..<i]`.
    private let counts: [Int32]

    init(file: ParsedFile) {
        var counts = [Int32](repeating: 0, count: file.tokens.count + 1)
        var running: Int32 = 0
        var dropNextPeriod = false
        var previousIsPeriod = false
        for index in file.tokens.indices {
            counts[index] = running
            let token = file.tokens[index]
            if token.kind.isTrivia || token.kind == .semicolon { continue }
            if dropNextPeriod, token.kind == .period {
                dropNextPeriod = false
                continue
            }
            dropNextPeriod = false
            if token.kind == .keyword, !previousIsPeriod, file.source.token(token, is: "self"),
               let next = ActionBody.nextSignificant(file, after: index, before: file.tokens.count), file.tokens[next].kind == .period {
                dropNextPeriod = true
                continue
            }
            running += 1
            previousIsPeriod = token.kind == .period
        }
        counts[file.tokens.count] = running
        self.counts = counts
    }

    func length(from start: Int, to end: Int) -> Int { Int(counts[end] - counts[start]) }

    /// The body's length, and the length after its first statement (a candidate guard-less
    /// rest; an `if` wrapping the whole body has no second statement and is always a candidate).
    func lengths(of closure: ClosureExpression) -> (full: Int, rest: Int?)? {
        guard let rightBrace = closure.rightBrace else { return nil }
        let full = length(from: closure.bodyStart, to: rightBrace)
        let rest = closure.statementStarts.count >= 2 ? length(from: closure.statementStarts[1], to: rightBrace) : nil
        return (full, rest)
    }
}
