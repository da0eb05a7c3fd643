/// A stable JSON document for scripts: `{"version": 1, "findings": [...], "summary": {...}}`.
/// The keys and their order are a public schema; add a field only with a new `version`.
///
/// Written field by field with `JSONWriter`: the report is made after the parallel lint, on one
/// core, and a `JSONValue` tree of every finding cost more than the writing itself.
public struct JSONReporter: Reporter {
    /// Bumped whenever a key is added, removed or changes meaning.
    public static let schemaVersion = 1

    /// Room for a typical finding (about 800 bytes pretty-printed), so that the buffer of a
    /// large report is not copied again and again while it grows.
    private static let bytesPerFinding = 1024

    public init() {}

    public func render(_ input: ReportInput) -> String {
        var writer = JSONWriter(pretty: true, reservingCapacity: 128 + input.findings.count * Self.bytesPerFinding)
        writer.beginObject()
        writer.member("version", JSONReporter.schemaVersion)
        writer.key("findings")
        writer.beginArray()
        for finding in input.findings { write(finding, to: &writer) }
        writer.endArray()
        writer.key("summary")
        writer.beginObject()
        writer.member("files", input.filesLinted)
        writer.member("findings", input.findings.count)
        writer.endObject()
        writer.endObject()
        return writer.textEndingWithNewline()
    }

    private func write(_ finding: Finding, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("rule", finding.ruleID)
        writer.member("severity", finding.severity.rawValue)
        writer.member("message", finding.message)
        writeStart(of: finding.range, to: &writer)
        writer.member("endLine", finding.range.end.line)
        writer.member("endColumn", finding.range.end.column)
        writer.key("related")
        writer.beginArray()
        for related in finding.related {
            writer.beginObject()
            writeStart(of: related.range, to: &writer)
            writer.member("message", related.message)
            writer.endObject()
        }
        writer.endArray()
        writer.key("fix")
        if let fix = finding.fix {
            writer.beginObject()
            writer.member("title", fix.title)
            writer.member("applicability", fix.applicability.rawValue)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.endObject()
    }

    /// `file`, `line` and `column`: where a finding or a related location starts.
    private func writeStart(of range: SourceRange, to writer: inout JSONWriter) {
        writer.member("file", range.path)
        writer.member("line", range.start.line)
        writer.member("column", range.start.column)
    }
}
