import ActionLintCore

/// The lint of one version of a document, and the fixes computed for it so far.
struct DocumentAnalysis {
    var findings: [Finding]
    /// The engine the findings came from; nil when the document was not linted (excluded by
    /// the configuration, or the configuration is broken).
    var engine: LintEngine?
    /// Why the document could not be linted (a broken configuration file), for the user.
    var problem: String?
    /// Fixed texts already computed, shared by the copies of this analysis.
    let fixes = FixCache()

    static var notLinted: DocumentAnalysis { DocumentAnalysis(findings: [], engine: nil, problem: nil) }
}
