/// Reads declaration headers (`struct Foo<T>: View where …`, `func row(for item: Item) -> some View`,
/// `var body: some View`) by looking ahead from the keyword. Each header is read once and the
/// walker resumes after it, so the look-ahead adds no more than linear work.
struct DeclarationScanner {
    let reader: TokenReader

    var tokens: [Token] { reader.tokens }

    /// Longest header read before giving up (a runaway look-ahead in broken code).
    static let headerLimit = 4096

    struct TypeHeader {
        var name: String
        var nameToken: Int
        var inheritedTypes: [String]
        var leftBrace: Int
    }

    struct FunctionHeader {
        var name: String
        var parameterNames: [ParserFrame.Binding]
        var resultType: String
        var leftBrace: Int?
        /// Where the walker goes on (the body's `{`, or the token after a bodiless header).
        var end: Int
    }

    struct VariableHeader {
        /// The tokens naming what is declared: one name (`var name`), or the inside of a tuple
        /// pattern (`let (a, b)`), whose names are its identifiers.
        var names: Range<Int>
        /// Whether `names` is a tuple pattern (its names are taken as written, backticks and all).
        var namesInPattern: Bool
        /// The declared type, for a computed property only (empty for a stored one).
        var resultType: String
        var leftBrace: Int?
        var end: Int
    }

    func next(_ index: Int) -> Int { reader.nextSignificant(after: index) }
    func kind(_ index: Int) -> TokenKind? { reader.kind(index) }

    // MARK: - Types

    /// Whether the type keyword at `keyword` starts a declaration at column 1 (attributes and
    /// modifiers on its line included), or is an `extension`: people indent nested types, so a
    /// type flush left follows a `}` that is missing, and `extension` is only legal at file scope.
    func startsTopLevelType(keyword: Int) -> Bool {
        guard kind(next(keyword)) == .identifier else { return false }
        if reader.isText(keyword, "extension") { return true }
        let source = reader.source
        let lineStart = source.lineStarts[source.line(of: Int(tokens[keyword].start)) - 1]
        return declarationStart(keyword) == lineStart
    }

    /// Start offset of the declaration that `keyword` belongs to (its attributes and modifiers
    /// on the same line included).
    func declarationStart(_ keyword: Int) -> Int {
        var start = keyword
        var before = keyword - 1
        while before >= 0 {
            let token = tokens[before]
            if token.kind == .whitespace { before -= 1; continue }
            if token.kind == .attribute {
                start = before
                before -= 1
                continue
            }
            if token.kind == .keyword || token.kind == .identifier, reader.word(before).isModifier {
                start = before
                before -= 1
                continue
            }
            break
        }
        return Int(tokens[start].start)
    }

    func scanTypeHeader(keyword: Int) -> TypeHeader? {
        var cursor = next(keyword)
        guard kind(cursor) == .identifier || kind(cursor) == .keyword && reader.isText(cursor, "Any") else { return nil }
        let nameToken = cursor
        var name = reader.text(cursor).replacingBackticks
        cursor = next(cursor)
        // `extension Outer.Row`, `extension SwiftUI.View`; each part may be quoted (`Outer.`Row``).
        while kind(cursor) == .period, kind(next(cursor)) == .identifier {
            name += "." + reader.text(next(cursor)).replacingBackticks
            cursor = next(next(cursor))
        }
        cursor = skipGenericClause(from: cursor)
        var inherited: [String] = []
        if kind(cursor) == .colon {
            let list = readInheritanceList(from: next(cursor))
            inherited = list.names
            cursor = list.end
        }
        // Only a `where` clause may come between the header and its `{`; anything else means
        // the brace is missing and the `{` further on belongs to another declaration.
        guard kind(cursor) == .leftBrace || reader.isText(cursor, "where"),
              let brace = braceAfterWhereClause(from: cursor) else { return nil }
        return TypeHeader(name: name, nameToken: nameToken, inheritedTypes: inherited, leftBrace: brace)
    }

    /// Skips `<T: View, U>` (angle tokens, or `<`/`>` operators the lexer left unclassified).
    func skipGenericClause(from start: Int) -> Int {
        guard start < tokens.count, kind(start) == .leftAngle || reader.isText(start, "<") else { return start }
        var depth = 0
        var cursor = start
        while cursor < tokens.count, cursor - start < DeclarationScanner.headerLimit {
            let kind = tokens[cursor].kind
            if kind == .leftAngle || reader.isText(cursor, "<") { depth += 1 }
            if kind == .rightAngle || reader.isText(cursor, ">") { depth -= 1 }
            if kind == .binaryOperator, reader.isText(cursor, ">>") { depth -= 2 }
            if kind == .leftBrace || kind == .rightBrace { return cursor }
            if depth <= 0 { return next(cursor) }
            cursor = next(cursor)
        }
        return cursor
    }

    func readInheritanceList(from start: Int) -> (names: [String], end: Int) {
        var names: [String] = []
        var current = ""
        var depth = 0
        var cursor = start
        while cursor < tokens.count, cursor - start < DeclarationScanner.headerLimit {
            let token = tokens[cursor]
            switch token.kind {
            case .leftBrace where depth == 0:
                if !current.isEmpty { names.append(current) }
                return (names, cursor)
            case .keyword where depth == 0 && reader.isText(cursor, "where"):
                if !current.isEmpty { names.append(current) }
                return (names, cursor)
            case .comma where depth == 0:
                if !current.isEmpty { names.append(current) }
                current = ""
            case .leftAngle, .leftParen, .leftSquare:
                depth += 1
            case .rightAngle, .rightParen, .rightSquare:
                depth -= 1
            case .attribute, .prefixOperator:
                break  // `@unchecked Sendable`, `~Copyable`
            case .rightBrace, .semicolon:
                if !current.isEmpty { names.append(current) }
                return (names, cursor)
            case .identifier where startsNextDeclaration(cursor, depth: depth, current: current),
                 .keyword where startsNextDeclaration(cursor, depth: depth, current: current):
                names.append(current)
                return (names, cursor)
            default:
                if depth == 0 { current += reader.text(cursor) }
            }
            cursor = next(cursor)
        }
        return (names, cursor)
    }

    /// A name on a new line with no `,` (or `.`) before it ends an inheritance list: the header
    /// had no `{` (broken code), and this is the next declaration.
    func startsNextDeclaration(_ cursor: Int, depth: Int, current: String) -> Bool {
        guard depth == 0, !current.isEmpty, reader.lineBreakBefore(cursor) else { return false }
        let before = kind(reader.lastSignificant(before: cursor))
        return before != .period && before != .comma && before != .binaryOperator
    }

    /// The `{` that opens the body, skipping a `where` clause; nil when none comes.
    func braceAfterWhereClause(from start: Int) -> Int? {
        var cursor = start
        var depth = 0
        while cursor < tokens.count, cursor - start < DeclarationScanner.headerLimit {
            switch tokens[cursor].kind {
            case .leftBrace where depth == 0: return cursor
            case .leftParen, .leftSquare, .leftAngle: depth += 1
            case .rightParen, .rightSquare, .rightAngle: depth -= 1
            case .rightBrace, .semicolon: return nil
            case .keyword where depth == 0 && !reader.isText(cursor, "where") && !reader.isText(cursor, "Any")
                && !reader.isText(cursor, "Self"):
                return nil
            default: break
            }
            cursor = next(cursor)
        }
        return nil
    }

    // MARK: - Functions

    func scanFunctionHeader(keyword: Int) -> FunctionHeader? {
        var cursor = next(keyword)
        var name = reader.text(keyword)
        if reader.isText(keyword, "func") {
            guard cursor < tokens.count else { return nil }
            switch tokens[cursor].kind {
            case .identifier, .binaryOperator, .prefixOperator, .postfixOperator, .keyword, .leftAngle, .rightAngle, .equal:
                name = reader.text(cursor).replacingBackticks
                cursor = next(cursor)
            default:
                return nil
            }
        } else if kind(cursor) == .postfixOperator {
            cursor = next(cursor)  // `init?`, `init!`
        }
        cursor = skipGenericClause(from: cursor)
        var parameters: [ParserFrame.Binding] = []
        if kind(cursor) == .leftParen {
            guard let close = reader.matchingClose(of: cursor) else { return nil }
            parameters = parameterNames(from: cursor, to: close)
            cursor = next(close)
        } else if !reader.isText(keyword, "deinit") {
            return nil
        }
        let result = readResultType(from: cursor)
        return FunctionHeader(name: name, parameterNames: parameters, resultType: result.type, leftBrace: result.leftBrace, end: result.end)
    }

    /// Internal names of the parameters between `open` and `close`: `for item: Item` → `item`.
    func parameterNames(from open: Int, to close: Int) -> [ParserFrame.Binding] {
        var names: [ParserFrame.Binding] = []
        var depth = 0
        // The last name before the `:` (the internal one, after an argument label).
        var lastCandidate: Int?
        var seenColon = false
        var cursor = next(open)
        while cursor < close {
            switch tokens[cursor].kind {
            case .leftParen, .leftSquare, .leftAngle, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightAngle, .rightBrace: depth -= 1
            case .colon where depth == 0 && !seenColon:
                seenColon = true
                if let last = lastCandidate, tokens[last].kind == .identifier {
                    names.append(parameterBinding(last))
                }
            case .comma where depth == 0:
                lastCandidate = nil
                seenColon = false
            case .identifier, .wildcard, .keyword:
                if depth == 0, !seenColon { lastCandidate = cursor }
            default: break
            }
            cursor = next(cursor)
        }
        return names
    }

    /// A parameter's name as bound inside the function: `` `default` `` binds `default`.
    func parameterBinding(_ index: Int) -> ParserFrame.Binding {
        let binding = reader.binding(index, isParameter: true)
        guard binding.name.utf8.first == UInt8(ascii: "`") else { return binding }
        return ParserFrame.Binding(name: binding.name.replacingBackticks, offset: binding.offset, isParameter: true, asciiSpelling: nil)
    }

    /// After the parameters: effects, `-> Type`, a `where` clause, then `{` or the end of a
    /// bodiless declaration (protocol requirement).
    func readResultType(from start: Int) -> (type: String, leftBrace: Int?, end: Int) {
        var cursor = start
        var typeStart: Int?
        var typeEnd = start
        var depth = 0
        while cursor < tokens.count, cursor - start < DeclarationScanner.headerLimit {
            let token = tokens[cursor]
            if depth == 0 {
                if token.kind == .leftBrace {
                    return (typeText(typeStart, typeEnd), cursor, cursor)
                }
                if token.kind == .keyword, reader.isText(cursor, "where") {
                    let brace = braceAfterWhereClause(from: cursor)
                    return (typeText(typeStart, typeEnd), brace, brace ?? next(cursor))
                }
                if cursor > start, reader.lineBreakBefore(cursor), token.kind != .arrow, token.kind != .period,
                   token.kind != .binaryOperator {
                    return (typeText(typeStart, typeEnd), nil, cursor)
                }
            }
            switch token.kind {
            case .arrow where depth == 0:
                typeStart = next(cursor)
            case .leftParen, .leftSquare, .leftAngle:
                depth += 1
            case .rightParen, .rightSquare, .rightAngle:
                depth -= 1
            case .rightBrace, .semicolon, .equal:
                return (typeText(typeStart, typeEnd), nil, cursor)
            default:
                break
            }
            if typeStart != nil, cursor >= typeStart! { typeEnd = cursor + 1 }
            cursor = next(cursor)
        }
        return (typeText(typeStart, typeEnd), nil, cursor)
    }

    /// Type text with trivia collapsed to single spaces: `some   View` → `some View`.
    func typeText(_ start: Int?, _ end: Int) -> String {
        guard let start, start < end else { return "" }
        return asciiTypeText(start, min(end, tokens.count)) ?? typeTextByToken(start, end)
    }

    /// `typeText` of ASCII tokens, made as one String from the bytes; nil if a byte is not ASCII.
    func asciiTypeText(_ start: Int, _ end: Int) -> String? {
        guard start < end else { return "" }
        let byteCount = Int(tokens[end - 1].end) - Int(tokens[start].start)
        return reader.source.bytes.withUnsafeBufferPointer { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: byteCount) { buffer -> String? in
                var count = 0
                var pendingSpace = false
                for cursor in start..<end {
                    let token = tokens[cursor]
                    if token.kind.isTrivia {
                        pendingSpace = count > 0
                        continue
                    }
                    // A space stands for at least one byte of trivia: the buffer holds it.
                    if pendingSpace {
                        buffer[count] = UInt8(ascii: " ")
                        count += 1
                        pendingSpace = false
                    }
                    for offset in token.range {
                        let byte = bytes[offset]
                        if byte >= 0x80 { return nil }
                        buffer[count] = byte
                        count += 1
                    }
                }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            }
        }
    }

    /// `typeText` token by token: Strings joined as each token decodes on its own.
    func typeTextByToken(_ start: Int, _ end: Int) -> String {
        var text = ""
        var cursor = start
        var pendingSpace = false
        while cursor < end, cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind.isTrivia {
                pendingSpace = !text.isEmpty
            } else {
                if pendingSpace { text += " " }
                text += reader.text(cursor)
                pendingSpace = false
            }
            cursor += 1
        }
        return text
    }

    // MARK: - Variables

    /// Reads `var name: Type {` / `let (a, b) = …`.
    func scanVariableHeader(keyword: Int) -> VariableHeader {
        var cursor = next(keyword)
        let names: Range<Int>
        let namesInPattern: Bool
        if kind(cursor) == .identifier {
            names = cursor..<(cursor + 1)
            namesInPattern = false
            cursor = next(cursor)
        } else if kind(cursor) == .leftParen, let close = reader.matchingClose(of: cursor) {
            names = (cursor + 1)..<close
            namesInPattern = true
            cursor = next(close)
        } else {
            return VariableHeader(names: cursor..<cursor, namesInPattern: false, resultType: "", leftBrace: nil, end: cursor)
        }
        var typeStart: Int?
        var typeEnd = cursor
        if kind(cursor) == .colon {
            typeStart = next(cursor)
            cursor = typeStart!
            var depth = 0
            while cursor < tokens.count, cursor - typeStart! < DeclarationScanner.headerLimit {
                let token = tokens[cursor]
                if depth == 0 {
                    if token.kind == .leftBrace || token.kind == .equal || token.kind == .semicolon || token.kind == .comma
                        || token.kind == .rightBrace { break }
                    if cursor > typeStart!, reader.lineBreakBefore(cursor), token.kind != .period, token.kind != .binaryOperator,
                       token.kind != .arrow, token.kind != .leftAngle { break }
                }
                switch token.kind {
                case .leftParen, .leftSquare, .leftAngle: depth += 1
                case .rightParen, .rightSquare, .rightAngle: depth -= 1
                default: break
                }
                typeEnd = cursor + 1
                cursor = next(cursor)
            }
        }
        // Only a computed property's type decides anything (whether it builds views): a
        // stored property's type text is never read, so it is not built.
        if kind(cursor) == .leftBrace {
            return VariableHeader(names: names, namesInPattern: namesInPattern, resultType: typeText(typeStart, typeEnd),
                                  leftBrace: cursor, end: cursor)
        }
        return VariableHeader(names: names, namesInPattern: namesInPattern, resultType: "", leftBrace: nil, end: cursor)
    }
}

extension String {
    /// `` `default` `` → `default`.
    @inline(__always) var replacingBackticks: String {
        // Almost no name starts with a backtick: one byte look settles it without the
        // character-by-character count below.
        guard utf8.first == UInt8(ascii: "`") else { return self }
        return hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
