import ActionLintCore

/// Decides whether a duplicate group can be extracted automatically, and how safely.
enum FixSafety {
    enum Verdict {
        case fixable(FixApplicability)
        case notFixable(reason: String)
    }

    /// `typesClosureParameters`: the caller types the closures' own parameters the bodies read
    /// (`ClosureParameters`), so reading them is no obstacle here.
    static func verdict(for group: DuplicateGroup, file: ParsedFile, typesClosureParameters: Bool = false) -> Verdict {
        for body in group.bodies {
            let closure = body.closure
            // Bindings the group passes as parameters are no obstacle (`ParameterPlan`), nor are
            // captured ones (`CapturedValues`).
            let captured = CapturedValues.names(of: closure, in: file)
            // What the member's guard binds alike (`if let draft` around, `guard let draft` kept).
            let givenByTheGuard = body.givenKey != nil && body.givenKey == group.template.coreKey
            if !givenByTheGuard, let read = closure.boundReads.first(where: { !captured.contains($0.name) }),
               group.parameters == nil {
                let member = file.syntax.members[closure.member].name
                return .notFixable(reason: "the closures read `\(read.name)`, which is bound inside `\(member)` "
                    + "(a closure parameter, `if let` or local), so a method could not see it")
            }
            if closure.usesAnonymousParameters && !typesClosureParameters {
                return .notFixable(reason: "a closure uses its anonymous parameters (`$0`)")
            }
            if closure.readsParameters && !typesClosureParameters {
                return .notFixable(reason: "a closure uses its parameters")
            }
            // `return x`, or one expression returned implicitly: the member must return it too.
            let site = group.typedSite(body)
            if ClosureResult.yieldsValue(closure, at: site, file: file),
               !(typesClosureParameters && group.returnType != nil) {
                return .notFixable(reason: site.parameterType == nil
                    ? "a closure returns a value, and `\(site.spelled(in: file))` says not of which type"
                    : "a closure returns a value")
            }
        }
        if let reason = returnMismatch(group) { return .notFixable(reason: reason) }
        // A `Task { }` kept at the synchronous sites runs the async member (`unwrapsTask`).
        if !group.unwrapsTask, let reason = effectsMismatch(group, file: file) { return .notFixable(reason: reason) }
        guard group.isNearDuplicate else { return .fixable(.safe) }
        let coreKey = coreKeyOfGroup(group)
        let guarded = group.bodies.filter { !$0.isRest(coreKey) }
        if let first = guarded.first, guarded.dropFirst().contains(where: { $0.fullKey != first.fullKey }) {
            return .notFixable(reason: "the sites are guarded by different conditions")
        }
        return .fixable(isGuardCovered(group, file: file) ? .safe : .unsafe)
    }

    /// Why a site could not call a member that awaits or throws as the body does: the site's
    /// parameter is synchronous (or does not throw), or — for a custom API, whose signature is
    /// unknown — its own closure does not await (or try) and so may not be async. A synchronous
    /// member can be called from every site, async ones included.
    static func effectsMismatch(_ group: DuplicateGroup, file: ParsedFile) -> String? {
        let effects = MemberEffects(group.template.closure, in: file)
        guard effects.isAsync || effects.isThrowing else { return nil }
        for body in group.bodies {
            let site = group.typedSite(body)
            if let type = site.parameterType {
                if effects.isAsync && !type.isAsync {
                    return "the body awaits, but `\(site.spelled(in: file))` takes a synchronous action"
                }
                if effects.isThrowing && !type.isThrowing {
                    return "the body throws, but `\(site.spelled(in: file))` takes an action that cannot throw"
                }
            } else {
                let own = MemberEffects(body.closure, in: file)
                if effects.isAsync && !own.isAsync {
                    return "the body awaits, but the `\(site.spelled(in: file))` closure may not be async"
                }
                if effects.isThrowing && !own.isThrowing {
                    return "the body throws, but the `\(site.spelled(in: file))` closure may not throw"
                }
            }
        }
        return nil
    }

    /// Why the member could not return what every site's closure returns (`Bool` for `.onDrop`):
    /// the sites' APIs return different types, or a generic one, or the member would be async
    /// (a site keeping a `Task { }` could not return its result).
    static func returnMismatch(_ group: DuplicateGroup) -> String? {
        guard let returnType = group.returnType else { return nil }
        // A custom API's closure type is unknown: it may not return what the others do.
        for body in group.bodies where group.typedSite(body).parameterType?.returnType != returnType {
            return "the sites' closures return different types"
        }
        if ClosureParameters.isGeneric(returnType) {
            return "the closures return `\(returnType)`, a type the API leaves generic"
        }
        // An async member's result reaches only sites whose closures are async themselves.
        let sitesAwait = group.bodies.allSatisfy { group.typedSite($0).parameterType?.isAsync == true }
        if group.unwrapsTask || group.template.closure.containsAwait && !sitesAwait {
            return "the closures return a value and await"
        }
        return nil
    }

    /// The key of the unguarded body every near-duplicate shares.
    static func coreKeyOfGroup(_ group: DuplicateGroup) -> String {
        group.template.coreKey ?? group.template.fullKey
    }

    /// The guard-prefix case is safe only when the guard can never fail at a site without it:
    /// every such site is a control that cannot run unless each literal of the guard's condition
    /// holds (`SiteConditions`: a `.disabled(title.isEmpty)` for `guard !title.isEmpty`, a
    /// `.disabled(code.count != 6)` for `guard code.count == 6`, or a builder `if` around it).
    static func isGuardCovered(_ group: DuplicateGroup, file: ParsedFile) -> Bool {
        guard let condition = group.template.conditionTokens else { return false }
        let required = ConditionLiteral.literals(condition, holds: group.template.conditionHoldsForRest, file: file)
        let unguarded = group.bodies.filter { $0.isRest(coreKeyOfGroup(group)) }
        return !unguarded.isEmpty && unguarded.allSatisfy { SiteConditions.prove(required, at: $0.site, file: file) }
    }
}
