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
}

extension DuplicateGroup {
    /// The group as the extraction machinery sees it: every body replaced, the template extracted.
    var extractionSubject: ExtractionSubject {
        let extracted = { (body: ActionBody) in ExtractedBody(site: body.site, closure: body.closure, kept: body.kept) }
        return ExtractionSubject(typeName: typeName, bodies: bodies.map(extracted), template: extracted(template))
    }
}
