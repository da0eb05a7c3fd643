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

/// Fixed texts by what was fixed: a finding's key, or all safe fixes. nil when the fixer
/// refused (the result would not re-parse) or changed nothing.
final class FixCache {
    private var results: [String: FixedText?] = [:]
    /// The findings of the text with their fixes' edits (diagnostics are linted without them).
    var findingsWithEdits: [Finding]?

    func value(for key: String, compute: () -> FixedText?) -> FixedText? {
        if let known = results[key] { return known }
        let value = compute()
        results[key] = .some(value)
        return value
    }
}

/// A fixed text, and when it is one round of fixes, their edits (byte ranges of the original).
struct FixedText {
    var bytes: [UInt8]
    var edits: [Edit]?
}
