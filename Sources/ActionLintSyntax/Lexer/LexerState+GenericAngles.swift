/// Telling generic angle brackets (`Array<Int>`, `func f<T>`) from comparison operators.
///
/// One bounded scan from a `<` that touches a name decides it, and also settles every `<`
/// nested inside the scanned stretch, so no byte is scanned by more than a couple of
/// lookaheads: the cost stays linear even for `a<a<a<…`.
extension LexerState {
    /// A `<` or `>` an earlier lookahead classified as a generic angle bracket.
    mutating func classifiedAngle() -> TokenKind? {
        while nextAngle < angleOffsets.count, angleOffsets[nextAngle] < position { nextAngle += 1 }
        guard nextAngle < angleOffsets.count, angleOffsets[nextAngle] == position else { return nil }
        nextAngle += 1
        return buffer[position] == UInt8(ascii: "<") ? .leftAngle : .rightAngle
    }

    /// Whether an earlier lookahead already found that the `<` here is an operator.
    mutating func isRejectedAngle() -> Bool {
        while nextRejected < rejectedAngles.count, rejectedAngles[nextRejected] < position { nextRejected += 1 }
        return nextRejected < rejectedAngles.count && rejectedAngles[nextRejected] == position
    }

    /// Decides whether the `<` here opens generic arguments or parameters: it must touch the
    /// name before it and close, within a bounded stretch of type-like characters, before a
    /// character that may follow a type. The brackets found are remembered, and so are the
    /// nested `<` the scan proved to be operators.
    mutating func lookaheadGenericArguments() -> TokenKind? {
        guard position > 0, let previous = tokens.last, previous.kind == .identifier || previous.kind == .keyword,
              previous.end == Int32(truncatingIfNeeded: position) else { return nil }
        // A mark that goes on the operator (`<` and U+FE00) makes a longer operator of it.
        if byte(at: position + 1) >= 0x80, startsUnicodeOperatorContinuation(at: position + 1) { return nil }
        var scan = AngleScan()
        let limit = min(count, position + LexerState.genericLookaheadLimit)
        var index = position + 1
        defer { lookaheadBytes += index - position }
        scanning: while index < limit {
            switch buffer[index] {
            case UInt8(ascii: "<"):
                scan.open(at: index)
            case UInt8(ascii: ">"):
                if scan.close(at: index) {
                    guard canFollowGenericArguments(index + 1) else { break scanning }
                    angleOffsets.append(contentsOf: scan.offsets)
                    angleOffsets.append(index)
                    return .leftAngle
                }
            case UInt8(ascii: "-"):
                // The arrow of a function type: `Binding<() -> Void>`.
                guard byte(at: index + 1) == UInt8(ascii: ">") else { break scanning }
                index += 1
            default:
                guard isTypeCharacter(buffer[index]) else { break scanning }
            }
            index += 1
        }
        // Running into the limit says nothing about `<` near its end: leave those undecided.
        let decidedBefore = index >= limit && limit < count ? position + LexerState.genericLookaheadLimit / 2 : count
        settleNestedAngles(scan, decidedBefore: decidedBefore)
        return nil
    }

    /// Bytes allowed between generic angle brackets besides `<`, `>` and `->`.
    @inline(__always)
    func isTypeCharacter(_ current: UInt8) -> Bool {
        switch current {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "!"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "&"),
             UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "@"),
             UInt8(ascii: "`"), UInt8(ascii: "$"):
            return true
        default:
            return current >= 0x80 || classes[Int(current)].contains(.identifierBody)
        }
    }

    /// After the outer `<` failed: a nested pair that closed inside the scanned stretch is
    /// decided exactly as its own lookahead would (same bytes, same rules); a nested `<` that
    /// never closed would run into the same stop, so it is an operator.
    mutating func settleNestedAngles(_ scan: AngleScan, decidedBefore: Int) {
        var rejected: [Int] = []
        var markedThrough = -1
        for pair in scan.closedPairs.sorted(by: { $0.open < $1.open }) {
            let openOffset = scan.offsets[pair.open]
            guard openOffset < decidedBefore, pair.open > markedThrough else { continue }
            if endsName(before: openOffset), canFollowGenericArguments(scan.offsets[pair.close] + 1) {
                angleOffsets.append(contentsOf: scan.offsets[pair.open...pair.close])
                markedThrough = pair.close
            } else {
                rejected.append(openOffset)
            }
        }
        for openIndex in scan.unclosed where scan.offsets[openIndex] < decidedBefore {
            rejected.append(scan.offsets[openIndex])
        }
        rejectedAngles.append(contentsOf: rejected.sorted())
    }

    /// Whether a name (identifier or keyword, not a number) ends just before `offset`.
    func endsName(before offset: Int) -> Bool {
        var start = offset
        while start > 0, isClass(start - 1, .identifierBody) { start -= 1 }
        guard start < offset else {
            let last = byte(at: offset - 1)
            return last == UInt8(ascii: "`") || last >= 0x80
        }
        return !isClass(start, .digit) || byte(at: start - 1) == UInt8(ascii: "$")
    }

    func canFollowGenericArguments(_ index: Int) -> Bool {
        guard index < count else { return true }
        switch buffer[index] {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ":"),
             UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
             UInt8(ascii: "&"):
            return true
        default:
            return false
        }
    }
}
