/// Decides whether a token after a line break starts a new statement or continues the last.
enum StatementBoundary {
    /// Tokens that cannot start a statement: they continue the previous one (`.modifier()` on
    /// the next line, `else`, a binary operator, a closing bracket).
    @inline(__always)
    static func continuesStatement(_ kind: TokenKind, word: ParserWord) -> Bool {
        switch kind {
        case .period, .binaryOperator, .postfixOperator, .colon, .comma, .arrow, .equal, .rightBrace, .rightParen,
             .rightSquare, .rightAngle, .semicolon:
            return true
        case .keyword:
            return word == .else || word == .catch || word == .where || word == .as || word == .is
        default:
            return false
        }
    }

    /// Tokens after which the statement must go on (`=`, `+`, `(`, `try`, …).
    @inline(__always)
    static func expectsMore(after kind: TokenKind?, word: ParserWord) -> Bool {
        guard let kind else { return false }
        switch kind {
        case .binaryOperator, .prefixOperator, .equal, .period, .comma, .leftParen, .leftSquare, .colon, .arrow,
             .interpolationStart, .leftAngle:
            return true
        case .keyword:
            return word == .try || word == .await || word == .as || word == .is
        default:
            return false
        }
    }
}
