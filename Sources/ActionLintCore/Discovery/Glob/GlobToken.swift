/// One element of a compiled path segment: everything but `star` matches exactly one scalar.
enum GlobToken: Hashable, Sendable {
    case literal(Unicode.Scalar)
    /// `?`
    case anyScalar
    /// `*`: any run of scalars within one segment.
    case star
    /// `[abc]`, `[a-z]`, `[!x]` (or `[^x]`).
    case characterClass(ranges: [ClosedRange<Unicode.Scalar>], negated: Bool)

    func matches(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case let .literal(expected): return scalar == expected
        case .anyScalar: return true
        case .star: return true
        case let .characterClass(ranges, negated): return ranges.contains { $0.contains(scalar) } != negated
        }
    }

    /// Reads the class that opens at `scalars[start]` (a `[`); returns it and the index after
    /// its `]`, or nil when it is never closed. A `]` right after `[` or `[!` is a member, as in
    /// shells, so `[]]` matches a bracket.
    static func characterClass(in scalars: [Unicode.Scalar], openingAt start: Int) -> (token: GlobToken, end: Int)? {
        var index = start + 1
        var negated = false
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var isFirst = true
        while index < scalars.count {
            if scalars[index] == "]", !isFirst {
                return (.characterClass(ranges: ranges, negated: negated), index + 1)
            }
            isFirst = false
            guard let (low, afterLow) = member(in: scalars, at: index) else { return nil }
            index = afterLow
            // `a-z` is a range; a `-` just before `]` is a plain member.
            if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]",
               let (high, afterHigh) = member(in: scalars, at: index + 1) {
                ranges.append(min(low, high)...max(low, high))
                index = afterHigh
            } else {
                ranges.append(low...low)
            }
        }
        return nil
    }

    /// One class member, honouring a backslash escape; nil when the pattern ends mid-escape.
    private static func member(in scalars: [Unicode.Scalar], at index: Int) -> (Unicode.Scalar, Int)? {
        if scalars[index] == "\\" {
            guard index + 1 < scalars.count else { return nil }
            return (scalars[index + 1], index + 2)
        }
        return (scalars[index], index + 1)
    }
}
