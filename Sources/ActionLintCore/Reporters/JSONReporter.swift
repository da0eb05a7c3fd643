/// A stable JSON document for scripts: `{"version": 1, "findings": [...], "summary": {...}}`.
/// The keys and their order are a public schema; add a field only with a new `version`.
///
/// Written field by field with `JSONWriter`: a `JSONValue` tree of every finding cost more than
/// the writing itself.
public struct JSONReporter: Reporter {
    /// Bumped whenever a key is added, removed or changes meaning.
    /// 2 added `noFixReason` beside `fix`.
    public static let schemaVersion = 2

    /// Room for a typical finding (about 800 bytes pretty-printed), so that a buffer is not
    /// copied again and again while it grows.
    private static let bytesPerFinding = 1024

    public init() {}

    public func render(_ input: ReportInput) -> String {
        String(decoding: renderUTF8(input), as: UTF8.self)
    }

    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        let findings = input.findings
        var writer = JSONWriter(pretty: true, reservingCapacity: 256 + findings.count * Self.bytesPerFinding)
        writer.beginObject()
        writer.member("version", JSONReporter.schemaVersion)
        writer.key("findings")
        writer.beginArray()
        for finding in findings { write(finding, to: &writer) }
        writer.endArray()
        writer.key("summary")
        writer.beginObject()
        writer.member("files", input.filesLinted)
        writer.member("findings", findings.count)
        writer.endObject()
        writer.endObject()
        return writer.bytesEndingWithNewline()
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
        writer.key("noFixReason")
        if let reason = finding.noFixReason { writer.string(reason) } else { writer.null() }
        writer.endObject()
    }

    /// `file`, `line` and `column`: where a finding or a related location starts.
    private func writeStart(of range: SourceRange, to writer: inout JSONWriter) {
        writer.member("file", range.path)
        writer.member("line", range.start.line)
        writer.member("column", range.start.column)
    }
}
