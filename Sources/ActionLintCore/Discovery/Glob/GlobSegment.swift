/// One `/`-separated part of a compiled glob.
enum GlobSegment: Hashable, Sendable {
    /// `**`: zero or more whole path segments.
    case globstar
    /// Anything else: matches exactly one path segment.
    case pattern([GlobToken])

    var isGlobstar: Bool { self == .globstar }

    /// Wildcard matching with a single backtrack point: on a mismatch, the most recent `*`
    /// takes one more scalar. Earlier stars never need revisiting, so the cost is bounded by
    /// tokens × scalars whatever the pattern (no exponential blow-up on `*a*a*a*…`).
    func matches(_ name: [Unicode.Scalar]) -> Bool {
        guard case let .pattern(tokens) = self else { return true }
        var token = 0
        var position = 0
        var lastStar: Int?
        var starPosition = 0
        while position < name.count {
            if token < tokens.count, tokens[token] == .star {
                lastStar = token
                starPosition = position
                token += 1
            } else if token < tokens.count, tokens[token].matches(name[position]) {
                token += 1
                position += 1
            } else if let star = lastStar {
                token = star + 1
                starPosition += 1
                position = starPosition
            } else {
                return false
            }
        }
        while token < tokens.count, tokens[token] == .star { token += 1 }
        return token == tokens.count
    }

    /// Compiles one segment's text (already free of `/` and of `{…}` alternatives).
    static func compile(_ scalars: [Unicode.Scalar], pattern: String) throws(GlobError) -> GlobSegment {
        if scalars == ["*", "*"] { return .globstar }
        var tokens: [GlobToken] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "*":
                // `a**b` inside a segment means the same as `a*b`.
                if tokens.last != .star { tokens.append(.star) }
                index += 1
            case "?":
                tokens.append(.anyScalar)
                index += 1
            case "[":
                guard let (token, end) = GlobToken.characterClass(in: scalars, openingAt: index) else {
                    throw GlobError(pattern: pattern, reason: "unclosed '['")
                }
                tokens.append(token)
                index = end
            case "\\":
                guard index + 1 < scalars.count else {
                    throw GlobError(pattern: pattern, reason: "'\\' at the end of a segment escapes nothing")
                }
                tokens.append(.literal(scalars[index + 1]))
                index += 2
            default:
                tokens.append(.literal(scalar))
                index += 1
            }
        }
        return .pattern(tokens)
    }
}
