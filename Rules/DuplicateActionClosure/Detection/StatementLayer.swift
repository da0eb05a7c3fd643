import ActionLintCore

/// What may sit around a body's one statement and only decides when or how it runs: a wrapper
/// whose only job is scheduling or animating (`withAnimation(.spring) { … }`, `Task { … }`,
/// `DispatchQueue.main.asyncAfter(deadline: …) { … }`), a helper that hands its trailing closure
/// the value to update and applies the one statement to it (`performUpdate { $0.name = name }`,
/// `Settings.mutate(\.toolbar) { $0.reset() }`), or a condition that only tests (`guard
/// !items.isEmpty else { return }`, a wrapping `if` whose rest reads nothing it binds).
/// `TrivialShape` judges the statement inside; the layer is one more thing every site repeats.
struct StatementLayer {
    /// What the layer wraps: positions into the body's kept tokens.
    let inside: ArraySlice<Int>
    /// A wrapper's parenthesized arguments, `(` to `)` (empty when it has none); nil for a condition.
    let wrapperArguments: ArraySlice<Int>?
    /// An update helper's closure parameters (`$0` when it names none), the value the statement
    /// acts on; nil for a scheduling wrapper or a condition.
    let updatedValue: [String]?
    /// A plain `Task { … }` whose body awaits: the only way a synchronous action calls async
    /// code, so it is no choice the sites make (as an animation, a delay or an actor is).
    var bridgesToAsync = false

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

    private init(inside: ArraySlice<Int>, wrapperArguments: ArraySlice<Int>?, updatedValue: [String]? = nil) {
        self.inside = inside
        self.wrapperArguments = wrapperArguments
        self.updatedValue = updatedValue
    }

    /// `[try] [await] Wrapper[<…>][(…)] { [@Attribute in] … }` as all of `kept`, or an update
    /// helper's `helper[(…)] { [value in] value… }`.
    private static func wrapper(_ kept: ArraySlice<Int>, file: ParsedFile) -> StatementLayer? {
        let text = { (position: Int) in file.text(kept[position]) }
        var position = kept.startIndex
        while position < kept.endIndex, ["try", "await", "?", "!"].contains(text(position)) { position += 1 }
        var names: [String] = []
        while position < kept.endIndex, file.tokens[kept[position]].kind == .identifier
                || names.isEmpty && text(position) == "self" {
            names.append(text(position))
            position += 1
            guard position < kept.endIndex, file.tokens[kept[position]].kind == .period else { break }
            position += 1
        }
        // `Task<Void, Never> { … }` is `Task { … }` with its result and error types spelled out.
        if names == ["Task"], position < kept.endIndex, file.tokens[kept[position]].kind == .leftAngle,
           let close = closing(kept, from: position, open: .leftAngle, close: .rightAngle, file: file) {
            position = close + 1
        }
        let schedules = wrappers.contains(names)
        // `Sequence.forEach` runs its closure once per element: a loop, as `for` is.
        guard schedules || !names.isEmpty && names.last != "forEach" && names != ["self"],
              position < kept.endIndex else { return nil }
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
        guard schedules else { return updateHelper(kept, closureStart: start, arguments: arguments, file: file) }
        // `{ @MainActor in … }`: an attribute changes where it runs, as the wrapper does.
        var cursor = start
        while cursor < kept.endIndex, file.tokens[kept[cursor]].kind == .attribute { cursor += 1 }
        let hasAttribute = cursor > start
        if hasAttribute, cursor < kept.endIndex, text(cursor) == "in" { start = cursor + 1 }
        guard start < kept.endIndex - 1 else { return nil }
        var layer = StatementLayer(inside: kept[start..<(kept.endIndex - 1)], wrapperArguments: arguments)
        layer.bridgesToAsync = names == ["Task"] && arguments.isEmpty && !hasAttribute
            && layer.inside.indices.contains { text($0) == "await" }
        return layer
    }

    /// A call whose trailing closure (`kept[closureStart...]` up to its `}`) holds one statement
    /// acting on the value the call hands it (`$0.name = name`, `{ workflow in
    /// workflow.commands.append(…) }`). A closure acting on the view instead (`store.reload {
    /// isLoading = false }`) is a completion: more than a layer.
    private static func updateHelper(_ kept: ArraySlice<Int>, closureStart: Int, arguments: ArraySlice<Int>,
                                     file: ParsedFile) -> StatementLayer? {
        var names: [String] = []
        var cursor = closureStart
        while cursor < kept.endIndex, [.identifier, .wildcard, .comma, .leftParen, .rightParen]
            .contains(file.tokens[kept[cursor]].kind) {
            if file.tokens[kept[cursor]].kind == .identifier { names.append(file.text(kept[cursor])) }
            cursor += 1
        }
        var start = closureStart
        if cursor > closureStart, cursor < kept.endIndex, file.text(kept[cursor]) == "in" {
            start = cursor + 1
        } else {
            names = ["$0"]
        }
        var root = start
        while root < kept.endIndex, ["try", "await", "?", "!"].contains(file.text(kept[root])) { root += 1 }
        guard root < kept.endIndex - 1, names.contains(file.text(kept[root])) else { return nil }
        return StatementLayer(inside: kept[start..<(kept.endIndex - 1)], wrapperArguments: arguments,
                              updatedValue: names)
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
