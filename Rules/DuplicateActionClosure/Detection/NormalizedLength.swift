import ActionLintCore

/// How many normalized tokens (see `BodyNormalization`) every action body has, from one pass over the
/// file: a prefix count, so any body's length is a subtraction. Used when actions nest so deeply
/// that reading every body would read the file many times over: only bodies whose length (or the
/// length of their guard-less rest) matches another body's can be duplicates, and only those are
/// read in full.
struct NormalizedLength {
    /// `counts[i]` = normalized tokens in `tokens[0..<i]`.
    private let counts: [Int32]

    init(file: ParsedFile) {
        let kept = BodyNormalization.keptTokens(file: file, from: 0, to: file.tokens.count)
        var counts = [Int32](repeating: 0, count: file.tokens.count + 1)
        var running: Int32 = 0
        var next = 0
        for index in 0...file.tokens.count {
            counts[index] = running
            if next < kept.count, kept[next] == index {
                running += 1
                next += 1
            }
        }
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
