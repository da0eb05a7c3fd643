/// Regex literals: when a `/` starts one (SE-0354, as the compiler and swift-syntax decide it),
/// and where `/…/` and `#/…/#` end.
///
/// Every bare scan stops at the first unescaped `/` or line break after its start, and a `/`
/// that a scan passes over is escaped, so left-bound (after `\`), and starts no scan of its own:
/// no byte is scanned twice, and the time stays linear.
extension LexerState {
    /// Where the regex literal that starts at the `/` at `slash` ends, the `/` being the first
    /// one of the operator run `[position, operatorEnd)`; nil when it starts no regex.
    mutating func regexLiteralEnd(slashAt slash: Int, operatorEnd: Int) -> Int? {
        // A left-bound `/` divides (`a/b`, `x.default/2`) or is postfix; the `/` of a stray `*/`
        // ends a comment that never began. Generic `>` written just before belong to the
        // operator for this (`>>/a/`): the compiler's lexer decides the regex before its parser
        // splits the angles off.
        var stretchStart = position
        var previousToken = tokens.count - 1
        while previousToken >= 0, tokens[previousToken].kind == .rightAngle || tokens[previousToken].kind == .leftAngle,
              Int(tokens[previousToken].end) == stretchStart {
            stretchStart = Int(tokens[previousToken].start)
            previousToken -= 1
        }
        let leftBound = isLeftBound(at: stretchStart, after: previousToken)
        guard !leftBound, slash == 0 || buffer[slash - 1] != UInt8(ascii: "*") else { return nil }
        let previous = lastSignificantTokenIndex()
        // The operator a `func` or `operator` declares: `func /(a: V, b: V)`, `operator /^/`.
        if let previous, isKeyword(tokens[previous], oneOf: Keywords.operatorDeclaringBytes) { return nil }
        var mustBeRegex = false
        if !isRightBound(operatorEnd, leftBound: leftBound) {
            // Spaced like a binary operator. `try?` and `try!` take no left operand, so an
            // expression follows them; otherwise only where an expression may start.
            if let previous, followsTryMark(previous) {
                mustBeRegex = true
            } else {
                guard isRegexPosition(after: previous) else { return nil }
                // In an argument list a bare operator is an operator reference: `reduce(0, /)`.
                mustBeRegex = !(previous.map { LexerState.mayPrecedeOperatorReference(tokens[$0].kind) } ?? false)
            }
        }
        return bareRegexEnd(from: slash, mustBeRegex: mustBeRegex)
    }

    /// Where `/…/` starting with the `/` at `slash` ends; nil when it does not close as a regex.
    /// It must close on its line; unless it `mustBeRegex`, it may not begin or end with an
    /// unescaped space or tab and its groups must balance (`f(a /b)` divides). A closing `/`
    /// that begins a comment (`/a//`, `/a/*`) closes nothing.
    mutating func bareRegexEnd(from slash: Int, mustBeRegex: Bool) -> Int? {
        let first = byte(at: slash + 1)
        guard slash + 1 < count, first != UInt8(ascii: "\n"), first != UInt8(ascii: "\r") else { return nil }
        if !mustBeRegex, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { return nil }
        var index = slash + 1
        var groupDepth = 0
        // Inside `[…]` parentheses are characters, not groups: `/[)]x/`.
        var classDepth = 0
        var lastUnescapedSpace = -1
        defer { lookaheadBytes += index - slash }
        while index < count {
            switch buffer[index] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "\\"):
                // An escape never takes the line break: the literal must close on its line.
                let next = byte(at: index + 1)
                if next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") { return nil }
                index += 2
                continue
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where classDepth == 0:
                if groupDepth > 0 {
                    groupDepth -= 1
                } else if !mustBeRegex {
                    return nil
                }
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                lastUnescapedSpace = index
            case UInt8(ascii: "/"):
                let next = byte(at: index + 1)
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { return nil }
                if !mustBeRegex, lastUnescapedSpace == index - 1 { return nil }
                return index + 1
            default:
                break
            }
            index += 1
        }
        index = count
        return nil
    }

    /// `#/…/#` (any number of `#`); multi-line when only spaces or tabs follow the opening
    /// delimiter on its line.
    mutating func lexExtendedRegex(pounds: Int) -> Bool {
        let contentStart = position + pounds + 1
        var lineEnd = contentStart
        while byte(at: lineEnd) == UInt8(ascii: " ") || byte(at: lineEnd) == UInt8(ascii: "\t") { lineEnd += 1 }
        let multiline = byte(at: lineEnd) == UInt8(ascii: "\n") || byte(at: lineEnd) == UInt8(ascii: "\r")
        // Inside the stretch of an earlier `#/` that never closed, with as many `#` or more,
        // this one cannot close either (a multi-line one only if that scan reached the end).
        if position < extendedRegexNoCloseBefore, pounds >= extendedRegexFailedPounds,
           !multiline || extendedRegexNoCloseBefore == count {
            return false
        }
        var index = contentStart
        defer { lookaheadBytes += index - position }
        while index < count {
            let current = buffer[index]
            if !multiline, current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { break }
            if current == UInt8(ascii: "\\") {
                // In a single-line literal an escape cannot take the line break.
                let next = byte(at: index + 1)
                if !multiline, next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") {
                    index += 1
                    break
                }
                index += 2
                continue
            }
            if current == UInt8(ascii: "/") {
                var closing = 0
                while closing < pounds, byte(at: index + 1 + closing) == UInt8(ascii: "#") { closing += 1 }
                if closing == pounds {
                    emit(.regexLiteral, index + 1 + pounds)
                    return true
                }
            }
            index += 1
        }
        index = min(index, count)
        extendedRegexNoCloseBefore = index
        extendedRegexFailedPounds = pounds
        return false
    }

    // MARK: - What came before

    /// The index of the last token that is not trivia, if any. The walk back passes only the
    /// trivia right before the `/` being decided, which no other `/` walks back over.
    func lastSignificantTokenIndex() -> Int? {
        var index = tokens.count - 1
        while index >= 0, tokens[index].kind.isTrivia { index -= 1 }
        return index >= 0 ? index : nil
    }

    /// Whether an expression may start after the token at `previous` (nil: the file's start),
    /// so that a `/` spaced like a binary operator may open a regex there: after an opening
    /// bracket, an operator, a separator or a keyword, not after an operand.
    func isRegexPosition(after previous: Int?) -> Bool {
        guard let previous else { return true }
        let token = tokens[previous]
        switch token.kind {
        case .leftParen, .leftBrace, .leftSquare, .leftAngle, .interpolationStart, .prefixOperator, .binaryOperator,
             .equal, .semicolon, .comma, .colon:
            return true
        case .keyword:
            let start = Int(token.start)
            return !keywords.endsExpression(keywords.entry(bytes + start, length: Int(token.end) - start))
        case .poundDirective:
            // `#if`, `#else`, `#elseif`, `#endif` end a line of code; `#sourceLocation` takes arguments.
            return !isKeyword(token, oneOf: Keywords.sourceLocationBytes)
        case .unknown:
            // A malformed number (`1abc`) is still an operand; other bad bytes say nothing.
            return !isClass(Int(token.start), .digit)
        default:
            return false
        }
    }

    /// Tokens after which a bare `/` may be an operator reference: `(/)`, `[/]`, `f(a, /)`, `x: /`.
    static func mayPrecedeOperatorReference(_ kind: TokenKind) -> Bool {
        kind == .leftParen || kind == .leftSquare || kind == .comma || kind == .colon || kind == .interpolationStart
    }

    /// Whether the token at `index` is the `?` or `!` of `try?` or `try!`.
    func followsTryMark(_ index: Int) -> Bool {
        let mark = tokens[index]
        guard mark.kind == .postfixOperator, mark.length == 1, index > 0 else { return false }
        return isKeyword(tokens[index - 1], oneOf: Keywords.tryBytes)
    }

    /// Whether `token` is a keyword (or directive) spelled as one of `words`.
    func isKeyword(_ token: Token, oneOf words: [[UInt8]]) -> Bool {
        (token.kind == .keyword || token.kind == .poundDirective) && matchesAny(words, start: Int(token.start), end: Int(token.end))
    }
}
