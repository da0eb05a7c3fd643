import ActionLintCore

/// The one normalization every comparison of action bodies uses: significant tokens only, no
/// `;`, no `self.` before a member (`self.title` ≡ `title`), and a multi-line string's segments
/// by the content Swift reads (`comparedBytes`). `ActionBody` (exact keys), `BodyShape` (keys
/// with values taken out), `BodyHash` (the cheap first pass) and `NormalizedLength` (prefix
/// counts) all follow it, so the passes can never disagree about which bodies may be equal.
enum BodyNormalization {
    /// What a kept token compares by when its bytes do not: a segment of a multi-line string
    /// literal stands for its lines without the literal's indentation (`MultilineStringContent`),
    /// so the same text at two depths is one value. Nil for every other token (its own bytes).
    @inline(__always)
    static func comparedBytes(of index: Int, file: ParsedFile) -> [UInt8]? {
        file.tokens[index].kind == .stringSegment ? MultilineStringContent.strippedSegment(at: index, file: file) : nil
    }

    /// The text a kept token compares by: `comparedBytes` decoded, or the token's own text.
    static func comparedText(of index: Int, file: ParsedFile) -> String {
        comparedBytes(of: index, file: file).map { String(decoding: $0, as: UTF8.self) } ?? file.text(index)
    }

    /// Token indices of `[start, end)` that the normalization keeps.
    static func keptTokens(file: ParsedFile, from start: Int, to end: Int) -> [Int] {
        var result: [Int] = []
        // At most one index per token: one allocation instead of growing as it goes.
        result.reserveCapacity(max(0, end - start))
        forEachKept(file: file, from: start, to: end) { result.append($0) }
        return result
    }

    /// The first token of `[start, end)` the normalization keeps: what `forEachKept` visits
    /// first, without walking the rest of the body.
    static func firstKept(file: ParsedFile, from start: Int, to end: Int) -> Int? {
        file.tokens.withUnsafeBufferPointer { tokens in
            let end = min(end, tokens.count)
            var index = max(start, 0)
            while index < end {
                let kind = tokens[index].kind
                if kind.isTrivia || kind == .semicolon {
                    index += 1
                } else if kind == .keyword,
                          let period = qualifyingPeriod(afterSelf: index, tokens, file: file, end: end) {
                    index = period + 1
                } else {
                    return index
                }
            }
            return nil
        }
    }

    /// When keyword token `index` is a `self` followed by a `.` before `end` (`self.member`),
    /// the index of that `.`: both go. Nil otherwise. (The caller rules out `x.self`.)
    @inline(__always)
    static func qualifyingPeriod(afterSelf index: Int, _ tokens: UnsafeBufferPointer<Token>,
                                 file: ParsedFile, end: Int) -> Int? {
        guard file.source.token(tokens[index], is: "self") else { return nil }
        var next = index + 1
        while next < end, tokens[next].kind.isTrivia { next += 1 }
        return next < end && tokens[next].kind == .period ? next : nil
    }

    /// Calls `visit` with each kept token index of `[start, end)`, in order: the one walk both
    /// answers above share.
    @inline(__always)
    static func forEachKept(file: ParsedFile, from start: Int, to end: Int, _ visit: (Int) -> Void) {
        file.tokens.withUnsafeBufferPointer { tokens in
            let end = min(end, tokens.count)
            var index = max(start, 0)
            var previousIsPeriod = false
            while index < end {
                let kind = tokens[index].kind
                if kind.isTrivia || kind == .semicolon {
                    index += 1
                    continue
                }
                if kind == .keyword, !previousIsPeriod,
                   let period = qualifyingPeriod(afterSelf: index, tokens, file: file, end: end) {
                    index = period + 1
                    continue
                }
                visit(index)
                previousIsPeriod = kind == .period
                index += 1
            }
        }
    }

}
