import ActionLintCore

/// Where `ActionWords` stands in a body as it reads it token by token: the brackets open, the
/// value or condition being read, the `guard … else { }` being left, the loops around.
struct BodyScan {
    /// Open brackets, innermost last: a call directly inside `(` or `[` is a value passed on.
    private var brackets: [TokenKind] = []
    /// The depth of the `=` whose value is being read, if any.
    var valueDepth: Int?
    /// The value is assigned to state (`x = …`), not bound (`let x = …`).
    var valueIsAssigned = false
    /// The depth of the `if`/`guard`/`while`/`switch`/`for` whose condition (or sequence) is
    /// being read: a condition checks, the action is in the block.
    private var conditionDepth: Int?
    private var conditionIsGuard = false
    /// Inside a `guard`'s `else { … }` from this depth on: the way out, not the action.
    private var exitDepth: Int?
    private(set) var loops = LoopScopes()

    var depth: Int { brackets.count }
    var isLeaving: Bool { exitDepth != nil }

    /// A call here is one of the body's statements: not in a condition or an assigned value, and
    /// not passed to another call.
    var isStatement: Bool {
        valueDepth == nil && conditionDepth == nil
            && !(brackets.last == .leftParen || brackets.last == .leftSquare || brackets.last == .interpolationStart)
    }

    /// Takes in the token at `position`.
    mutating func step(_ position: Int, in words: ActionWords) {
        let kind = words.kinds[position]
        if let open = valueDepth,
           words.endsValue(at: position, depth: depth, valueDepth: open,
                           opensBlock: kind == .leftBrace && conditionDepth == depth) {
            valueDepth = nil
        }
        if kind == .keyword, ActionWords.opensCondition(words.texts[position]), !words.isLabel(position) {
            conditionDepth = depth
            conditionIsGuard = words.texts[position] == "guard"
            if words.texts[position] == "for" { loops.begin(at: depth) }
        }
        if kind == .leftBrace, conditionDepth == depth {
            conditionDepth = nil
            if conditionIsGuard, exitDepth == nil { exitDepth = depth + 1 }
            loops.enterBody(at: depth)
        }
        loops.read(position, words: words, depth: depth)
        switch kind {
        case .leftParen, .leftSquare, .leftBrace, .interpolationStart: brackets.append(kind)
        case .rightParen, .rightSquare, .rightBrace, .interpolationEnd:
            if !brackets.isEmpty { brackets.removeLast() }
            loops.leave(depth: depth)
            if let exit = exitDepth, depth < exit { exitDepth = nil }
        default: break
        }
    }
}

/// The `for` loops around a position of a body, as `ActionWords` reads it: what each binds and
/// the collection it iterates (`for (i, _) in rows.enumerated()` binds `i`, iterates `rows`).
struct LoopScopes {
    struct Loop {
        /// The bracket depth of the `for`.
        var depth: Int
        var bound: Set<String> = []
        var collection: String?
        var sawIn = false
        var finished = false
    }

    private var pending: Loop?
    /// The loops whose bodies hold the position, with the depth inside their `{`.
    private var open: [(loop: Loop, bodyDepth: Int)] = []

    mutating func begin(at depth: Int) { pending = Loop(depth: depth) }

    /// Reads the `for` header: the names before `in`, then the collection (`model.rows` → `rows`;
    /// `rows.indices`, `rows.enumerated()`, `0..<rows.count` → `rows`).
    mutating func read(_ position: Int, words: ActionWords, depth: Int) {
        guard var loop = pending, depth == loop.depth else { return }
        let text = words.texts[position]
        let kind = words.kinds[position]
        if !loop.sawIn {
            if kind == .keyword, text == "in" {
                loop.sawIn = true
            } else if kind == .identifier {
                loop.bound.insert(text)
            }
        } else if !loop.finished {
            if kind == .keyword, text == "where" {
                loop.finished = true
            } else if kind == .identifier, !words.isLabel(position) {
                if NamingVocabulary.sequenceReads.contains(text) {
                    loop.finished = loop.collection != nil
                } else {
                    loop.collection = words.stripped(text)
                }
            }
        }
        pending = loop
    }

    mutating func enterBody(at depth: Int) {
        guard let loop = pending, loop.depth == depth else { return }
        open.append((loop, depth + 1))
        pending = nil
    }

    mutating func leave(depth: Int) {
        while let last = open.last, depth < last.bodyDepth { open.removeLast() }
    }

    /// The words of the collection an enclosing loop iterates when `chain` is one of its elements:
    /// rooted at a name the loop binds (`row.isChecked`), or a subscript of its collection
    /// (`rows[i].isChecked`, `model.rows[i].isChecked`).
    func collection(iteratedBy chain: [ActionWords.ChainName]) -> [String]? {
        guard let root = chain.first else { return nil }
        for (loop, _) in open.reversed() {
            guard let collection = loop.collection else { continue }
            let isElement = chain.count > 1 && (loop.bound.contains(root.name)
                || chain.dropLast().contains { $0.isSubscripted && $0.name == collection })
            if isElement {
                let words = ActionNamer.splitWords(collection)
                return words.isEmpty ? nil : words
            }
        }
        return nil
    }
}
