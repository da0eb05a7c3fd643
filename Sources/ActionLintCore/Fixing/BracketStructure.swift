/// A summary of a file's bracket nesting, compared before and after a fix: a fix must never
/// leave a brace, parenthesis or bracket unbalanced that was balanced before.
public struct BracketStructure: Equatable, Sendable {
    /// Closers without an opener, and openers never closed.
    public var unmatched: Int
    public var unknownTokens: Int

    public init(tokens: [Token]) {
        var stack: [TokenKind] = []
        var unmatched = 0
        var unknown = 0
        for token in tokens {
            switch token.kind {
            case .leftBrace, .leftParen, .leftSquare, .interpolationStart:
                stack.append(token.kind)
            case .rightBrace, .rightParen, .rightSquare, .interpolationEnd:
                if let open = stack.popLast(), BracketStructure.closes(open, token.kind) { continue }
                unmatched += 1
            case .unknown:
                unknown += 1
            default:
                break
            }
        }
        self.unmatched = unmatched + stack.count
        self.unknownTokens = unknown
    }

    static func closes(_ open: TokenKind, _ close: TokenKind) -> Bool {
        switch (open, close) {
        case (.leftBrace, .rightBrace), (.leftParen, .rightParen), (.leftSquare, .rightSquare), (.interpolationStart, .interpolationEnd):
            return true
        default:
            return false
        }
    }
}
