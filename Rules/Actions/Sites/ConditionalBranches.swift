import ActionLintCore

/// Which branch of each `#if` a token sits in: `#if os(iOS) … #else … #endif` compiles one branch
/// per build, so code in two branches of one `#if` never runs in the same app.
enum ConditionalBranches {
    /// One `#if` around a token: the `#if`'s token index and the branch (0 for the `#if`'s own,
    /// 1 for the first `#elseif`/`#else`, …).
    struct Branch: Equatable {
        var directive: Int
        var number: Int
    }

    /// The file's `#if`, `#elseif`, `#else` and `#endif` tokens, in order: read once, then each
    /// question about branches walks only them.
    static func directives(in file: ParsedFile) -> [Int] {
        file.tokens.indices.filter { file.tokens[$0].kind == .poundDirective }
    }

    /// The `#if` branches around `token`, outermost first (empty outside every `#if`), read over
    /// the file's `directives`.
    static func path(to token: Int, directives: [Int], file: ParsedFile) -> [Branch] {
        var open: [Branch] = []
        for index in directives {
            guard index < token else { break }
            switch file.text(index) {
            case "#if": open.append(Branch(directive: index, number: 0))
            case "#elseif", "#else": if !open.isEmpty { open[open.count - 1].number += 1 }
            case "#endif": _ = open.popLast()
            default: break
            }
        }
        return open
    }

    /// Whether two paths part at some `#if`: the same directive, different branches.
    static func excludes(_ first: [Branch], _ second: [Branch]) -> Bool {
        for (a, b) in zip(first, second) {
            if a.directive != b.directive { return false }
            if a.number != b.number { return true }
        }
        return false
    }
}

extension ConditionalBranches {
    /// The `#endif` token closing the `#if` at `directive`; nil in a file that never closes it.
    static func endif(of directive: Int, directives: [Int], file: ParsedFile) -> Int? {
        var depth = 0
        for index in directives where index >= directive {
            switch file.text(index) {
            case "#if": depth += 1
            case "#endif":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// Each clause's condition of the `#if` at `directive`, in order: the `#if`'s, each
    /// `#elseif`'s, and nil for an `#else`.
    static func clauses(of directive: Int, directives: [Int], file: ParsedFile) -> [String?] {
        var clauses: [String?] = []
        var depth = 0
        for index in directives where index >= directive {
            let text = file.text(index)
            switch text {
            case "#if":
                depth += 1
                if depth == 1 { clauses.append(condition(after: index, in: file)) }
            case "#elseif" where depth == 1: clauses.append(condition(after: index, in: file))
            case "#else" where depth == 1: clauses.append(nil)
            case "#endif":
                depth -= 1
                if depth == 0 { return clauses }
            default: break
            }
        }
        return clauses
    }

    /// The condition written after `#if`/`#elseif` at `directive`, on one line, comments dropped.
    private static func condition(after directive: Int, in file: ParsedFile) -> String {
        var first: Int?
        var last = directive
        var index = directive + 1
        while index < file.tokens.count, file.tokens[index].kind != .newline {
            if !file.tokens[index].kind.isTrivia {
                first = first ?? index
                last = index
            }
            index += 1
        }
        return first.map { TokenTexts.oneLine(from: $0, through: last, in: file) } ?? ""
    }

}
