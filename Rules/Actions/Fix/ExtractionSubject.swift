import ActionLintCore

/// What one extracted member replaces: one or more action closures of a type, and the one whose
/// body the member holds. Every action rule's fix is built from one (`ExtractionFixBuilder`).
struct ExtractionSubject {
    /// The qualified name of the type the member is added to.
    let typeName: String
    /// The closures the member replaces, in source order; at least one.
    let bodies: [ExtractedBody]
    /// The closure whose body the member holds (for near-duplicates, the one with the guard).
    let template: ExtractedBody
    /// What each site passes when the member takes parameters (`func delete(_ item: Item)`).
    var parameters: ExtractedParameters? = nil
    /// The sites pass different literal values: their titles name the value, not the action.
    var sitesPassDifferentValues = false
    /// Async sites await the member; the synchronous ones keep the `Task { }` they wrapped it in.
    var unwrapsTask = false
    /// What the sites' closures return when not `Void` (`Bool` for `.onDrop`): the member returns
    /// it too, and a site's closure `{ providers in drop(providers) }` returns what it returns.
    var returnType: String? = nil
    /// The type already has a method of no parameters with this very body (`loadLabels()`):
    /// the sites call it, and nothing is added.
    var existingMember: String? = nil
}
