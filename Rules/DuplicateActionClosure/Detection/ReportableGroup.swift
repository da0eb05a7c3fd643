import ActionLintCore

/// Which duplicate groups are worth a finding: a method must do something the sites would
/// otherwise repeat, and a guard-prefix pair must be one action, not two.
enum ReportableGroup {
    /// The group as it should be reported, or nil when it is not worth a finding.
    static func reportable(_ group: DuplicateGroup, settings: RuleSettings, file: ParsedFile) -> DuplicateGroup? {
        // The condition is the logic: the guarded body, the member the fix writes, is measured.
        // Whatever the size of the rest (issue 30): the sites must agree on the condition, and
        // that is what drifts.
        if isProvenGuardPair(group, file: file) {
            return isGuardedBodyBelowThresholds(group.template, settings) ? nil : group
        }
        // Without that proof a guarded site and an unguarded one are two actions.
        guard let group = exactRepeats(group), let group = compiledTogether(group, file: file) else { return nil }
        let shared = sharedBody(group)
        if isBelowThresholds(shared, settings) { return nil }
        let statements = shared.closure.statementStarts.count
        if !settings.reportTrivial, let parameters = group.parameters, !parameters.literals.isEmpty,
           parameters.literals.allSatisfy({ $0.kind == .bool }) && isGuardAndOneCall(shared, group: group, file: file)
            || isCoincidence(parameters, shared: shared, file: file)
            || isValuePicker(group, parameters: parameters, file: file) {
            return nil
        }
        if !settings.reportTrivial,
           TrivialShape.isTrivial(shared.kept[...], parameters: forwardedNames(group, shared: shared, file: file),
                                  sitesPassValues: group.parameters?.literals.isEmpty == false,
                                  sites: group.bodies.count, file: file)
            || isUnwrapAndOneCall(shared, group: group, file: file)
            || statements == 1 && isInitialAndUpdate(group, shared: shared, file: file) { return nil }
        return group
    }

    /// The names a trivial call may forward: the closure's parameters (the API's values) and the
    /// bindings each site passes. A method taking them would only hand them on to the one call,
    /// under its callee's name: the call a fix leaves (`{ rate in setRate(player, service, rate) }`),
    /// or a model's method (`viewModel.updateRole(for: member, with: role)` → `updateRole(_:_:)`).
    static func forwardedNames(_ group: DuplicateGroup, shared: ActionBody, file: ParsedFile) -> [String] {
        guard let bound = group.parameters?.bound else { return shared.closure.parameters }
        return shared.closure.parameters + bound.compactMap { $0.reads.first?.name }
    }

    /// `.onAppear` (or `.task`) and `.onChange(of:)` sharing one statement: one reaction that also
    /// runs at the start, which SwiftUI spells `.onChange(of: value, initial: true)` (`.task(id:)`);
    /// a method would name one line. That line may read its value through calls
    /// (`geometry.frame(in: .local).size.height`): the idiom keeps it in one place. A formula
    /// (`+`, `??`, `?:`) is logic worth a name, unless it is an assignment no call computes.
    static func isInitialAndUpdate(_ group: DuplicateGroup, shared: ActionBody, file: ParsedFile) -> Bool {
        let callees = Set(group.bodies.map { file.syntax.calls[$0.site.call].callee })
        guard group.bodies.count == 2, callees.count == 2, callees.contains(".onChange"),
              callees.contains(".onAppear") || callees.contains(".task") else { return false }
        // Only the plain shape counts (as where sites pass different values): the pair is one reaction.
        return TrivialShape.isUncomputedAssignment(shared.kept[...], file: file)
            || TrivialShape.isTrivial(shared.kept[...], parameters: forwardedNames(group, shared: shared, file: file),
                                      sitesPassValues: true, sites: group.bodies.count, file: file)
    }

    /// One call on the value an unwrap builds, at two sites (`if let url = URL(string: "…") {
    /// open(url) }`, or `guard let … else { return }` before it): the unwrap is one layer around a
    /// call that already has a name, as `withAnimation` is; at three sites the layer is reported.
    static func isUnwrapAndOneCall(_ shared: ActionBody, group: DuplicateGroup, file: ParsedFile) -> Bool {
        guard group.bodies.count <= TrivialShape.maximumLayeredSites,
              let prefix = ConditionPrefix(shared.kept, wrappingIfAllowed: true, file: file), prefix.holdsForCore,
              prefix.conditionEnd > 1, file.text(shared.kept[1]) == "let" else { return false }
        // `let name = value` and the call read as `let name = value; call(name)`: the constant
        // a trivial statement may read once.
        let unwrapped = Array(shared.kept[1..<prefix.conditionEnd] + shared.kept[prefix.core])
        return TrivialShape.isTrivialStatement(unwrapped[...],
                                               parameters: forwardedNames(group, shared: shared, file: file),
                                               sitesPassValues: group.parameters?.literals.isEmpty == false, file: file)
    }

    /// Trivial by size: fewer than `minStatements` statements and fewer than `minTokens` tokens.
    static func isBelowThresholds(_ body: ActionBody, _ settings: RuleSettings) -> Bool {
        body.closure.statementStarts.count < settings.minStatements && body.tokenCount < settings.minTokens
    }

    /// A guarded body measured in its `guard` spelling: the check and the action are two
    /// statements however they are written (`if isTruncated { toggle() }` is `guard isTruncated
    /// else { return }` and `toggle()`), so a wrapping `if` is not smaller than the guard it spells.
    static func isGuardedBodyBelowThresholds(_ body: ActionBody, _ settings: RuleSettings) -> Bool {
        max(body.closure.statementStarts.count, 2) < settings.minStatements && body.tokenCount < settings.minTokens
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
        if group.isNearDuplicate, let plain = group.bodies.first(where: { $0.isRest(group.template.coreKey) }) {
            return plain
        }
        return group.bodies.min { $0.tokenCount < $1.tokenCount } ?? group.template
    }

    /// The sites of a near-duplicate whose bodies are the same, guard and all: the largest such
    /// set (the first in source order on a tie), or nil when no two are. A site whose guard (or
    /// wrapping `if`) the others lack does something else whenever the condition is false — a
    /// reaction that clears a result only for replacements is not the one that always clears it —
    /// and no fix may drop or add a condition at a site.
    static func exactRepeats(_ group: DuplicateGroup) -> DuplicateGroup? {
        guard group.isNearDuplicate else { return group }
        var counts: [String: Int] = [:]
        for body in group.bodies { counts[body.fullKey, default: 0] += 1 }
        guard let most = counts.values.max(), most >= 2,
              let key = group.bodies.first(where: { counts[$0.fullKey] == most })?.fullKey else { return nil }
        return group.keeping(group.bodies.indices.filter { group.bodies[$0].fullKey == key })
    }

    /// Two reactions that coincide in shape are not one action: a merge that would compare a
    /// passed value inside the member (`if newValue == flag`) or match it as a case pattern
    /// (`case .right:` / `case .left:`, `if case .left = direction`: each site reacts to its own
    /// event), or pass more values than the body has statements (`alert = .x; showing = true` per
    /// case and flag), reads worse than the sites it replaces.
    static func isCoincidence(_ parameters: GroupParameters, shared: ActionBody, file: ParsedFile) -> Bool {
        if parameters.literals.count > shared.closure.statementStarts.count { return true }
        guard let shape = parameters.shapes.first else { return false }
        return parameters.literals.contains { literal in
            literal.slots.contains {
                isCompared(shape.slots[$0].tokens, file: file) || isCasePattern(shape.slots[$0].tokens, file: file)
            }
        }
    }

    /// Sites that only choose a value — each writes its own constant (or the row it stands in) to
    /// properties and does nothing else, in an animation or on the main queue at most — are a
    /// picker written as buttons: `setIncome(true)` says no more than `income = true`.
    static func isValuePicker(_ group: DuplicateGroup, parameters: GroupParameters, file: ParsedFile) -> Bool {
        guard let body = group.bodies.first, let shape = parameters.shapes.first else { return false }
        let chosen = Set(parameters.literals.flatMap { literal in literal.slots.map { shape.slots[$0].tokens } })
        var inside = body.kept[...]
        // Peel the wrappers that only say how the writes run; a condition, a helper or an
        // animation computed from the view's state (a policy the options share) is more.
        while let layer = StatementLayer(inside, file: file), layer.updatedValue == nil,
              let first = inside.first, !["if", "guard"].contains(file.text(first)),
              layer.wrapperArguments.map({ TrivialShape.readsNothingFromTheView($0, parameters: [], file: file) })
                ?? true {
            inside = layer.inside
        }
        return isOnlyWrites(inside, of: chosen, file: file)
    }

    /// Whether `tokens` are statements `name.member = value` and nothing else, each value one of
    /// `chosen` (the sites' differing values) or one name (a binding the site passes).
    private static func isOnlyWrites(_ tokens: ArraySlice<Int>, of chosen: Set<ClosedRange<Int>>,
                                     file: ParsedFile) -> Bool {
        var position = tokens.startIndex
        var writes = 0
        while position < tokens.endIndex {
            // The written property: a name or `self`, then `.member`s.
            guard file.tokens[tokens[position]].kind == .identifier || file.text(tokens[position]) == "self" else {
                return false
            }
            position += 1
            while position + 1 < tokens.endIndex, file.tokens[tokens[position]].kind == .period {
                position += 2
            }
            guard position + 1 < tokens.endIndex, file.tokens[tokens[position]].kind == .equal else { return false }
            position += 1
            if let value = chosen.first(where: { $0.lowerBound == tokens[position] }),
               let end = tokens[position...].firstIndex(of: value.upperBound) {
                position = end + 1
            } else if file.tokens[tokens[position]].kind == .identifier {
                position += 1
            } else {
                return false
            }
            writes += 1
            if position < tokens.endIndex, file.tokens[tokens[position]].kind == .semicolon { position += 1 }
        }
        return writes > 0
    }

    /// Whether the value at `tokens` is (part of) a `case` pattern: `case .right:` in a `switch`,
    /// `if case .left = direction`, `case .detail(kind: .left):`. Scans back to the `case`, through
    /// the payload brackets around the value, stopping where a pattern cannot reach.
    static func isCasePattern(_ tokens: ClosedRange<Int>, file: ParsedFile) -> Bool {
        var depth = 0
        var index = tokens.lowerBound
        while let previous = file.previousSignificant(before: index) {
            index = previous
            switch file.tokens[index].kind {
            case .rightParen, .rightSquare: depth += 1
            case .leftParen, .leftSquare: depth = max(depth - 1, 0)
            case .leftBrace, .rightBrace, .semicolon, .equal: if depth == 0 { return false }
            case .colon: if depth == 0, !isArgumentLabelColon(index, file: file) { return false }
            case .keyword where depth == 0:
                if TokenTexts.text(of: index, in: file, is: "case") { return true }
                if ["where", "in", "return", "else", "if", "guard"].contains(file.text(index)) { return false }
            default: break
            }
        }
        return false
    }

    /// Whether the `:` at `colon` follows an argument label (`(kind: .left`), not a case's end.
    private static func isArgumentLabelColon(_ colon: Int, file: ParsedFile) -> Bool {
        guard let label = file.previousSignificant(before: colon),
              file.tokens[label].kind == .identifier || file.tokens[label].kind == .keyword,
              let before = file.previousSignificant(before: label) else { return false }
        return file.tokens[before].kind == .leftParen || file.tokens[before].kind == .comma
    }

    /// Whether the value at `tokens` is a side of a comparison (`newValue == true`).
    static func isCompared(_ tokens: ClosedRange<Int>, file: ParsedFile) -> Bool {
        let neighbours = [file.previousSignificant(before: tokens.lowerBound),
                          file.nextSignificant(after: tokens.upperBound)]
        return neighbours.contains { index in
            guard let index, file.tokens[index].kind == .binaryOperator else { return false }
            return ConditionLiteral.TopLevel.comparisonOperators.contains(file.text(index))
        }
    }

    /// Opposite events that share a guard and hand their one call a different flag (`follow` /
    /// `unfollow` handlers calling `callback(true)` / `callback(false)` after `guard let user`):
    /// two intents; the guard and one call are not worth a method between them. (Sites passing
    /// other values — four menu items opening four URLs — do one thing with different data.)
    static func isGuardAndOneCall(_ shared: ActionBody, group: DuplicateGroup, file: ParsedFile) -> Bool {
        guard let prefix = ConditionPrefix(shared.kept, wrappingIfAllowed: shared.closure.statementStarts.count == 1,
                                           file: file) else { return false }
        return TrivialShape.isTrivial(shared.kept[prefix.core],
                                      parameters: forwardedNames(group, shared: shared, file: file),
                                      sitesPassValues: true, sites: group.bodies.count, file: file)
    }

    /// The sites some build compiles together: those in different branches of one `#if` (`#if
    /// os(iOS)` … `#else` …) never run in the same app, so they repeat nothing between them. A
    /// site stays when it compiles with at least one other (a site outside the `#if` repeats
    /// each branch's): the fix rewrites them all, and each build then calls the one method.
    /// Nil when no site has a partner.
    static func compiledTogether(_ group: DuplicateGroup, file: ParsedFile) -> DuplicateGroup? {
        let directives = ConditionalBranches.directives(in: file)
        guard !directives.isEmpty else { return group }
        let paths = group.bodies.map { body in
            let leftBrace = file.syntax.closures[body.site.closure].leftBrace
            return ConditionalBranches.path(to: leftBrace, directives: directives, file: file)
        }
        guard paths.contains(where: { !$0.isEmpty }) else { return group }
        let paired = paths.indices.filter { site in
            paths.indices.contains { $0 != site && !ConditionalBranches.excludes(paths[site], paths[$0]) }
        }
        guard paired.count >= 2 else { return nil }
        return paired.count == group.bodies.count ? group : group.keeping(paired)
    }
}
