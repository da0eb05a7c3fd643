import ActionLintCore

/// Action closures of one type whose bodies duplicate each other.
struct DuplicateGroup {
    /// In source order.
    var bodies: [ActionBody]
    /// The body the fix extracts: the one carrying the guard when the group is a near-duplicate.
    var template: ActionBody
    /// The bodies differ by a leading guard (or wrapping `if`).
    var isNearDuplicate: Bool
    var typeName: String
    /// The values the sites pass to the extracted member, when the bodies read bindings of the
    /// view member or differ in a literal (`ParameterizedGrouping`); nil when there are none.
    var parameters: GroupParameters? = nil
    /// Async sites (`.task`, `.refreshable`) run the body that the synchronous sites wrap in
    /// `Task { … }`: the member is `async`, and the synchronous sites keep their `Task`.
    var unwrapsTask = false
    /// The closure types the declarations of custom APIs give their sites, by closure index,
    /// where the catalog knows none (`typingCustomResults`).
    var declaredSiteTypes: [Int: ClosureType] = [:]
}

extension DuplicateGroup {
    /// What the sites' closures return by the API's signature, when not `Void` (`Bool` for
    /// `.onDrop`); `FixSafety` refuses a group whose sites disagree or whose type is generic.
    var returnType: String? {
        bodies.lazy.compactMap { typedSite($0).parameterType }.first { !$0.returnsVoid }?.returnType
    }

    /// The site of `body` with its closure type: the catalog's, else its declaration's.
    func typedSite(_ body: ActionBody) -> ActionSite {
        var site = body.site
        if site.parameterType == nil { site.parameterType = declaredSiteTypes[site.closure] }
        return site
    }

    /// The group as the extraction machinery sees it: every body replaced, the template extracted.
    var extractionSubject: ExtractionSubject {
        let extracted = { (body: ActionBody) in ExtractedBody(site: body.site, closure: body.closure, kept: body.kept) }
        var subject = ExtractionSubject(typeName: typeName, bodies: bodies.map(extracted),
                                        template: extracted(template))
        subject.sitesPassDifferentValues = parameters?.literals.isEmpty == false
        subject.unwrapsTask = unwrapsTask
        subject.returnType = returnType
        return subject
    }

    /// The group of the bodies at `indices` (in order), its parameters cut to them: a literal
    /// the kept sites all pass alike is no parameter any more. The template stays when kept.
    func keeping(_ indices: [Int]) -> DuplicateGroup {
        var kept = self
        kept.bodies = indices.map { bodies[$0] }
        if !kept.bodies.contains(where: { $0 === template }) { kept.template = kept.bodies[0] }
        let first = kept.bodies[0].fullKey
        kept.isNearDuplicate = isNearDuplicate && kept.bodies.contains { $0.fullKey != first }
        if var parameters {
            parameters.shapes = indices.map { parameters.shapes[$0] }
            parameters.bound = parameters.bound.map { bound in
                GroupParameters.Bound(reads: indices.map { bound.reads[$0] })
            }
            parameters.literals = parameters.literals.compactMap { literal in
                var literal = literal
                literal.values = indices.map { literal.values[$0] }
                return Set(literal.values).count > 1 ? literal : nil
            }
            kept.parameters = parameters.count == 0 ? nil : parameters
        }
        return kept
    }
}
