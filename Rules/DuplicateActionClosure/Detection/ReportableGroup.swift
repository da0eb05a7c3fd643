import ActionLintCore

/// Which duplicate groups are worth a finding: a method must do something the sites would
/// otherwise repeat, and a guard-prefix pair must be one action, not two.
enum ReportableGroup {
    /// The group as it should be reported, or nil when it is not worth a finding.
    static func reportable(_ group: DuplicateGroup, settings: RuleSettings, file: ParsedFile) -> DuplicateGroup? {
        // The condition is the logic: the guarded body, the member the fix writes, is measured.
        if isProvenGuardPair(group, file: file) { return isBelowThresholds(group.template, settings) ? nil : group }
        guard let group = withoutGuardedReactions(group) else { return nil }
        let shared = sharedBody(group)
        if isBelowThresholds(shared, settings) { return nil }
        let statements = shared.closure.statementStarts.count
        if !settings.reportTrivial, statements == 1,
           TrivialShape.isTrivial(shared.kept[...], parameters: forwardedNames(group, shared: shared, file: file),
                                  sitesPassValues: group.parameters?.literals.isEmpty == false,
                                  file: file) { return nil }
        return group
    }

    /// The names a trivial call may forward: the closure's parameters (the API's values) and, for
    /// a call with no receiver, the bindings each site passes — the call a fix leaves
    /// (`{ rate in setRate(player, service, rate) }`), which a second extraction would only rename.
    static func forwardedNames(_ group: DuplicateGroup, shared: ActionBody, file: ParsedFile) -> [String] {
        let kept = shared.kept
        guard kept.count >= 2, file.tokens[kept[0]].kind == .identifier, file.tokens[kept[1]].kind == .leftParen,
              let bound = group.parameters?.bound else { return shared.closure.parameters }
        return shared.closure.parameters + bound.compactMap { $0.reads.first?.name }
    }

    /// Trivial by size: fewer than `minStatements` statements and fewer than `minTokens` tokens.
    static func isBelowThresholds(_ body: ActionBody, _ settings: RuleSettings) -> Bool {
        body.closure.statementStarts.count < settings.minStatements && body.tokenCount < settings.minTokens
    }

    /// The seed's case: sites that must agree on a condition, the guarded ones checking it and the
    /// others unable to run without it (`FixSafety`'s safe verdict: `.disabled` by the same
    /// condition, or inside a builder `if` with it). The condition is the logic, so the pair is
    /// reported whatever the size or shape of the rest, a reaction's (`.onAppear { if … }`) too;
    /// only the guarded body must reach the size thresholds.
    static func isProvenGuardPair(_ group: DuplicateGroup, file: ParsedFile) -> Bool {
        guard group.isNearDuplicate,
              case .fixable(.safe) = FixSafety.verdict(for: group, file: file) else { return false }
        return true
    }

    /// The code every site shares: the unguarded body of a near-duplicate (the guard-less rest),
    /// else the whole body (a wrapping `if` included).
    static func sharedBody(_ group: DuplicateGroup) -> ActionBody {
        // What repeats is the `Task { … }` the synchronous sites hold.
        if group.unwrapsTask, let wrapped = group.bodies.first(where: { !$0.site.isAsync }) { return wrapped }
        if group.isNearDuplicate, let plain = group.bodies.first(where: { $0.fullKey == group.template.coreKey }) {
            return plain
        }
        return group.bodies.min { $0.tokenCount < $1.tokenCount } ?? group.template
    }

    /// APIs that react to something happening to the view or its data, rather than to the user.
    static let reactionCallees: Set<String> = [".onChange", ".task", ".onReceive", ".onAppear", ".onDisappear"]

    /// A reaction whose whole logic is its `if`/`guard` (`.onChange(of: focused) { if focused {
    /// select(nil) } }`) does something else than a control that runs the rest unconditionally
    /// (a Button that deselects): those reactions leave the group. Nil when fewer than two
    /// bodies are left.
    static func withoutGuardedReactions(_ group: DuplicateGroup) -> DuplicateGroup? {
        guard group.isNearDuplicate, let core = group.template.coreKey else { return group }
        let plain = group.bodies.filter { $0.fullKey == core }
        guard plain.contains(where: { !reactionCallees.contains($0.site.callee) }) else { return group }
        let kept = group.bodies.filter { body in
            body.fullKey == core || body.coreKey != core || !reactionCallees.contains(body.site.callee)
        }
        guard kept.count != group.bodies.count else { return group }
        guard kept.count >= 2 else { return nil }
        let first = kept[0].fullKey
        let template = kept.max { $0.tokenCount < $1.tokenCount } ?? kept[0]
        var regrouped = group
        regrouped.bodies = kept
        regrouped.template = template
        regrouped.isNearDuplicate = kept.contains { $0.fullKey != first }
        return regrouped
    }
}
