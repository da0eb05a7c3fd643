/// Decides whether a token after a line break starts a new statement or continues the last.
enum StatementBoundary {
    /// Tokens that cannot start a statement: they continue the previous one (`.modifier()` on
    /// the next line, `else`, a binary operator, a closing bracket).
    static func continuesStatement(_ kind: TokenKind, text: String) -> Bool {
        switch kind {
        case .period, .binaryOperator, .postfixOperator, .colon, .comma, .arrow, .equal, .rightBrace, .rightParen,
             .rightSquare, .rightAngle, .semicolon:
            return true
        case .keyword:
            return text == "else" || text == "catch" || text == "where" || text == "as" || text == "is"
        default:
            return false
        }
    }

    /// Tokens after which the statement must go on (`=`, `+`, `(`, `try`, …).
    static func expectsMore(after kind: TokenKind?, text: String) -> Bool {
        guard let kind else { return false }
        switch kind {
        case .binaryOperator, .prefixOperator, .equal, .period, .comma, .leftParen, .leftSquare, .colon, .arrow,
             .interpolationStart, .leftAngle:
            return true
        case .keyword:
            return text == "try" || text == "await" || text == "as" || text == "is"
        default:
            return false
        }
    }
}
