import ActionLintCore

/// The extraction of one action asked for on demand (`ExtractActionRefactoring`), planned as
/// this rule plans its fixes: the reported group holding the site when the group's fix is safe —
/// every copy is replaced — else the site alone, as a group of one (its bindings become the
/// member's parameters, typed by `ParameterPlan`; `FixSafety` refuses what a member cannot do).
extension DuplicateActionClosureRule {
    /// `sites`: the action sites of `typeName`, the one asked for among them.
    static func extractionPlan(for site: ActionSite, among sites: [ActionSite], typeName: String, file: ParsedFile,
                               context: RuleContext, declarations: [Int]) -> ExtractionPlan {
        let rule = DuplicateActionClosureRule()
        let groups = rule.reportableGroups(sites, typeName: typeName, file: file, context: context)
        if let group = groups.first(where: { $0.bodies.contains { $0.site.closure == site.closure } }),
           let subject = safeSubject(group, file: file, context: context, declarations: declarations) {
            return .extract(subject)
        }
        guard let body = ActionBody(site: site, file: file) else { return .refused(reason: "the closure is empty") }
        var alone = DuplicateGroup(bodies: [body], template: body, isNearDuplicate: false, typeName: typeName)
        if !body.closure.boundReads.isEmpty, let shape = BodyShape(body: body, file: file) {
            let bound = shape.bindings.map { GroupParameters.Bound(reads: [$0]) }
            alone.parameters = GroupParameters(shapes: [shape], bound: bound, literals: [])
        }
        alone = alone.typingCustomResults(file: file, moduleTypes: context.moduleTypes)
        let (verdict, plan) = fixPlan(for: alone, file: file, context: context, declarations: declarations)
        if case let .notFixable(reason) = verdict { return .refused(reason: reason) }
        var subject = alone.extractionSubject
        subject.parameters = plan
        return .extract(subject)
    }

    /// The group's subject with its parameters, when its fix is safe (an unsafe one would change
    /// what a copy does: the site alone is extracted instead).
    private static func safeSubject(_ group: DuplicateGroup, file: ParsedFile, context: RuleContext,
                                    declarations: [Int]) -> ExtractionSubject? {
        let (verdict, plan) = fixPlan(for: group, file: file, context: context, declarations: declarations)
        guard case .fixable(.safe) = verdict else { return nil }
        var subject = group.extractionSubject
        subject.parameters = plan
        return subject
    }
}
