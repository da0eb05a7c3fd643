import ActionLintCore

/// Whether a long action's body can become a member of the view. It can — safely, since the
/// member does what the closure did — when it reads only the view's members: nothing bound inside
/// the view member around it, not its own parameters, no capture list, no returned value.
enum LongActionFixSafety {
    /// Why there is no fix, or nil when there is one.
    static func obstacle(_ closure: ClosureExpression, site: ActionSite, file: ParsedFile) -> String? {
        if let read = closure.boundReads.first {
            let member = file.syntax.members[closure.member].name
            return "the closure reads `\(read.name)`, which is bound inside `\(member)` (a closure parameter, `if let` or local), so a method could not see it"
        }
        if closure.usesAnonymousParameters || closure.readsParameters { return "the closure uses its parameters" }
        if closure.captureList != nil { return "the closure has a capture list" }
        if closure.returnsValue { return "the closure returns a value" }
        if closure.containsAwait, !site.isAsync { return "the body awaits, but the site is not async" }
        return nil
    }

    /// Whether the body throws: a `try` (not `try?` or `try!`) of its own — not inside a closure
    /// within it, nor inside a `do` block, whose `catch` handles it. Only such a body makes the
    /// extracted member `throws`.
    static func throwsErrors(_ closure: ClosureExpression, closureIndex: Int, rightBrace: Int, file: ParsedFile) -> Bool {
        guard closure.containsTry else { return false }
        // The closures directly inside this one: their `try`s are theirs.
        let nested = file.syntax.closures.filter { $0.parent == closureIndex }.map { $0.leftBrace...($0.rightBrace ?? rightBrace) }
        var doBlocks: [Bool] = []
        var index = closure.bodyStart
        while index < rightBrace {
            if let skipped = nested.first(where: { $0.contains(index) }) {
                index = skipped.upperBound + 1
                continue
            }
            let token = file.tokens[index]
            switch token.kind {
            case .leftBrace:
                let previous = previousSignificant(before: index, file: file)
                doBlocks.append(previous.map { file.source.token(file.tokens[$0], is: "do") } ?? false)
            case .rightBrace:
                _ = doBlocks.popLast()
            case .keyword where file.source.token(token, is: "try"):
                let next = file.nextSignificant(after: index).map { file.tokens[$0] }
                let isOptional = next.map { $0.kind == .postfixOperator || file.source.token($0, is: "?") || file.source.token($0, is: "!") } ?? false
                if !isOptional, !doBlocks.contains(true) { return true }
            default:
                break
            }
            index += 1
        }
        return false
    }

    static func previousSignificant(before index: Int, file: ParsedFile) -> Int? {
        var previous = index - 1
        while previous >= 0, file.tokens[previous].kind.isTrivia { previous -= 1 }
        return previous >= 0 ? previous : nil
    }
}
