import ActionLintCore

/// What may sit around a body's one statement and only decides when or how it runs: a wrapper
/// whose only job is scheduling or animating (`withAnimation(.spring) { … }`, `Task { … }`,
/// `DispatchQueue.main.asyncAfter(deadline: …) { … }`), or a condition that only tests
/// (`guard !items.isEmpty else { return }`, a wrapping `if` whose rest reads nothing it binds).
/// `TrivialShape` judges the statement inside; the layer is one more thing every site repeats.
struct StatementLayer {
    /// What the layer wraps: positions into the body's kept tokens.
    let inside: ArraySlice<Int>
    /// A wrapper's parenthesized arguments, `(` to `)` (empty when it has none); nil for a condition.
    let wrapperArguments: ArraySlice<Int>?

    /// The wrappers, as the names of their callee chain: each runs its closure once, later, on
    /// another actor, or in an animation or transaction, and does nothing else.
    static let wrappers: [[String]] = [
        ["Task"], ["Task", "detached"], ["withAnimation"], ["withTransaction"],
        ["DispatchQueue", "main", "async"], ["DispatchQueue", "main", "asyncAfter"], ["MainActor", "run"],
        ["RunLoop", "main", "perform"], ["OperationQueue", "main", "addOperation"],
    ]

    /// The layer `kept` (a whole body, or what another layer wraps) consists of, or nil.
    init?(_ kept: ArraySlice<Int>, file: ParsedFile) {
        if let wrapped = Self.wrapper(kept, file: file) {
            self = wrapped
        } else if let condition = Self.condition(kept, file: file) {
            self = condition
        } else {
            return nil
        }
    }

    private init(inside: ArraySlice<Int>, wrapperArguments: ArraySlice<Int>?) {
        self.inside = inside
        self.wrapperArguments = wrapperArguments
    }

    /// `[try] [await] Wrapper[(…)] { [@Attribute in] … }` as all of `kept`.
    private static func wrapper(_ kept: ArraySlice<Int>, file: ParsedFile) -> StatementLayer? {
        let text = { (position: Int) in file.text(kept[position]) }
        var position = kept.startIndex
        while position < kept.endIndex, ["try", "await", "?", "!"].contains(text(position)) { position += 1 }
        var names: [String] = []
        while position < kept.endIndex, file.tokens[kept[position]].kind == .identifier {
            names.append(text(position))
            position += 1
            guard position < kept.endIndex, file.tokens[kept[position]].kind == .period else { break }
            position += 1
        }
        guard wrappers.contains(names), position < kept.endIndex else { return nil }
        var arguments = kept[position..<position]
        if file.tokens[kept[position]].kind == .leftParen {
            guard let close = closing(kept, from: position, open: .leftParen, close: .rightParen, file: file) else {
                return nil
            }
            arguments = kept[position...close]
            position = close + 1
        }
        guard position < kept.endIndex, file.tokens[kept[position]].kind == .leftBrace,
              closing(kept, from: position, open: .leftBrace, close: .rightBrace, file: file) == kept.endIndex - 1
        else { return nil }
        var start = position + 1
        // `{ @MainActor in … }`: an attribute changes where it runs, as the wrapper does.
        var cursor = start
        while cursor < kept.endIndex, file.tokens[kept[cursor]].kind == .attribute { cursor += 1 }
        if cursor > start, cursor < kept.endIndex, text(cursor) == "in" { start = cursor + 1 }
        guard start < kept.endIndex - 1 else { return nil }
        return StatementLayer(inside: kept[start..<(kept.endIndex - 1)], wrapperArguments: arguments)
    }

    /// A leading `guard … else { return }` or a wrapping `if` whose rest reads nothing the
    /// condition binds (`if let url = URL(…) { open(url) }` builds the value it acts on).
    private static func condition(_ kept: ArraySlice<Int>, file: ParsedFile) -> StatementLayer? {
        let tokens = Array(kept)
        guard let prefix = ConditionPrefix(tokens, wrappingIfAllowed: true, file: file) else { return nil }
        let condition = tokens[1..<prefix.conditionEnd].map { file.text($0) }
        guard !ActionBody.coreReadsConditionBindings(file: file, kept: tokens, core: prefix.core,
                                                     condition: condition) else { return nil }
        let offset = kept.startIndex
        return StatementLayer(inside: kept[(prefix.core.lowerBound + offset)..<(prefix.core.upperBound + offset)],
                              wrapperArguments: nil)
    }

    /// The position of the bracket closing the one at `start`.
    private static func closing(_ kept: ArraySlice<Int>, from start: Int, open: TokenKind, close: TokenKind,
                                file: ParsedFile) -> Int? {
        var depth = 0
        for position in start..<kept.endIndex {
            let kind = file.tokens[kept[position]].kind
            if kind == open { depth += 1 }
            if kind == close {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }
}
