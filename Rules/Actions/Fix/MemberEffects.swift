import ActionLintCore

/// Whether the extracted member must be `async` and `throws`: its body awaits, or tries
/// outside a `do` block (`try?` and `try!` throw nothing out), in the closure itself — an
/// `await` inside a nested `Task { }` makes the task async, not the closure.
struct MemberEffects: Equatable {
    var isAsync: Bool
    var isThrowing: Bool

    init(_ closure: ClosureExpression, in file: ParsedFile) {
        isAsync = closure.containsAwait
        isThrowing = closure.containsTry && MemberEffects.throwsOut(closure, in: file)
    }

    /// `async throws`, `async`, `throws` or nothing, with a leading space.
    var declarationSuffix: String {
        switch (isAsync, isThrowing) {
        case (true, true): return " async throws"
        case (true, false): return " async"
        case (false, true): return " throws"
        case (false, false): return ""
        }
    }

    /// A `try` that propagates: not `try?`/`try!`, not inside a `do { }` block or a nested closure.
    static func throwsOut(_ closure: ClosureExpression, in file: ParsedFile) -> Bool {
        guard let rightBrace = closure.rightBrace else { return false }
        let nested = file.syntax.closures.lazy.filter { $0.leftBrace > closure.leftBrace && $0.leftBrace < rightBrace }
        let nestedClosures = Set(nested.map(\.leftBrace))
        var index = closure.bodyStart
        var previousSignificant: Int?
        while index < rightBrace {
            let token = file.tokens[index]
            if token.kind.isTrivia {
                index += 1
                continue
            }
            if token.kind == .leftBrace {
                let isDoBlock = previousSignificant.map { file.text($0) == "do" } ?? false
                if isDoBlock || nestedClosures.contains(index),
                   let close = file.matchingBrace(of: index, before: rightBrace) {
                    previousSignificant = close
                    index = close + 1
                    continue
                }
            }
            if file.text(index) == "try", let next = file.nextSignificant(after: index) {
                let following = file.text(next)
                if following != "?" && following != "!" { return true }
            }
            previousSignificant = index
            index += 1
        }
        return false
    }
}
