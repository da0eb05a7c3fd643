/// Expands `{a,b}` alternatives (nested too) into plain patterns before compiling, so that an
/// alternative may hold a `/` (`{Sources,Tests/Unit}/**`). Escapes and `[…]` classes are kept
/// as written for the segment compiler; braces inside them are not alternatives.
enum GlobBraceExpander {
    /// `{a,b}{c,d}…` multiplies; past this many results the pattern is rejected instead of
    /// exhausting memory.
    static let maximumExpansions = 1024

    static func expand(_ scalars: [Unicode.Scalar], pattern: String) throws(GlobError) -> [[Unicode.Scalar]] {
        guard let open = firstOpeningBrace(in: scalars) else { return [scalars] }
        let (alternatives, close) = try split(scalars, openingAt: open, pattern: pattern)
        let prefix = scalars[..<open]
        let suffix = scalars[(close + 1)...]
        var results: [[Unicode.Scalar]] = []
        for alternative in alternatives {
            let expanded = try expand(Array(prefix) + alternative + Array(suffix), pattern: pattern)
            results += expanded
            if results.count > maximumExpansions {
                throw GlobError(pattern: pattern, reason: "more than \(maximumExpansions) '{…}' alternatives")
            }
        }
        return results
    }

    /// The index of the first `{` that is not escaped and not inside a class.
    private static func firstOpeningBrace(in scalars: [Unicode.Scalar]) -> Int? {
        var index = 0
        while index < scalars.count {
            switch scalars[index] {
            case "\\": index += 2
            case "[": index = GlobToken.characterClass(in: scalars, openingAt: index)?.end ?? index + 1
            case "{": return index
            default: index += 1
            }
        }
        return nil
    }

    /// The top-level comma-separated parts of the group opening at `open`, and its `}` index.
    private static func split(
        _ scalars: [Unicode.Scalar], openingAt open: Int, pattern: String
    ) throws(GlobError) -> (alternatives: [[Unicode.Scalar]], close: Int) {
        var alternatives: [[Unicode.Scalar]] = []
        var partStart = open + 1
        var nesting = 0
        var index = open + 1
        while index < scalars.count {
            switch scalars[index] {
            case "\\":
                index += 2
                continue
            case "[":
                index = GlobToken.characterClass(in: scalars, openingAt: index)?.end ?? index + 1
                continue
            case "{": nesting += 1
            case "}" where nesting > 0: nesting -= 1
            case "}":
                alternatives.append(Array(scalars[partStart..<index]))
                return (alternatives, index)
            case "," where nesting == 0:
                alternatives.append(Array(scalars[partStart..<index]))
                partStart = index + 1
            default: break
            }
            index += 1
        }
        throw GlobError(pattern: pattern, reason: "unclosed '{'")
    }
}
