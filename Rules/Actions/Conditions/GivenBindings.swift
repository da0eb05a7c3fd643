import ActionLintCore

/// Names an `if let` / `guard let` clause gives, told by the clause that binds them: `let
/// draft = store.draft` (or the shorthand `let draft`, which is `let draft = draft`). A guarded
/// body reading its own `guard let draft` and a Button inside a builder `if let draft` reading
/// that one read the same value: the same binding from the same initializer.
enum GivenBindings {
    /// The clause's canonical text: `let`, the name, `=`, the initializer's normalized texts.
    static func clauseText(name: String, initializer: ArraySlice<Int>?, file: ParsedFile) -> String {
        let value = initializer.map { TokenTexts.joinedTexts(file: file, $0) } ?? name
        return ["let", name, "=", value].joined(separator: TokenTexts.separator)
    }

    /// The clauses of a condition (normalized token indices) that bind one plain name, by name.
    static func clauses(inCondition condition: ArraySlice<Int>, file: ParsedFile) -> [String: String] {
        var result: [String: String] = [:]
        var depth = 0
        var clauseStart = condition.startIndex
        for position in condition.indices {
            switch file.tokens[condition[position]].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .comma where depth == 0:
                add(condition[clauseStart..<position], to: &result, file: file)
                clauseStart = position + 1
            default: break
            }
        }
        add(condition[clauseStart...], to: &result, file: file)
        return result
    }

    /// `let x = e` or `let x` (also `var`) as one clause; `case .loaded(let items) = state` keyed
    /// by each name it binds.
    private static func add(_ clause: ArraySlice<Int>, to result: inout [String: String], file: ParsedFile) {
        if let first = clause.first, TokenTexts.text(of: first, in: file, is: "case") {
            let text = TokenTexts.joinedTexts(file: file, clause)
            for name in TokenTexts.boundNames(in: clause.map { file.text($0) }) { result[name] = text }
            return
        }
        guard clause.count >= 2, ["let", "var"].contains(file.text(clause[clause.startIndex])),
              file.tokens[clause[clause.startIndex + 1]].kind == .identifier else { return }
        let name = file.text(clause[clause.startIndex + 1])
        if clause.count == 2 {
            result[name] = clauseText(name: name, initializer: nil, file: file)
        } else if clause.count > 3, file.tokens[clause[clause.startIndex + 2]].kind == .equal {
            result[name] = clauseText(name: name, initializer: clause[(clause.startIndex + 3)...], file: file)
        }
    }

    /// The clause of the view member's `if`/`guard` that binds the name read by `read`; nil when
    /// the binding is anything else (a `ForEach` item, a `for` variable, a pattern).
    static func clause(of read: BoundRead, file: ParsedFile) -> String? {
        if let name = file.tokenIndex(at: read.bindingOffset), let text = switchCaseClause(binding: name, file: file) {
            return text
        }
        guard let name = file.tokenIndex(at: read.bindingOffset),
              let keyword = file.previousSignificant(before: name),
              TokenTexts.text(of: keyword, in: file, is: "let") || TokenTexts.text(of: keyword, in: file, is: "var"),
              let opener = file.previousSignificant(before: keyword),
              TokenTexts.text(of: opener, in: file, is: "if") || TokenTexts.text(of: opener, in: file, is: "guard")
                || file.tokens[opener].kind == .comma,
              let next = file.nextSignificant(after: name) else { return nil }
        let kind = file.tokens[next].kind
        if kind == .comma || kind == .leftBrace || TokenTexts.text(of: next, in: file, is: "else") {
            return clauseText(name: file.text(name), initializer: nil, file: file)
        }
        guard kind == .equal, let end = initializerEnd(after: next, file: file) else { return nil }
        let initializer = BodyNormalization.keptTokens(file: file, from: next + 1, to: end)
        return initializer.isEmpty ? nil : clauseText(name: file.text(name), initializer: initializer[...], file: file)
    }

    /// `case .loaded(let items) = state` for a name bound by a `switch state { case .loaded(let
    /// items): … }` case, the same text an `if case` / `guard case` clause has.
    static func switchCaseClause(binding name: Int, file: ParsedFile) -> String? {
        var index = name
        // Back to the case's `case`, inside its pattern's brackets only.
        while let previous = file.previousSignificant(before: index) {
            index = previous
            let kind = file.tokens[index].kind
            if kind == .leftBrace || kind == .rightBrace || kind == .colon { return nil }
            if TokenTexts.text(of: index, in: file, is: "case") { break }
        }
        guard TokenTexts.text(of: index, in: file, is: "case"),
              let pattern = SiteConditions.switchCase(at: index, file: file) else { return nil }
        return pattern.atom
    }

    /// Where an initializer after `=` ends: the first `,` or `{` (or `else`) outside brackets.
    private static func initializerEnd(after equal: Int, file: ParsedFile) -> Int? {
        var depth = 0
        var index = equal + 1
        while index < file.tokens.count {
            switch file.tokens[index].kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare:
                if depth == 0 { return nil }
                depth -= 1
            case .comma where depth == 0, .leftBrace where depth == 0: return index
            case .keyword where depth == 0 && TokenTexts.text(of: index, in: file, is: "else"): return index
            default: break
            }
            index += 1
        }
        return nil
    }

    /// `|given:` and the clauses of the bindings `reads` reads, when each is an `if let` / `guard
    /// let` clause of the member; nil when one is not.
    static func key(of reads: [BoundRead], file: ParsedFile) -> String? {
        var clauses = Set<String>()
        for read in reads {
            guard let clause = clause(of: read, file: file) else { return nil }
            clauses.insert(clause)
        }
        return "|given:" + clauses.sorted().joined(separator: ",")
    }

    /// `|given:` and the clauses of `condition` binding the names `rest` reads (not after `.`);
    /// nil when a name the rest reads is bound otherwise (a pattern), or none is read.
    static func key(ofCondition condition: ArraySlice<Int>, readBy rest: ArraySlice<Int>, file: ParsedFile) -> String? {
        let bound = TokenTexts.boundNames(in: condition.map { file.text($0) })
        let byName = clauses(inCondition: condition, file: file)
        var read = Set<String>()
        for position in rest.indices where bound.contains(file.text(rest[position])) {
            if position == rest.startIndex || !TokenTexts.text(of: rest[position - 1], in: file, is: ".") {
                read.insert(file.text(rest[position]))
            }
        }
        guard !read.isEmpty else { return nil }
        var used = Set<String>()
        for name in read {
            guard let clause = byName[name] else { return nil }
            used.insert(clause)
        }
        return "|given:" + used.sorted().joined(separator: ",")
    }
}
