import ActionLintCore

/// The one normalization every comparison of action bodies uses: significant tokens only, no
/// `;`, and no `self.` before a member (`self.title` ≡ `title`). `ActionBody` (exact keys),
/// `BodyHash` (the cheap first pass) and `NormalizedLength` (prefix counts) all follow it, so
/// the passes can never disagree about which bodies may be equal.
enum BodyNormalization {
    /// Token indices of `[start, end)` that the normalization keeps.
    static func keptTokens(file: ParsedFile, from start: Int, to end: Int) -> [Int] {
        var result: [Int] = []
        forEachKept(file: file, from: start, to: end) { result.append($0) }
        return result
    }

    /// How many tokens of `[start, end)` the normalization keeps, and the first of them.
    static func keptCount(file: ParsedFile, from start: Int, to end: Int) -> (count: Int, first: Int?) {
        var count = 0
        var first: Int?
        forEachKept(file: file, from: start, to: end) { index in
            if count == 0 { first = index }
            count += 1
        }
        return (count, first)
    }

    /// Calls `visit` with each kept token index of `[start, end)`, in order: the one walk both
    /// answers above share.
    @inline(__always)
    static func forEachKept(file: ParsedFile, from start: Int, to end: Int, _ visit: (Int) -> Void) {
        var index = start
        var previousIsPeriod = false
        while index < end {
            let token = file.tokens[index]
            if token.kind.isTrivia || token.kind == .semicolon {
                index += 1
                continue
            }
            if let period = droppedPeriod(afterSelf: index, file: file, previousIsPeriod: previousIsPeriod, end: end) {
                index = period + 1
                continue
            }
            visit(index)
            previousIsPeriod = token.kind == .period
            index += 1
        }
    }

    /// When token `index` is a `self` that only qualifies a member (`self.title`, not `x.self`
    /// or a lone `self`), the index of the `.` after it: both are dropped. Nil otherwise.
    static func droppedPeriod(afterSelf index: Int, file: ParsedFile, previousIsPeriod: Bool, end: Int) -> Int? {
        let token = file.tokens[index]
        guard token.kind == .keyword, !previousIsPeriod, file.source.token(token, is: "self"),
              let next = file.nextSignificant(after: index, before: end), file.tokens[next].kind == .period else { return nil }
        return next
    }
}
