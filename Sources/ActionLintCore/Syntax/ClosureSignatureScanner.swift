/// Reads a closure's signature: `{ [weak model] item in`, `{ (old, new) in`, `{ _ in`,
/// `{ (value: Int) async -> Bool in`. A bounded look-ahead; nil when there is no `in`.
struct ClosureSignatureScanner {
    let reader: TokenReader

    /// A signature longer than this many significant tokens is not one.
    static let limit = 96

    struct Signature {
        var captureList: Range<Int>?
        var parameters: [ParserFrame.Binding]
        var inToken: Int
    }

    func next(_ index: Int) -> Int { reader.nextSignificant(after: index) }
    func kind(_ index: Int) -> TokenKind? { reader.kind(index) }

    func scan(leftBrace: Int) -> Signature? {
        var cursor = next(leftBrace)
        // `{ @MainActor in`, `{ @Sendable (value) in`: attributes come before everything else.
        var hasAttributes = false
        while kind(cursor) == .attribute, cursor - leftBrace < ClosureSignatureScanner.limit {
            hasAttributes = true
            // Arguments touch the name (`@preconcurrency(x)`); `@Sendable (value)` is a parameter clause.
            if kind(cursor + 1) == .leftParen {
                guard let close = closingBracket(from: cursor + 1) else { return nil }
                cursor = close
            }
            cursor = next(cursor)
        }
        var captureList: Range<Int>?
        if kind(cursor) == .leftSquare {
            guard let close = closingBracket(from: cursor) else { return nil }
            captureList = cursor..<(close + 1)
            cursor = next(close)
        }
        // Token indices of the parameter names; their Strings are made only once `in` confirms
        // a signature (most closures have none, and their first name is a call, not a parameter).
        var parameters: [Int] = []
        // `{ () -> Bool in`: an empty parameter clause is still a signature.
        var hasParameterClause = hasAttributes
        if kind(cursor) == .leftParen {
            guard let close = closingBracket(from: cursor) else { return nil }
            parameters = parenthesizedParameters(from: cursor, to: close)
            hasParameterClause = true
            cursor = next(close)
        } else {
            while kind(cursor) == .identifier || kind(cursor) == .wildcard {
                if kind(cursor) == .identifier, reader.isText(cursor, "async") || reader.isText(cursor, "throws") { break }
                parameters.append(cursor)
                cursor = next(cursor)
                guard kind(cursor) == .comma else { break }
                cursor = next(cursor)
            }
        }
        cursor = skipEffectsAndResult(from: cursor)
        guard kind(cursor) == .keyword, reader.isText(cursor, "in") else { return nil }
        if captureList == nil, parameters.isEmpty, !hasParameterClause, cursor != next(leftBrace) { return nil }
        return Signature(captureList: captureList, parameters: parameters.map(binding), inToken: cursor)
    }

    func binding(_ index: Int) -> ParserFrame.Binding {
        ParserFrame.Binding(name: reader.text(index), offset: Int(reader.tokens[index].start), isParameter: true)
    }

    func closingBracket(from open: Int) -> Int? {
        var depth = 0
        var cursor = open
        var steps = 0
        while cursor < reader.tokens.count, steps < ClosureSignatureScanner.limit {
            switch reader.tokens[cursor].kind {
            case .leftSquare, .leftParen: depth += 1
            case .rightSquare, .rightParen:
                depth -= 1
                if depth == 0 { return cursor }
            case .leftBrace, .rightBrace: return nil
            default: break
            }
            cursor = next(cursor)
            steps += 1
        }
        return nil
    }

    /// `(item: Item, index)` → the token of the first name of each parameter.
    func parenthesizedParameters(from open: Int, to close: Int) -> [Int] {
        var parameters: [Int] = []
        var expectName = true
        var depth = 0
        var cursor = next(open)
        while cursor < close {
            switch reader.tokens[cursor].kind {
            case .identifier, .wildcard:
                if expectName, depth == 0 {
                    parameters.append(cursor)
                    expectName = false
                }
            case .leftParen, .leftSquare, .leftAngle: depth += 1
            case .rightParen, .rightSquare, .rightAngle: depth -= 1
            case .comma where depth == 0: expectName = true
            default: break
            }
            cursor = next(cursor)
        }
        return parameters
    }

    /// Skips `async`, `throws`, `throws(E)` and `-> Result` before `in`.
    func skipEffectsAndResult(from start: Int) -> Int {
        var cursor = start
        var steps = 0
        var inResult = false
        while cursor < reader.tokens.count, steps < ClosureSignatureScanner.limit {
            let token = reader.tokens[cursor]
            if token.kind == .keyword, reader.isText(cursor, "in") { return cursor }
            switch token.kind {
            case .identifier where reader.isText(cursor, "async") || inResult:
                break
            case .keyword where reader.isText(cursor, "throws") || reader.isText(cursor, "rethrows")
                || (inResult && (reader.isText(cursor, "Any") || reader.isText(cursor, "Self"))):
                break
            case .arrow:
                inResult = true
            case .leftParen, .rightParen:
                break  // `throws(MyError)`, or part of the result type
            case .period, .leftAngle, .rightAngle, .leftSquare, .rightSquare, .postfixOperator, .comma, .colon, .binaryOperator:
                if !inResult { return cursor }
            default:
                return cursor
            }
            cursor = reader.nextSignificant(after: cursor)
            steps += 1
        }
        return cursor
    }
}
