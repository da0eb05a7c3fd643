import ActionLintCore

/// `duplicate-action-closure`: closure bodies passed as actions that repeat each other within
/// one view type, and their extraction into one method (or computed property).
public struct DuplicateActionClosureRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "duplicate-action-closure",
        name: "Duplicate action closure",
        summary: "Closures passed as actions (Button, onCommit:, .onTapGesture, …) "
            + "that repeat each other within one view.",
        whatItDoes: DuplicateActionClosureDocumentation.whatItDoes,
        why: DuplicateActionClosureDocumentation.why,
        fixSafety: DuplicateActionClosureDocumentation.fixSafety,
        defaultSeverity: .warning,
        enabledByDefault: true,
        triggeringExamples: DuplicateActionClosureExamples.triggering,
        nonTriggeringExamples: DuplicateActionClosureExamples.nonTriggering,
        corrections: DuplicateActionClosureCorrections.all,
        options: DuplicateActionClosureOptions.all,
        tags: ["swiftui", "maintainability", "duplicate-code"],
        precision: "high"
    )

    public func check(_ file: ParsedFile, _ context: RuleContext) -> [Finding] {
        let sites = ActionClassifier.actionSites(in: file)
        guard sites.count >= 2 else { return [] }
        let (typeOrder, sitesOfType) = ActionSitesByType.group(sites, syntax: file.syntax)
        // Detected only when a file has a fix: most files have none.
        var layout: FileLayout?
        var declarations = DeclarationsByName(syntax: file.syntax)
        let facts = FileFacts(file: file)
        var findings: [Finding] = []
        for (typeName, typeSites) in zip(typeOrder, sitesOfType) {
            let groups = reportableGroups(typeSites, typeName: typeName, file: file, context: context, facts: facts)
            guard !groups.isEmpty else { continue }
            let sameName = declarations.indices(of: typeName)
            let taken = TakenNames(file: file, members: context.memberIndex.memberNames(of: typeName),
                                   declarations: sameName)
            for group in groups {
                // The plan first: the name reads the parameters' names, and the message, the fix's
                // title and the member all spell the one name.
                let (verdict, plan) = Self.fixPlan(for: group, file: file, context: context, declarations: sameName,
                                                   facts: facts)
                var subject = group.extractionSubject
                subject.parameters = plan
                taken.startExtraction(subject.bodies)
                if plan == nil, context.fixStyle == .method {
                    subject.existingMember = ExistingMember.name(repeatedBy: group, declarations: sameName, file: file)
                }
                let name = subject.existingMember
                    ?? ActionNamer.name(for: subject, file: file, style: context.fixStyle, taken: taken)
                subject.parameters?.label(forMember: name, style: context.fixStyle)
                taken.insert(name, parameters: plan?.parameters.map(\.name) ?? [])
                findings.append(finding(for: group, subject: subject, verdict: verdict, name: name, file: file,
                                        context: context, layout: &layout, declarations: sameName))
            }
        }
        return findings
    }

    /// The duplicate groups of one view type worth a finding: exact groups, then the bodies that
    /// differ only in per-site values (`ParameterizedGrouping`), then the suppressed sites left out.
    /// `facts`: the file's declarations when the caller has read them already.
    func reportableGroups(_ sites: [ActionSite], typeName: String, file: ParsedFile,
                          context: RuleContext, facts: FileFacts? = nil) -> [DuplicateGroup] {
        var masks: [Int: UInt64] = [:]
        let bodies = DuplicateActionClosureRule.candidates(sites, file: file).compactMap { candidate -> ActionBody? in
            masks[candidate.site.closure] = candidate.masked
            return ActionBody(site: candidate.site, file: file)
        }
        let grouped = Self.groups(of: bodies, masks: masks, typeName: typeName, file: file)
            .map { $0.typingCustomResults(file: file, moduleTypes: context.moduleTypes, facts: facts) }
        let reportable = grouped.compactMap { ReportableGroup.reportable($0, settings: context.settings, file: file) }
        return unsuppressedGroups(reportable, masks: masks, typeName: typeName, file: file, context: context)
    }

    /// Exact and near duplicates (`DuplicateGrouper`), then the bodies that differ only in
    /// per-site values joined (`ParameterizedGrouping`). `masks`: each body's `BodyHash.masked`.
    static func groups(of bodies: [ActionBody], masks: [Int: UInt64], typeName: String,
                       file: ParsedFile) -> [DuplicateGroup] {
        let exact = DuplicateGrouper.groups(bodies, typeName: typeName)
        return ParameterizedGrouping.regroup(exact, candidates: bodies, masks: masks, file: file, typeName: typeName)
    }

    /// The groups with their suppressed sites left out: a site whose `{` is on a line where the
    /// rule is disabled leaves its group (and uses the comment that disabled it), and what is
    /// left is grouped again as the first time (`groups(of:)`) — still a finding when two sites
    /// or more repeat each other, with or without parameters.
    func unsuppressedGroups(_ groups: [DuplicateGroup], masks: [Int: UInt64], typeName: String, file: ParsedFile,
                            context: RuleContext) -> [DuplicateGroup] {
        guard !context.suppressions.isEmpty else { return groups }
        var result: [DuplicateGroup] = []
        for group in groups {
            let kept = group.bodies.filter { body in
                let line = file.source.line(of: file.offset(body.closure.leftBrace))
                return !context.suppressions.suppresses(Self.description.id, line: line)
            }
            if kept.count == group.bodies.count {
                result.append(group)
            } else {
                let regrouped = Self.groups(of: kept, masks: masks, typeName: typeName, file: file)
                result += regrouped.compactMap {
                    ReportableGroup.reportable($0, settings: context.settings, file: file)
                }
            }
        }
        return result
    }

    /// Only files where two braces that may open actions repeat a body need parsing
    /// (`DuplicateActionPrefilter`).
    public func needsSyntax(_ file: ParsedFile, _ settings: RuleSettings) -> Bool {
        DuplicateActionPrefilter.mayHaveDuplicates(file, settings: settings)
    }

    /// Action sites are only in view-building members (`ViewMemberBytes`).
    public func needsTokens(_ bytes: [UInt8], _ settings: RuleSettings) -> Bool {
        ViewMemberBytes.mayDeclareViewMembers(bytes)
    }

    /// The sites whose bodies may have a duplicate: a cheap hash of each body (and of its
    /// guard-less core) meets another body's hash; with each, the hash of its body with per-site
    /// values masked (`BodyHash.masked`). The exact comparison is `ActionBody`'s.
    static func candidates(_ sites: [ActionSite], file: ParsedFile) -> [(site: ActionSite, masked: UInt64)] {
        guard sites.count >= 2 else { return [] }
        let sites = lengthCandidates(sites, file: file)
        let hashes = sites.map { BodyHash(closureAt: $0.closure, file: file) }
        // Sorted hashes and binary search: the few sites of a type need no hash table.
        let repeats = RepeatFinder(wholes: hashes.compactMap { $0?.full }, rests: hashes.compactMap { $0?.core })
        let maskedRepeats = RepeatFinder(wholes: hashes.compactMap { $0?.masked }, rests: [UInt64]())
        let unbound = hashes.compactMap { $0?.unboundFull }
        let givenRepeats = unbound.isEmpty ? nil
            : RepeatFinder(wholes: unbound, rests: hashes.compactMap { $0?.core })
        return sites.indices.compactMap { index in
            guard let hash = hashes[index] else { return nil }
            // Repeats another body, is another body's guard-less rest, or has a rest that repeats
            // one; or differs from another only in per-site values (`ParameterizedGrouping`); or
            // reads a builder `if let`'s binding that another body's guard binds alike.
            let mayBeGiven = givenRepeats.map { finder in
                hash.unboundFull.map { SortedSearch.contains($0, in: finder.restValues) } == true
                    || hash.core.map { SortedSearch.contains($0, in: finder.wholeValues) } == true
            } ?? false
            return repeats.mayRepeat(whole: hash.full, rest: hash.core)
                || maskedRepeats.mayRepeat(whole: hash.masked, rest: nil) || mayBeGiven
                ? (sites[index], hash.masked) : nil
        }
    }

    /// When the action bodies together span many times the file (actions nested in actions),
    /// keeps only the sites whose normalized length can match another's, so that the bodies
    /// read in full stay within linear work. Otherwise every site.
    static func lengthCandidates(_ sites: [ActionSite], file: ParsedFile) -> [ActionSite] {
        let span = sites.reduce(0) { total, site in
            let closure = file.syntax.closures[site.closure]
            return total + ((closure.rightBrace ?? closure.bodyStart) - closure.bodyStart)
        }
        guard span > 4 * file.tokens.count + 1024 else { return sites }
        let measure = NormalizedLength(file: file)
        let lengths = sites.map { measure.lengths(of: file.syntax.closures[$0.closure]) }
        var fullLengths: [Int: Int] = [:]
        for length in lengths { if let length { fullLengths[length.full, default: 0] += 1 } }
        let restLengths = Set(lengths.compactMap { $0?.rest })
        return sites.indices.compactMap { index in
            guard let length = lengths[index] else { return nil }
            let closure = file.syntax.closures[sites[index].closure]
            let wrapsInIf = closure.statementStarts.count == 1
                && file.source.token(file.tokens[closure.statementStarts[0]], is: "if")
            // A `Task { … }` body and an async site's body it may run: kept, their lengths differ.
            let wrapsInTask = closure.statementStarts.count == 1
                && file.source.token(file.tokens[closure.statementStarts[0]], is: "Task")
            let matches = fullLengths[length.full, default: 0] > 1 || restLengths.contains(length.full)
                || length.rest.map { fullLengths[$0] != nil } == true
                || wrapsInIf || wrapsInTask || sites[index].isAsync
            return matches ? sites[index] : nil
        }
    }

    /// `layout` is the file's indentation and line ending, detected by the first fix that needs them.
    func finding(for group: DuplicateGroup, subject: ExtractionSubject, verdict: FixSafety.Verdict, name: String,
                 file: ParsedFile, context: RuleContext, layout: inout FileLayout?, declarations: [Int]) -> Finding {
        let primary = group.bodies[1]
        let others = group.bodies.enumerated().filter { $0.offset != 1 }.map(\.element)
        let range: (ActionBody) -> SourceRange = { body in
            let end = Int(file.tokens[body.closure.rightBrace!].end)
            return SourceRange(file: file.source, bytes: file.offset(body.closure.leftBrace)..<end)
        }
        var fix: Fix?
        var reason: String?
        switch verdict {
        case let .notFixable(why):
            reason = why
        case let .fixable(applicability):
            fix = Self.extractionFix(subject, name: name, applicability: applicability, file: file, context: context,
                                     layout: &layout, declarations: declarations)
            if fix == nil { reason = "the sites' code could not be rewritten safely (nested or unterminated closures)" }
        }
        let message = { (hasFix: Bool) in
            DuplicateMessage.text(primary: primary, others: others, group: group, name: name,
                                  parameters: subject.parameters, style: context.fixStyle, file: file, hasFix: hasFix,
                                  existingMember: subject.existingMember != nil)
        }
        // The code every site shares: an unguarded body's texts when the template has a guard.
        let shared = group.template.coreKey == nil
            ? group.template
            : group.bodies.first { $0.coreKey == nil } ?? group.template
        return Finding(
            ruleID: Self.description.id,
            severity: context.severity,
            message: message(fix != nil),
            range: range(primary),
            related: others.map {
                RelatedLocation(range: range($0), message: DuplicateMessage.related($0, file: file))
            },
            fix: fix,
            noFixReason: reason,
            // Only a suppression drops a fix after the rule: other files need no second message.
            noFixMessage: fix == nil || context.suppressions.isEmpty ? nil : message(false),
            fingerprint: DuplicateActionClosureRule.fingerprint(typeName: group.typeName, shared: shared)
        )
    }

    /// Whether the group can be extracted, and how safely: `FixSafety`'s verdict, then, for a
    /// group whose sites pass values, the parameters' types (`ParameterPlan`), which may refuse.
    static func fixPlan(for group: DuplicateGroup, file: ParsedFile, context: RuleContext, declarations: [Int],
                        facts: FileFacts? = nil) -> (FixSafety.Verdict, ExtractedParameters?) {
        let verdict = FixSafety.verdict(for: group, file: file, typesClosureParameters: true)
        let passesClosureValues = group.bodies.contains {
            $0.closure.readsParameters || $0.closure.usesAnonymousParameters || $0.closure.captureList != nil
        }
        guard case .fixable = verdict, group.parameters != nil || passesClosureValues else { return (verdict, nil) }
        let typeMembers = context.memberIndex.memberNames(of: group.typeName)
        let memberNames = declarations.reduce(into: typeMembers) { names, index in
            names.formUnion(file.syntax.types[index].memberNames)
        }
        switch ParameterPlan.make(group: group, parameters: group.parameters, file: file, memberNames: memberNames,
                                  moduleTypes: context.moduleTypes, facts: facts) {
        case let .plan(made):
            // A capture list of `[self]` alone, or of names the bodies do not read: nothing to pass.
            if made.parameters.isEmpty && group.parameters == nil { return (verdict, nil) }
            return (made.isSafe ? verdict : .fixable(.unsafe), made)
        case let .unknown(why):
            return (.notFixable(reason: why), nil)
        }
    }

    /// The fix that extracts `subject` into the member `name`; nil when a site cannot be rewritten.
    static func extractionFix(_ subject: ExtractionSubject, name: String, applicability: FixApplicability,
                              file: ParsedFile, context: RuleContext, layout: inout FileLayout?,
                              declarations: [Int]) -> Fix? {
        let fileLayout = FileLayout.forFix(in: file, writesEdits: context.needsFixEdits, cached: &layout)
        let builder = ExtractionFixBuilder(file: file, subject: subject, name: name, style: context.fixStyle,
                                           layout: fileLayout, declarations: declarations,
                                           writesEdits: context.needsFixEdits)
        if subject.existingMember != nil {
            return builder.fix(title: "Call the existing method `\(name)()` instead", applicability: applicability)
        }
        let selector = subject.parameters?.selectorLabels ?? "()"
        let kind = context.fixStyle == .method ? "method `\(name)\(selector)`" : "property `\(name)`"
        return builder.fix(title: "Extract the duplicated action into a \(kind)", applicability: applicability)
    }

    /// `StableHash.hex(typeName + separator + texts joined by separator)`, hashed from the
    /// body's key without building that string: the key starts with exactly those texts.
    static func fingerprint(typeName: String, shared: ActionBody) -> String {
        var hash = FNV1a.offsetBasis
        for byte in typeName.utf8 { hash = FNV1a.adding(byte, to: hash) }
        for byte in ActionBody.separator.utf8 { hash = FNV1a.adding(byte, to: hash) }
        var key = shared.fullKey
        key.withUTF8 { bytes in
            for offset in 0..<shared.textsKeyLength { hash = FNV1a.adding(bytes[offset], to: hash) }
        }
        return StableHash.hex(hash)
    }
}
