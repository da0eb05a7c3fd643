/// The token walks that reading a declaration needs, shared by the module index
/// (`DeclarationReader`) and a file's own declarations (`DeclaredTypes`).
public enum DeclarationTokens {
    /// Significant tokens after `start` up to (not including) a depth-0 token `stops` accepts, a
    /// `;`, a closing bracket of an outer level, or the end of the line (a line going on with
    /// `.`, an operator or `->` does not end it); and where it stopped.
    public static func collect(in file: ParsedFile, after start: Int, end: Int,
                               stops: (TokenKind) -> Bool) -> ([Int], Int?) {
        var tokens: [Int] = []
        var depth = 0
        var cursor = file.nextSignificant(after: start, before: end)
        while let index = cursor {
            let kind = file.tokens[index].kind
            if depth == 0 {
                if stops(kind) || kind == .semicolon || kind == .rightBrace || kind == .rightParen
                    || kind == .rightSquare { return (tokens, index) }
                if !tokens.isEmpty, startsLine(index, in: file), kind != .period, kind != .binaryOperator,
                   kind != .arrow { return (tokens, index) }
            }
            switch kind {
            case .leftParen, .leftSquare, .leftBrace, .leftAngle: depth += 1
            case .rightParen, .rightSquare, .rightBrace, .rightAngle: depth -= 1
            default: break
            }
            tokens.append(index)
            cursor = file.nextSignificant(after: index, before: end)
        }
        return (tokens, nil)
    }

    /// Whether a line break comes before the token with only trivia between.
    public static func startsLine(_ index: Int, in file: ParsedFile) -> Bool {
        var cursor = index - 1
        while cursor >= 0, file.tokens[cursor].kind.isTrivia {
            if file.tokens[cursor].kind == .newline { return true }
            cursor -= 1
        }
        return false
    }

    /// The `(` of the `)` at `close`, within the braces around it (nil past one).
    public static func openParen(of close: Int, in file: ParsedFile) -> Int? {
        var depth = 0
        var cursor = close
        while cursor >= 0 {
            switch file.tokens[cursor].kind {
            case .rightParen: depth += 1
            case .leftParen:
                depth -= 1
                if depth == 0 { return cursor }
            case .leftBrace, .rightBrace: return nil
            default: break
            }
            cursor -= 1
        }
        return nil
    }
}
