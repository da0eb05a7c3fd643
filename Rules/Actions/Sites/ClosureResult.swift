import ActionLintCore

/// Whether an action closure hands a value back to its API, in any spelling: `return .handled`,
/// or a single expression Swift returns implicitly (`{ move(down: true) ? .handled : .ignored }`
/// for `.onKeyPress`). A member extracted from such a body must return that value too.
enum ClosureResult {
    /// True when the closure returns a value: an explicit `return x`; any single-expression body
    /// at a site whose API returns a value; at a custom API (type unknown), a single statement
    /// whose shape can only be a value (a ternary, an operator, a literal, `.case`). A lone call
    /// at a custom API is taken as a statement, as Swift lets a `() -> Void` closure discard it.
    static func yieldsValue(_ closure: ClosureExpression, at site: ActionSite, file: ParsedFile) -> Bool {
        if closure.returnsValue { return true }
        if let type = site.parameterType { return !type.returnsVoid && closure.statementStarts.count == 1 }
        guard closure.statementStarts.count == 1, let end = closure.rightBrace else { return false }
        return isValueShaped(from: closure.bodyStart, to: end, file: file)
    }

    /// Keywords that open a statement, not an expression whose value is used.
    private static let statementKeywords: Set<String> = [
        "if", "guard", "switch", "for", "while", "repeat", "do", "let", "var", "return", "throw", "defer", "break",
        "continue", "fallthrough",
    ]

    /// The tokens `start..<end` (one statement) form a value rather than an effect: outside
    /// brackets they hold a ternary's `:`, or an operator other than an assignment; or they open
    /// with a literal or an implicit member (`.handled`).
    static func isValueShaped(from start: Int, to end: Int, file: ParsedFile) -> Bool {
        guard let first = file.nextSignificant(after: start - 1, before: end) else { return false }
        switch file.tokens[first].kind {
        case .integerLiteral, .floatLiteral, .stringStart, .period:
            return true
        case .keyword:
            let text = file.text(first)
            if text == "true" || text == "false" || text == "nil" { return true }
            if statementKeywords.contains(text) { return false }
        default:
            break
        }
        var depth = 0
        var index = first
        while index < end {
            let token = file.tokens[index]
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .equal where depth == 0: return false
            case .colon where depth == 0: return true
            case .binaryOperator where depth == 0:
                if !OperatorSpelling.isCompoundAssignment(file.text(index)) { return true }
                return false
            default: break
            }
            index += 1
        }
        return false
    }
}
