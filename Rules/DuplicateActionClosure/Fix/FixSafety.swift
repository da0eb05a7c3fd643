import ActionLintCore

/// Decides whether a duplicate group can be extracted automatically, and how safely.
enum FixSafety {
    enum Verdict {
        case fixable(FixApplicability)
        case notFixable(reason: String)
    }

    static func verdict(for group: DuplicateGroup, file: ParsedFile) -> Verdict {
        for body in group.bodies {
            let closure = body.closure
            // Bindings the group passes as parameters are no obstacle (`ParameterPlan`).
            if let read = closure.boundReads.first, group.parameters == nil {
                let member = file.syntax.members[closure.member].name
                return .notFixable(reason: "the closures read `\(read.name)`, which is bound inside `\(member)` (a closure parameter, `if let` or local), so a method could not see it")
            }
            if closure.usesAnonymousParameters || closure.readsParameters {
                return .notFixable(reason: "a closure uses its parameters")
            }
            if closure.captureList != nil { return .notFixable(reason: "a closure has a capture list") }
            if closure.returnsValue { return .notFixable(reason: "a closure returns a value") }
        }
        // A `Task { }` kept at the synchronous sites runs the async member (`unwrapsTask`).
        if !group.unwrapsTask, let reason = effectsMismatch(group, file: file) { return .notFixable(reason: reason) }
        guard group.isNearDuplicate else { return .fixable(.safe) }
        let coreKey = coreKeyOfGroup(group)
        let guarded = group.bodies.filter { $0.fullKey != coreKey }
        if let first = guarded.first, guarded.dropFirst().contains(where: { $0.fullKey != first.fullKey }) {
            return .notFixable(reason: "the sites are guarded by different conditions")
        }
        return .fixable(isGuardCoveredByDisabled(group, file: file) ? .safe : .unsafe)
    }

    /// Why a site could not call a member that awaits or throws as the body does: the site's
    /// parameter is synchronous (or does not throw), or — for a custom API, whose signature is
    /// unknown — its own closure does not await (or try) and so may not be async. A synchronous
    /// member can be called from every site, async ones included.
    static func effectsMismatch(_ group: DuplicateGroup, file: ParsedFile) -> String? {
        let effects = MemberEffects(group.template.closure, in: file)
        guard effects.isAsync || effects.isThrowing else { return nil }
        for body in group.bodies {
            let site = body.site
            if let type = site.parameterType {
                if effects.isAsync && !type.isAsync { return "the body awaits, but `\(site.displayName)` takes a synchronous action" }
                if effects.isThrowing && !type.isThrowing { return "the body throws, but `\(site.displayName)` takes an action that cannot throw" }
            } else {
                let own = MemberEffects(body.closure, in: file)
                if effects.isAsync && !own.isAsync { return "the body awaits, but the `\(site.displayName)` closure may not be async" }
                if effects.isThrowing && !own.isThrowing { return "the body throws, but the `\(site.displayName)` closure may not throw" }
            }
        }
        return nil
    }

    /// The key of the unguarded body every near-duplicate shares.
    static func coreKeyOfGroup(_ group: DuplicateGroup) -> String {
        group.template.coreKey ?? group.template.fullKey
    }

    /// The guard-prefix case is safe only when every site without the guard cannot run when
    /// the guard would fail: it carries `.disabled(X)` with X the guard's condition negated
    /// (`guard !title.isEmpty` ↔ `.disabled(title.isEmpty)`).
    static func isGuardCoveredByDisabled(_ group: DuplicateGroup, file: ParsedFile) -> Bool {
        guard let condition = group.template.condition else { return false }
        let accepted = negations(of: condition)
        let unguarded = group.bodies.filter { $0.fullKey == coreKeyOfGroup(group) }
        return !unguarded.isEmpty && unguarded.allSatisfy { body in
            guard isGatedByDisabled(body.site, file: file),
                  let disabled = disabledArgument(after: body.site, file: file) else { return false }
            return accepted.contains(disabled)
        }
    }

    /// APIs whose action cannot run while the view is disabled: controls, taps and submits.
    /// `.disabled` does not stop `.onAppear`, `.onChange`, `.onReceive`, `.task` and the like,
    /// so it proves nothing about them.
    static let disabledGatedCallees: Set<String> = [
        "Button", "TextField", "SecureField", "Stepper", "Menu", "PasteButton",
        ".onTapGesture", ".onLongPressGesture", ".onSubmit",
    ]

    static func isGatedByDisabled(_ site: ActionSite, file: ParsedFile) -> Bool {
        disabledGatedCallees.contains(file.syntax.calls[site.call].callee)
    }

    static func negations(of condition: [String]) -> [[String]] {
        var result: [[String]] = [["!"] + condition, ["!", "("] + condition + [")"]]
        if condition.first == "!" {
            result.append(Array(condition.dropFirst()))
            if condition.count > 2, condition[1] == "(", condition.last == ")" { result.append(Array(condition.dropFirst(2).dropLast())) }
        }
        return result
    }

    /// The normalized argument of a `.disabled(…)` in the modifier chain right after the site's call.
    static func disabledArgument(after site: ActionSite, file: ParsedFile) -> [String]? {
        let call = file.syntax.calls[site.call]
        let closures = call.trailingClosures.compactMap { file.syntax.closures[$0.closure].rightBrace }
        guard var cursor = closures.max() ?? call.rightParen else { return nil }
        // Walk `.modifier(…)` links: `.` name, optional `(` … `)`, then optional trailing closures
        // (`.contextMenu { … }` sits between a Button and its `.disabled(…)` as often as not).
        while true {
            guard let dot = file.nextSignificant(after: cursor), file.tokens[dot].kind == .period,
                  let name = file.nextSignificant(after: dot), file.tokens[name].kind == .identifier else { return nil }
            cursor = name
            if let open = file.nextSignificant(after: name), file.tokens[open].kind == .leftParen {
                guard let close = file.matchingParen(of: open) else { return nil }
                if file.text(name) == "disabled" {
                    return ActionBody.normalize(file: file, from: open + 1, to: close).texts
                }
                cursor = close
            }
            while let open = file.nextSignificant(after: cursor), file.tokens[open].kind == .leftBrace {
                guard let close = file.matchingBrace(of: open) else { return nil }
                cursor = close
            }
        }
    }
}
