/// A stable JSON document for scripts: `{"version": 1, "findings": [...], "summary": {...}}`.
/// The keys and their order are a public schema; add a field only with a new `version`.
public struct JSONReporter: Reporter {
    /// Bumped whenever a key is added, removed or changes meaning.
    public static let schemaVersion = 1

    public init() {}

    public func render(_ input: ReportInput) -> String {
        let document = JSONValue.object([
            ("version", .integer(JSONReporter.schemaVersion)),
            ("findings", .array(input.findings.map(findingValue))),
            ("summary", .object([
                ("files", .integer(input.filesLinted)),
                ("findings", .integer(input.findings.count)),
            ])),
        ])
        return document.serialized(pretty: true) + "\n"
    }

    private func findingValue(_ finding: Finding) -> JSONValue {
        .object([
            ("rule", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("file", .string(finding.range.path)),
            ("line", .integer(finding.range.start.line)),
            ("column", .integer(finding.range.start.column)),
            ("endLine", .integer(finding.range.end.line)),
            ("endColumn", .integer(finding.range.end.column)),
            ("related", .array(finding.related.map(relatedValue))),
            ("fix", finding.fix.map(fixValue) ?? .null),
        ])
    }

    private func relatedValue(_ related: RelatedLocation) -> JSONValue {
        .object([
            ("file", .string(related.range.path)),
            ("line", .integer(related.range.start.line)),
            ("column", .integer(related.range.start.column)),
            ("message", .string(related.message)),
        ])
    }

    private func fixValue(_ fix: Fix) -> JSONValue {
        .object([
            ("title", .string(fix.title)),
            ("applicability", .string(fix.applicability.rawValue)),
        ])
    }
}
