/// Reads a closure's signature: `{ [weak model] item in`, `{ (old, new) in`, `{ _ in`,
/// `{ (value: Int) async -> Bool in`. A bounded look-ahead; nil when there is no `in`.
struct ClosureSignatureScanner {
    let reader: TokenReader

    /// A signature longer than this many significant tokens is not one.
    static let limit = 96

    struct Signature {
        var captureList: Range<Int>?
        var parameters: Parameters
        var inToken: Int
    }

    /// Where the parameter names are written; `forEachParameter` reads them. (Only positions:
    /// the scan runs for every closure, most have no signature, and nothing is built for them.)
    enum Parameters {
        case none
        /// `{ item, index in`: the first name.
        case bare(first: Int)
        /// `{ (item: Item, index) in`: the parentheses.
        case parenthesized(open: Int, close: Int)
    }

    func next(_ index: Int) -> Int { reader.nextSignificant(after: index) }
    func kind(_ index: Int) -> TokenKind? { reader.kind(index) }

    /// `reader.isText`, with the length compared first, here: the scan asks it of nearly every
    /// token it passes, and most are none of the words it looks for.
    @inline(__always)
    func isText(_ index: Int, _ literal: StaticString) -> Bool {
        index >= 0 && index < reader.tokens.count && reader.tokens[index].length == literal.utf8CodeUnitCount
            && reader.isText(index, literal)
    }

    func scan(leftBrace: Int) -> Signature? {
        var cursor = next(leftBrace)
        guard mayStartSignature(cursor) else { return nil }
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
        var parameters = Parameters.none
        // `{ () -> Bool in`: an empty parameter clause is still a signature.
        var hasParameterClause = hasAttributes
        if kind(cursor) == .leftParen {
            guard let close = closingBracket(from: cursor) else { return nil }
            parameters = .parenthesized(open: cursor, close: close)
            hasParameterClause = true
            cursor = next(close)
        } else {
            let first = cursor
            cursor = skipBareParameters(from: first) { _ in }
            // The skip moves only past a name.
            if cursor != first { parameters = .bare(first: first) }
        }
        cursor = skipEffectsAndResult(from: cursor)
        guard kind(cursor) == .keyword, isText(cursor, "in") else { return nil }
        if captureList == nil, case .none = parameters, !hasParameterClause, cursor != next(leftBrace) { return nil }
        return Signature(captureList: captureList, parameters: parameters, inToken: cursor)
    }

    /// False when the scan below would stop at the first token after `{` (or the one after a
    /// first name) without finding `in`. Most closures start with a call or an assignment
    /// (`Text(`, `model.save()`, `isShown = true`): this settles them in a token or two.
    func mayStartSignature(_ first: Int) -> Bool {
        switch kind(first) {
        case .attribute?, .leftSquare?, .leftParen?, .rightParen?, .wildcard?, .keyword?, .arrow?:
            return true
        case .identifier?:
            // A name is a parameter, or an effect, only before these.
            switch kind(next(first)) {
            case .keyword?, .identifier?, .arrow?, .leftParen?, .rightParen?, .comma?: return true
            default: return false
            }
        default:
            return false
        }
    }

    /// Calls `body` with the token of each parameter name of `signature`, in order.
    func forEachParameter(of signature: Signature, _ body: (Int) -> Void) {
        switch signature.parameters {
        case .none:
            break
        case let .bare(first):
            _ = skipBareParameters(from: first, body)
        case let .parenthesized(open, close):
            forEachParenthesizedParameter(from: open, to: close, body)
        }
    }

    /// `item, index` (no parentheses): calls `body` with each name; returns the token after them.
    func skipBareParameters(from start: Int, _ body: (Int) -> Void) -> Int {
        var cursor = start
        while kind(cursor) == .identifier || kind(cursor) == .wildcard {
            if kind(cursor) == .identifier, isText(cursor, "async") || isText(cursor, "throws") { break }
            body(cursor)
            cursor = next(cursor)
            guard kind(cursor) == .comma else { break }
            cursor = next(cursor)
        }
        return cursor
    }

    func binding(_ index: Int) -> ParserFrame.Binding {
        reader.binding(index, isParameter: true)
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

    /// `(item: Item, index)` → `body` with the token of the first name of each parameter.
    func forEachParenthesizedParameter(from open: Int, to close: Int, _ body: (Int) -> Void) {
        var expectName = true
        var depth = 0
        var cursor = next(open)
        while cursor < close {
            switch reader.tokens[cursor].kind {
            case .identifier, .wildcard:
                if expectName, depth == 0 {
                    body(cursor)
                    expectName = false
                }
            case .leftParen, .leftSquare, .leftAngle: depth += 1
            case .rightParen, .rightSquare, .rightAngle: depth -= 1
            case .comma where depth == 0: expectName = true
            default: break
            }
            cursor = next(cursor)
        }
    }

    /// Skips `async`, `throws`, `throws(E)` and `-> Result` before `in`.
    func skipEffectsAndResult(from start: Int) -> Int {
        var cursor = start
        var steps = 0
        var inResult = false
        while cursor < reader.tokens.count, steps < ClosureSignatureScanner.limit {
            let token = reader.tokens[cursor]
            if token.kind == .keyword, isText(cursor, "in") { return cursor }
            switch token.kind {
            case .identifier where isText(cursor, "async") || inResult:
                break
            case .keyword where isText(cursor, "throws") || isText(cursor, "rethrows")
                || (inResult && (isText(cursor, "Any") || isText(cursor, "Self"))):
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
