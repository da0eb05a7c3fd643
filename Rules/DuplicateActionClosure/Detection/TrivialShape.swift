import ActionLintCore

/// Whether a body is trivial by its shape: one statement that only calls something that already
/// has a name, or only assigns a plain value. Extracting it would rename the call, nothing more.
///
/// Trivial (each the whole body, `try`/`await` allowed in front):
/// - one call whose arguments are plain values: `store.send(.fetchGalleries())`,
///   `context.send(viewAction: .startScan)`, `router.route(to: .createBackup(viewModel))`,
///   `viewModel.refresh(filter: filter)`, `dismiss()`, `isExpanded.toggle()`;
/// - one assignment of a plain value: `isPresented = false`, `selection = item.id`,
///   `UIPasteboard.general.string = account.email`, `count += 1`.
///
/// A plain value is a literal (number, string without interpolation, `true`, `nil`, `[]`), an
/// enum case with plain payloads (`.update`, `.createBackup(viewModel)`), a key path (`\.name`),
/// a name or member chain (`model.items.first?.id`, `geometry.size.height`), `!`/`-` before one,
/// or a chain whose calls take plain values (`UserDefaults.standard.bool(forKey: "k")`).
///
/// Not trivial: two statements; control flow (`if`, `guard`, `switch`, `for`, `do`); a closure
/// anywhere, which is how `withAnimation { … }`, `Task { … }` and `DispatchQueue.main.async { … }`
/// wrap a call (the wrapper is part of the duplicated behaviour); arithmetic, `??` or `?:` in a value.
struct TrivialShape {
    let file: ParsedFile
    let tokens: ArraySlice<Int>
    private var position: Int

    /// Whether normalized tokens `kept` (one body, or the rest after its guard) are trivial.
    static func isTrivial(_ kept: ArraySlice<Int>, file: ParsedFile) -> Bool {
        var shape = TrivialShape(file: file, tokens: kept)
        return shape.statement() && shape.atEnd
    }

    private init(file: ParsedFile, tokens: ArraySlice<Int>) {
        self.file = file
        self.tokens = tokens
        position = tokens.startIndex
    }

    private var atEnd: Bool { position >= tokens.endIndex }

    private var kind: TokenKind? { atEnd ? nil : file.tokens[tokens[position]].kind }

    private func isText(_ literal: StaticString) -> Bool {
        !atEnd && file.source.token(file.tokens[tokens[position]], is: literal)
    }

    private mutating func skip(_ literal: StaticString) -> Bool {
        guard isText(literal) else { return false }
        position += 1
        return true
    }

    private mutating func skip(_ wanted: TokenKind) -> Bool {
        guard kind == wanted else { return false }
        position += 1
        return true
    }

    /// `try`/`try?`/`await` in front, then a call chain or an assignment.
    private mutating func statement() -> Bool {
        while true {
            if skip("try") {
                _ = skip("?") || skip("!")
            } else if !skip("await") {
                break
            }
        }
        if kind == .wildcard {
            // `_ = try? store.save()`: discarding one call's result.
            position += 1
            return assignment()
        }
        guard let endsWithCall = chain() else { return false }
        if atEnd { return endsWithCall }
        return assignment()
    }

    /// `= value` or a compound `op= value`.
    private mutating func assignment() -> Bool {
        if kind == .equal {
            position += 1
        } else if kind == .binaryOperator, isCompoundAssignment() {
            position += 1
        } else {
            return false
        }
        while skip("try") { _ = skip("?") || skip("!") }
        _ = skip("await")
        return value()
    }

    private func isCompoundAssignment() -> Bool {
        let text = file.text(tokens[position])
        return text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// A name (or `self`, `$binding`) followed by member accesses, `?`/`!`, subscripts and calls
    /// with plain arguments. Returns whether it ends with a call, or nil when it is no chain.
    private mutating func chain() -> Bool? {
        guard kind == .identifier || isText("self") || isText("Self") || isText("super") else { return nil }
        position += 1
        return chainSuffixes()
    }

    private mutating func chainSuffixes() -> Bool? {
        var endsWithCall = false
        while !atEnd {
            switch kind {
            case .period?:
                position += 1
                guard memberName() else { return nil }
                endsWithCall = false
            case .postfixOperator?:
                guard isText("?") || isText("!") else { return nil }
                position += 1
            case .leftParen?:
                guard arguments(closing: .rightParen) else { return nil }
                endsWithCall = true
            case .leftSquare?:
                guard arguments(closing: .rightSquare) else { return nil }
                endsWithCall = false
            default:
                return endsWithCall
            }
        }
        return endsWithCall
    }

    /// A member after `.`: any name or keyword (`.init`, `.default`, `.self`).
    private mutating func memberName() -> Bool {
        guard kind == .identifier || kind == .keyword || kind == .integerLiteral else { return false }
        position += 1
        return true
    }

    /// `(label: value, value)` or `[value]`, the opening bracket at `position`.
    private mutating func arguments(closing: TokenKind) -> Bool {
        position += 1
        if skip(closing) { return true }
        while true {
            if kind == .identifier || kind == .keyword || kind == .wildcard,
               position + 1 < tokens.endIndex, file.tokens[tokens[position + 1]].kind == .colon {
                position += 2
            }
            guard value() else { return false }
            if skip(closing) { return true }
            guard skip(.comma) else { return false }
        }
    }

    /// A plain value (see the type's comment).
    private mutating func value() -> Bool {
        switch kind {
        case .integerLiteral?, .floatLiteral?:
            position += 1
            return true
        case .stringStart?:
            return stringLiteral()
        case .prefixOperator?:
            guard isText("!") || isText("-") else { return false }
            position += 1
            return value()
        case .period?:
            // An enum case or static member: `.update`, `.createBackup(viewModel)`, `.init(…)`.
            position += 1
            guard memberName() else { return false }
            return chainSuffixes() != nil
        case .backslash?:
            return keyPath()
        case .leftSquare?:
            // `[]`, `[:]`, or a list of plain values.
            if position + 1 < tokens.endIndex, file.tokens[tokens[position + 1]].kind == .colon {
                position += 2
                return skip(.rightSquare)
            }
            return arguments(closing: .rightSquare)
        case .keyword?:
            if skip("true") || skip("false") || skip("nil") { return true }
            return chain() != nil
        default:
            return chain() != nil
        }
    }

    /// `"…"` without interpolation.
    private mutating func stringLiteral() -> Bool {
        position += 1
        while skip(.stringSegment) {}
        return skip(.stringEnd)
    }

    /// `\.name.other`, `\Type.name`, `\.self`.
    private mutating func keyPath() -> Bool {
        position += 1
        if kind == .identifier { position += 1 }
        guard kind == .period else { return false }
        return chainSuffixes() != nil
    }
}
