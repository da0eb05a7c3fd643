import ActionLintCore

/// Fixed texts by what was fixed: a finding's key, or all safe fixes. nil when the fixer
/// refused (the result would not re-parse) or changed nothing.
final class FixCache {
    private var results: [String: FixedText?] = [:]
    /// The findings of the text with their fixes' edits (diagnostics are linted without them).
    var findingsWithEdits: [Finding]?
    /// The text parsed in full, for the extractions asked for at the cursor.
    var parsedFile: ParsedFile?

    func value(for key: String, compute: () -> FixedText?) -> FixedText? {
        if let known = results[key] { return known }
        let value = compute()
        results[key] = .some(value)
        return value
    }
}
