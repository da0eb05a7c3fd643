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

    /// The `#if` branches around `token`, outermost first; empty outside every `#if`.
    static func path(to token: Int, in file: ParsedFile) -> [Branch] {
        var open: [Branch] = []
        for index in 0..<min(token, file.tokens.count) where file.tokens[index].kind == .poundDirective {
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
