import ActionLintCore

/// What the extraction of one action asked for on demand comes to (`ExtractActionRefactoring`):
/// the closures to replace, with the member's parameters, or why no member can do what they do.
enum ExtractionPlan {
    case extract(ExtractionSubject)
    case refused(reason: String)
}
