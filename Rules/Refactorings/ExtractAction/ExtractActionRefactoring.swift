import ActionLintCore

/// "Extract action" on demand, for any action closure at a position, reported or not: into a
/// method or a computed property of its view, named as the rules name theirs. A body the view
/// repeats (a reported duplicate group whose fix is safe) goes with its copies, every copy
/// replaced; otherwise the closure alone, the names it reads from the view member (a `ForEach`
/// item) the member's parameters. Not a rule: it reports nothing, editors (`refactor.extract`)
/// and `action-lint extract` ask for it.
public struct ExtractActionRefactoring {
    /// One extraction: the member it writes, and the fix that writes it.
    public struct Extraction: Sendable {
        /// The action asked for, as every message names it: `Button`, `TextField(onCommit:)`, `.task`.
        public var action: String
        public var style: FixStyle
        /// `sendMessage`, `sendMessageAction`.
        public var memberName: String
        /// `method `delete(_:)``, `computed property `deleteAction``.
        public var member: String
        /// How many other closures the member replaces (the copies of a duplicate group).
        public var copies: Int
        /// Titled `Extract action into method `sendMessage()``; without edits when none were asked for.
        public var fix: Fix

        /// `action`, `action and its copy`, `action and its 2 copies`.
        public var replaced: String { Self.replaced(copies: copies) }

        static func replaced(copies: Int) -> String {
            copies == 0 ? "action" : copies == 1 ? "action and its copy" : "action and its \(copies) copies"
        }
    }

    public enum Offer: Sendable {
        /// One per style asked for, in that order.
        case extractions([Extraction])
        /// No action closure at the position.
        case noAction
        /// The action there cannot become a member: `action` names it (`Button`).
        case refused(action: String, reason: String)
    }

    /// The configuration of the file: which groups are reported (the duplicate rule's options).
    public let configuration: Configuration

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The style `fixStyle` (`--fix-style`) sets for the file.
    public static func style(in configuration: Configuration) -> FixStyle {
        let settings = configuration.settings(for: DuplicateActionClosureRule.description)
        return FixStyle(rawValue: settings.choice(ActionOptions.fixStyle)) ?? .method
    }

    /// The extractions of the action at `offset`, one per style. `memberIndex`: the members the
    /// other files of the module declare (this file's are added); `moduleTypes`: the types they
    /// declare (the module `ModuleSet` gives the file). Without `writesEdits`, each fix
    /// comes without its edits, decided as it would be with them.
    public func extractions(at offset: Int, in file: ParsedFile, memberIndex: MemberIndex, styles: [FixStyle],
                            moduleTypes: any ModuleTypes = NoModuleTypes(), writesEdits: Bool = true) -> Offer {
        let sites = ActionClassifier.actionSites(in: file)
        guard let site = ActionSiteAtPosition.site(at: offset, among: sites, in: file) else { return .noAction }
        let typeName = Self.typeName(of: site, in: file)
        let typeSites = sites.filter { Self.typeName(of: $0, in: file) == typeName }
        var members = memberIndex
        members.merge(MemberIndex(syntax: file.syntax))
        var byName = DeclarationsByName(syntax: file.syntax)
        let declarations = byName.indices(of: typeName)
        let subject: ExtractionSubject
        let context = context(for: file, memberIndex: members, moduleTypes: moduleTypes)
        switch DuplicateActionClosureRule.extractionPlan(for: site, among: typeSites, typeName: typeName, file: file,
                                                         context: context, declarations: declarations) {
        case let .extract(planned): subject = planned
        case let .refused(reason): return .refused(action: site.spelled(in: file), reason: reason)
        }
        var layout: FileLayout?
        var extractions: [Extraction] = []
        for style in styles {
            let taken = TakenNames(file: file, members: members.memberNames(of: typeName), declarations: declarations)
            taken.startExtraction(subject.bodies)
            let name = ActionNamer.name(for: subject, file: file, style: style, taken: taken)
            // The call sites pass literals with the labels the duplicate rule's fix gives them.
            var subject = subject
            subject.parameters?.label(forMember: name, style: style)
            let fileLayout = FileLayout.forFix(in: file, writesEdits: writesEdits, cached: &layout)
            let builder = ExtractionFixBuilder(file: file, subject: subject, name: name, style: style,
                                               layout: fileLayout, declarations: declarations, writesEdits: writesEdits)
            let selector = subject.parameters?.selectorLabels ?? "()"
            let member = style == .method ? "method `\(name)\(selector)`" : "computed property `\(name)`"
            let copies = subject.bodies.count - 1
            let title = "Extract \(Extraction.replaced(copies: copies)) into \(member)"
            guard let fix = builder.fix(title: title, applicability: .safe) else {
                let reason = "the sites' code could not be rewritten safely (nested or unterminated closures)"
                return .refused(action: site.spelled(in: file), reason: reason)
            }
            extractions.append(Extraction(action: site.spelled(in: file), style: style, memberName: name,
                                          member: member, copies: copies, fix: fix))
        }
        return .extractions(extractions)
    }

    /// The qualified name of the type whose view member holds the site (its extensions share it).
    static func typeName(of site: ActionSite, in file: ParsedFile) -> String {
        let syntax = file.syntax
        return syntax.types[syntax.members[syntax.closures[site.closure].member].typeIndex].qualifiedName
    }

    /// What the duplicate rule would know about the file: its settings here, the suppressions.
    private func context(for file: ParsedFile, memberIndex: MemberIndex, moduleTypes: any ModuleTypes) -> RuleContext {
        let description = DuplicateActionClosureRule.description
        let settings = configuration.settings(for: description)
        let suppressions = SuppressionIndex(file: file.source, tokens: file.tokens)
        return RuleContext(settings: settings, severity: settings.severity ?? description.defaultSeverity,
                           memberIndex: memberIndex, suppressions: suppressions,
                           knownRuleIDs: Set(RuleRegistry.ruleIDs), moduleTypes: moduleTypes)
    }
}
