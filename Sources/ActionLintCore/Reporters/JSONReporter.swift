/// A stable JSON document for scripts: `{"version": 1, "findings": [...], "summary": {...}}`.
/// The keys and their order are a public schema; add a field only with a new `version`.
///
/// Written field by field with `JSONWriter`: a `JSONValue` tree of every finding cost more than
/// the writing itself.
public struct JSONReporter: Reporter {
    /// Bumped whenever a key is added, removed or changes meaning.
    public static let schemaVersion = 1

    /// Room for a typical finding (about 800 bytes pretty-printed), so that a buffer is not
    /// copied again and again while it grows.
    private static let bytesPerFinding = 1024
    /// Findings written together as one piece of work: enough to outweigh handing the piece to
    /// another core, few enough that a large report keeps every core busy.
    private static let findingsPerChunk = 64

    public init() {}

    public func render(_ input: ReportInput) -> String {
        String(decoding: renderUTF8(input), as: UTF8.self)
    }

    /// The findings are written in chunks on all cores and spliced in order: the report is made
    /// after the parallel lint, and written on one core it was most of what ran alone there.
    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        let findings = input.findings
        let chunkCount = (findings.count + Self.findingsPerChunk - 1) / Self.findingsPerChunk
        let chunks = Concurrently.map(0..<chunkCount) { chunk in
            let range = chunk * Self.findingsPerChunk..<min(findings.count, (chunk + 1) * Self.findingsPerChunk)
            var writer = JSONWriter(pretty: true, elementsAtDepth: 2, followingOthers: chunk > 0,
                                    reservingCapacity: range.count * Self.bytesPerFinding)
            for index in range { write(findings[index], to: &writer) }
            return writer
        }
        var writer = JSONWriter(pretty: true, reservingCapacity: chunks.reduce(256) { $0 + $1.bytes.count })
        writer.beginObject()
        writer.member("version", JSONReporter.schemaVersion)
        writer.key("findings")
        writer.beginArray()
        for chunk in chunks { writer.appendElements(of: chunk) }
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
        writer.endObject()
    }

    /// `file`, `line` and `column`: where a finding or a related location starts.
    private func writeStart(of range: SourceRange, to writer: inout JSONWriter) {
        writer.member("file", range.path)
        writer.member("line", range.start.line)
        writer.member("column", range.start.column)
    }
}
