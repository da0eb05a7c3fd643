import ActionLintCore

/// `long-action-closure`: an action closure written inline in a view-building member whose body
/// is long, and its extraction into a method (or computed property) of the view.
public struct LongActionClosureRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "long-action-closure",
        name: "Long action closure",
        summary: "Actions (Button, .onTapGesture, .task, …) written inline in a view's body "
            + "with more than a few statements or lines.",
        whatItDoes: LongActionClosureDocumentation.whatItDoes,
        why: LongActionClosureDocumentation.why,
        fixSafety: LongActionClosureDocumentation.fixSafety,
        defaultSeverity: .warning,
        enabledByDefault: false,
        triggeringExamples: LongActionClosureExamples.triggering,
        nonTriggeringExamples: LongActionClosureExamples.nonTriggering,
        corrections: LongActionClosureCorrections.all,
        options: LongActionClosureOptions.all,
        yieldsTo: ["duplicate-action-closure"],
        tags: ["swiftui", "maintainability", "readability"]
    )

    public func needsSyntax(_ file: ParsedFile, _ settings: RuleSettings) -> Bool {
        LongActionPrefilter.mayHaveLongActions(file, settings: settings)
    }

    /// Action sites are only in view-building members (`ViewMemberBytes`).
    public func needsTokens(_ bytes: [UInt8], _ settings: RuleSettings) -> Bool {
        ViewMemberBytes.mayDeclareViewMembers(bytes)
    }

    public func check(_ file: ParsedFile, _ context: RuleContext) -> [Finding] {
        let sites = ActionClassifier.actionSites(in: file)
        guard !sites.isEmpty else { return [] }
        let long = LongActionClosureRule.outermost(sites, syntax: file.syntax).filter { site in
            let closure = file.syntax.closures[site.closure]
            guard let rightBrace = closure.rightBrace else { return false }
            return ActionLength(closure, rightBrace: rightBrace, file: file).exceeds(context.settings)
        }
        guard !long.isEmpty else { return [] }
        var declarations = DeclarationsByName(syntax: file.syntax)
        // Detected only when a file has a fix to write.
        var layout: FileLayout?
        var findings: [Finding] = []
        let (typeNames, sitesOfType) = ActionSitesByType.group(long, syntax: file.syntax)
        for (typeName, typeSites) in zip(typeNames, sitesOfType) {
            let sameName = declarations.indices(of: typeName)
            let members = context.memberIndex.memberNames(of: typeName)
            let taken = TakenNames(file: file, members: members, declarations: sameName)
            for site in typeSites {
                let closure = file.syntax.closures[site.closure]
                guard let rightBrace = closure.rightBrace else { continue }
                let kept = BodyNormalization.keptTokens(file: file, from: closure.bodyStart, to: rightBrace)
                let body = ExtractedBody(site: site, closure: closure, kept: kept)
                let subject = ExtractionSubject(typeName: typeName, bodies: [body], template: body)
                taken.startExtraction(subject.bodies)
                let name = ActionNamer.name(for: subject, file: file, style: context.fixStyle, taken: taken)
                taken.insert(name)
                findings.append(finding(for: subject, rightBrace: rightBrace, name: name, file: file, context: context,
                                        layout: &layout, declarations: sameName))
            }
        }
        return findings
    }

    /// The sites not nested inside another site's closure: an inner action moves with the outer
    /// one, and a finding of its own would vanish with the outer one's fix.
    static func outermost(_ sites: [ActionSite], syntax: SyntaxModel) -> [ActionSite] {
        let siteClosures = Set(sites.map(\.closure))
        return sites.filter { site in
            var parent = syntax.closures[site.closure].parent
            while let enclosing = parent {
                if siteClosures.contains(enclosing) { return false }
                parent = syntax.closures[enclosing].parent
            }
            return true
        }
    }

    func finding(for subject: ExtractionSubject, rightBrace: Int, name: String, file: ParsedFile, context: RuleContext,
                 layout: inout FileLayout?, declarations: [Int]) -> Finding {
        let body = subject.template
        let closure = body.closure
        var fix: Fix?
        var reason = LongActionFixSafety.obstacle(closure, site: body.site, file: file)
        if reason == nil {
            let fileLayout = FileLayout.forFix(in: file, writesEdits: context.needsFixEdits, cached: &layout)
            let builder = ExtractionFixBuilder(file: file, subject: subject, name: name, style: context.fixStyle,
                                               layout: fileLayout, declarations: declarations,
                                               writesEdits: context.needsFixEdits)
            let kind = context.fixStyle == .method ? "method `\(name)()`" : "property `\(name)`"
            fix = builder.fix(title: "Extract the long action into a \(kind)", applicability: .safe)
            if fix == nil { reason = "the site's code could not be rewritten safely (an unterminated declaration)" }
        }
        let length = ActionLength(closure, rightBrace: rightBrace, file: file)
        let message = LongActionMessage.text(site: body.site, file: file, length: length, settings: context.settings,
                                             name: name, style: context.fixStyle)
        let closureBytes = file.offset(closure.leftBrace)..<Int(file.tokens[rightBrace].end)
        return Finding(
            ruleID: Self.description.id,
            severity: context.severity,
            message: message,
            range: SourceRange(file: file.source, bytes: closureBytes),
            fix: fix,
            noFixReason: reason,
            fingerprint: LongActionClosureRule.fingerprint(typeName: subject.typeName, body: body, file: file)
        )
    }

    /// The type and the normalized body: stable when lines move, as baselines need.
    static func fingerprint(typeName: String, body: ExtractedBody, file: ParsedFile) -> String {
        var hash = FNV1a.offsetBasis
        for byte in typeName.utf8 { hash = FNV1a.adding(byte, to: hash) }
        file.source.bytes.withUnsafeBufferPointer { bytes in
            for index in body.kept {
                hash = FNV1a.adding(0x1F, to: hash)
                for offset in file.tokens[index].range { hash = FNV1a.adding(bytes[offset], to: hash) }
            }
        }
        return StableHash.hex(hash)
    }
}
