import ActionLintCore

/// `c ? .neutral : .upvote`: a branch of a conditional expression has the type the code around
/// gives the whole; these find the whole from a branch.
extension ParameterTypes {
    /// The tokens of `cond ? then : other` when `branch` is exactly its `then` or its `other`.
    func conditionalExpression(around branch: ClosedRange<Int>) -> ClosedRange<Int>? {
        guard let before = file.previousSignificant(before: branch.lowerBound),
              let after = file.nextSignificant(after: branch.upperBound) else { return nil }
        if isConditionalQuestionMark(before), file.tokens[after].kind == .colon,
           let start = conditionStart(before: before), let end = otherBranchEnd(after: after) {
            return start...end
        }
        guard file.tokens[before].kind == .colon, let question = questionMark(before: before),
              let start = conditionStart(before: question) else { return nil }
        return start...branch.upperBound
    }

    func isConditionalQuestionMark(_ index: Int) -> Bool {
        file.tokens[index].kind == .binaryOperator && file.text(index) == "?"
    }

    /// Whether the token stops an expression read backwards or forwards at its own depth.
    func endsExpression(_ index: Int) -> Bool {
        switch file.tokens[index].kind {
        case .comma, .equal, .colon, .semicolon, .arrow: return true
        case .keyword: return ["return", "in", "case", "if", "guard", "while", "else"].contains(file.text(index))
        default: return false
        }
    }

    /// The `?` of a conditional expression whose `:` is `colon`: the nearest at the same depth.
    func questionMark(before colon: Int) -> Int? {
        let walked = walk(from: colon, forward: false) { isConditionalQuestionMark($0) || endsExpression($0) }
        return walked.stop.flatMap { isConditionalQuestionMark($0) ? $0 : nil }
    }

    /// The first token of the condition before `question`.
    func conditionStart(before question: Int) -> Int? {
        walk(from: question, forward: false, until: endsExpression).last
    }

    /// The last token of the `other` branch after `colon`: before the `,` or `)` that ends it.
    func otherBranchEnd(after colon: Int) -> Int? {
        walk(from: colon, forward: true) { endsExpression($0) || isConditionalQuestionMark($0) }.last
    }

    static let openings: Set<TokenKind> = [.leftParen, .leftSquare, .leftBrace]
    static let closings: Set<TokenKind> = [.rightParen, .rightSquare, .rightBrace]

    /// Steps from `start` one way over the tokens at its own depth (stepping over brackets) to
    /// the first for which `until` holds, or to a bracket enclosing `start`: that token (nil for a
    /// bracket or the file's end) and the last token stepped over.
    func walk(from start: Int, forward: Bool, until: (Int) -> Bool) -> (stop: Int?, last: Int?) {
        let step = { (index: Int) in
            forward ? file.nextSignificant(after: index) : file.previousSignificant(before: index)
        }
        let (opens, closes) = forward ? (Self.openings, Self.closings) : (Self.closings, Self.openings)
        var depth = 0
        var last: Int?
        var cursor = step(start)
        while let index = cursor {
            let kind = file.tokens[index].kind
            if opens.contains(kind) {
                depth += 1
            } else if closes.contains(kind) {
                if depth == 0 { return (nil, last) }
                depth -= 1
            } else if depth == 0, until(index) {
                return (index, last)
            }
            last = index
            cursor = step(index)
        }
        return (nil, last)
    }
}
