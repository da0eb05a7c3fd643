import ActionLintCore

/// Where a new member may go when sites sit inside `#if`: the member must be compiled in every
/// build that compiles a site, and only where its body compiles — which is where some site
/// compiles, the body being each site's own text. So it goes where every site's `#if` branches
/// that it sits in hold, and it is wrapped in `#if` for the branches the sites do not share:
/// sites under `#if os(macOS)` and `#if DEBUG` get `#if os(macOS) || DEBUG`, written as simply as it
/// holds (`ConditionSimplifier`: under `#if os(macOS)` and `#if !os(tvOS)`, `#if !os(tvOS)`).
struct ConditionalPlacement {
    let file: ParsedFile
    /// The file's `#if`…`#endif` tokens (`ConditionalBranches.directives`).
    let directives: [Int]
    /// Each site's `#if` branches, outermost first.
    let sitePaths: [[ConditionalBranches.Branch]]

    init(file: ParsedFile, siteTokens: [Int]) {
        self.file = file
        let directives = ConditionalBranches.directives(in: file)
        self.directives = directives
        self.sitePaths = siteTokens.map { ConditionalBranches.path(to: $0, directives: directives, file: file) }
    }

    /// The `#if` branches around `token`, outermost first.
    func path(to token: Int) -> [ConditionalBranches.Branch] {
        ConditionalBranches.path(to: token, directives: directives, file: file)
    }

    func clauses(of directive: Int) -> [String?] {
        ConditionalBranches.clauses(of: directive, directives: directives, file: file)
    }

    func endif(of directive: Int) -> Int? {
        ConditionalBranches.endif(of: directive, directives: directives, file: file)
    }

    /// The `#if` at the outermost branch around `token` that not every site sits in; nil when
    /// every branch around `token` holds every site (the member may go there).
    func foreignDirective(around token: Int) -> Int? {
        let path = path(to: token)
        for (depth, branch) in path.enumerated() {
            let holdsEverySite = sitePaths.allSatisfy { depth < $0.count && $0[depth] == branch }
            if !holdsEverySite { return branch.directive }
        }
        return nil
    }

    /// The condition to wrap a member placed at `token` in; nil when it needs none (a site is
    /// compiled wherever the place is, or the sites' conditions always hold between them).
    func wrappingCondition(at token: Int) -> String? {
        let depth = path(to: token).count
        let rests = sitePaths.map { Array($0.dropFirst(depth)) }
        guard !rests.contains(where: \.isEmpty) else { return nil }
        var terms: [String] = []
        for rest in rests {
            let conjunction = Self.joined(rest.map(condition(of:)), by: "&&")
            if !terms.contains(conjunction) { terms.append(conjunction) }
        }
        // `os(tvOS) || !os(tvOS)` always holds; `os(iOS) || (os(iOS) || os(macOS)) && os(iOS)` is `os(iOS)`.
        return ConditionSimplifier.simplified(terms) { Self.joined($0, by: "||") }
    }

    /// The branch's condition: its clause's, after the earlier clauses' negations. A negation is
    /// left out where the clause already excludes it: `os(macOS)` is never also `os(iOS)`.
    func condition(of branch: ConditionalBranches.Branch) -> String {
        let clauses = clauses(of: branch.directive)
        guard branch.number < clauses.count else { return "false" }
        let own = clauses[branch.number]
        var parts: [String] = []
        for earlier in clauses[..<branch.number] {
            guard let earlier else { continue }
            if let own, ConditionSimplifier.excludeEachOther(own, earlier) { continue }
            parts.append(Self.negated(earlier))
        }
        if let own { parts.append(own) }
        return Self.joined(parts, by: "&&")
    }

    /// `!os(iOS)`, `os(iOS)` for `!os(iOS)`, `!(A || B)`.
    static func negated(_ condition: String) -> String {
        if condition.hasPrefix("!"), isSimple(String(condition.dropFirst())) { return String(condition.dropFirst()) }
        return isSimple(condition) ? "!" + condition : "!(" + condition + ")"
    }

    /// `conditions` joined by `joiner`, each parenthesized where the join would change how it
    /// groups (an `||` inside an `&&`); one condition is left as it is.
    static func joined(_ conditions: [String], by joiner: String) -> String {
        guard conditions.count > 1 else { return conditions.first ?? "" }
        return conditions.map { condition in
            joiner == "&&" && !isAtomic(condition) && condition.contains("||") ? "(" + condition + ")" : condition
        }.joined(separator: " " + joiner + " ")
    }

    /// A name, a call, or a negated or parenthesized whole: `os(iOS)`, `!DEBUG`, `!(A || B)`.
    static func isAtomic(_ condition: String) -> Bool {
        let body = condition.hasPrefix("!") ? String(condition.dropFirst()) : condition
        if isSimple(body) { return true }
        guard body.hasPrefix("(") else { return false }
        var depth = 0
        for (offset, character) in body.enumerated() {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0 { return offset == body.count - 1 }
        }
        return false
    }

    /// One name, with one call's parentheses at most: `DEBUG`, `os(iOS)`, `canImport(UIKit)`.
    static func isSimple(_ condition: String) -> Bool {
        var sawParen = false
        for character in condition {
            if character == "(" || character == ")" { sawParen = true; continue }
            if character.isLetter || character.isNumber || character == "_" || character == "." { continue }
            if sawParen, character == "," { continue }
            return false
        }
        return !condition.isEmpty && condition.filter({ $0 == "(" }).count <= 1
    }
}
