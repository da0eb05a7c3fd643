/// SARIF 2.1.0, the format GitHub code scanning uploads. One run; rules carry their full
/// documentation so that a dashboard can explain a result without the tool at hand.
public struct SARIFReporter: Reporter {
    /// The key of `partialFingerprints`; the `/v1` lets the hashing change without old alerts
    /// being matched against new hashes.
    public static let fingerprintKey = "actionLintFingerprint/v1"

    /// The tool's home page, shown by viewers next to the tool name; omitted when nil.
    public var informationURI: String?
    /// Where URIs are relative to; nil writes paths as they are shown.
    var base: ArtifactBase?
    /// The folder of the rule help pages (`helpUri`); nil leaves `helpUri` out.
    public var rulesDocumentationURL: String?

    /// - Parameters:
    ///   - sourceRoot: the absolute folder `%SRCROOT%` stands for (`SourceRoot.folder`); the
    ///     log's URIs are relative to it and `run.originalUriBaseIds` says where it is.
    ///   - workingFolder: the absolute folder shown paths are relative to.
    public init(informationURI: String? = ToolInfo.homepage, sourceRoot: String? = nil, workingFolder: String? = nil,
                rulesDocumentationURL: String? = ToolInfo.rulesDocumentationURL) {
        self.informationURI = informationURI
        if let sourceRoot { base = ArtifactBase(sourceRoot: sourceRoot, workingFolder: workingFolder ?? sourceRoot) }
        self.rulesDocumentationURL = rulesDocumentationURL
    }

    public func render(_ input: ReportInput) -> String {
        String(decoding: renderUTF8(input), as: UTF8.self)
    }

    /// The log is written straight into bytes: built as one `JSONValue` tree, then serialized,
    /// freed and turned into a String, a large log cost more after the lint than the lint's
    /// whole serial part.
    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        let ruleIndex = Dictionary(
            input.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first }
        )
        let findings = input.findings
        var writer = JSONWriter(pretty: true, reservingCapacity: 4096 + findings.count * Self.bytesPerResult)
        writer.beginObject()
        writer.member("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        writer.member("version", "2.1.0")
        writer.key("runs")
        writer.beginArray()
        writer.beginObject()
        writer.key("tool")
        JSONValue.object([("driver", driver(input))]).write(to: &writer)
        if let base {
            writer.key("originalUriBaseIds")
            JSONValue.object([(ArtifactURI.sourceRootBaseID, .object([
                ("uri", .string(ArtifactURI.folderURI(base.sourceRoot))),
                ("description", .object([("text", .string("The folder the result URIs are relative to: the repository root, or --path-base"))])),
            ]))]).write(to: &writer)
        }
        writer.member("columnKind", "unicodeCodePoints")
        writer.key("results")
        writer.beginArray()
        for finding in findings { writeResult(finding, ruleIndex: ruleIndex[finding.ruleID], to: &writer) }
        writer.endArray()
        writer.endObject()
        writer.endArray()
        writer.endObject()
        return writer.bytesEndingWithNewline()
    }

    /// Room for a typical result with its fix (about 3.4 KB pretty-printed).
    private static let bytesPerResult = 4096

    // MARK: - Tool

    private func driver(_ input: ReportInput) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string("action-lint")),
            ("version", .string(input.toolVersion)),
        ]
        if let informationURI { members.append(("informationUri", .string(informationURI))) }
        members.append(("rules", .array(input.rules.map(ruleDescriptor))))
        return .object(members)
    }

    private func ruleDescriptor(_ rule: RuleDescription) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
        ]
        if let rulesDocumentationURL {
            members.append(("helpUri", .string(RuleDocumentation.url(of: rule, baseURL: rulesDocumentationURL))))
        }
        members += [
            ("help", .object([
                ("text", .string(rule.summary + "\n\n" + rule.rationale)),
                ("markdown", .string(helpMarkdown(rule))),
            ])),
            ("defaultConfiguration", .object([
                ("enabled", .bool(rule.enabledByDefault)),
                ("level", .string(rule.defaultSeverity.rawValue)),
            ])),
            // What GitHub code scanning files and ranks alerts by.
            ("properties", .object([
                ("tags", .array(rule.tags.map(JSONValue.string))),
                ("precision", .string(rule.precision)),
                ("problem.severity", .string(rule.defaultSeverity.rawValue)),
            ])),
        ]
        return .object(members)
    }

    /// The rule's generated documentation, so code scanning's rule help is the same text as
    /// `action-lint explain` and the rule's page in `docs/rules/`.
    private func helpMarkdown(_ rule: RuleDescription) -> String {
        RuleDocumentation.section(rule, level: 1)
    }

    // MARK: - Results

    private func writeResult(_ finding: Finding, ruleIndex: Int?, to writer: inout JSONWriter) {
        let artifact = ArtifactURI(path: finding.range.path, base: base)
        writer.beginObject()
        writer.member("ruleId", finding.ruleID)
        if let ruleIndex { writer.member("ruleIndex", ruleIndex) }
        writer.member("level", finding.severity.rawValue)
        writer.key("message")
        writeText(finding.messageWithNoFixReason, to: &writer)
        writer.key("locations")
        writer.beginArray()
        writer.beginObject()
        writer.key("physicalLocation")
        writePhysicalLocation(finding.range, artifact: artifact, to: &writer)
        writer.endObject()
        writer.endArray()
        if !finding.related.isEmpty {
            writer.key("relatedLocations")
            writer.beginArray()
            for (index, related) in finding.related.enumerated() { writeRelatedLocation(index, related, to: &writer) }
            writer.endArray()
        }
        writer.key("partialFingerprints")
        writer.beginObject()
        writer.key(escaping: SARIFReporter.fingerprintKey)
        writer.string(finding.fingerprint)
        writer.endObject()
        if let fix = finding.fix, !fix.edits.isEmpty {
            writer.key("fixes")
            writer.beginArray()
            writeFix(fix, artifact: artifact, to: &writer)
            writer.endArray()
        }
        writer.endObject()
    }

    /// A SARIF message: `{"text": ...}`.
    private func writeText(_ text: String, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("text", text)
        writer.endObject()
    }

    /// Ids start at 1 so that a message can link to "(1)" the way SARIF viewers number them.
    private func writeRelatedLocation(_ index: Int, _ related: RelatedLocation, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("id", index + 1)
        writer.key("physicalLocation")
        writePhysicalLocation(related.range, artifact: ArtifactURI(path: related.range.path, base: base), to: &writer)
        writer.key("message")
        writeText(related.message, to: &writer)
        writer.endObject()
    }

    /// SARIF's `endColumn` is exclusive, like `SourceRange.end`, and `columnKind` above says
    /// columns count code points, as `SourcePosition.column` does.
    private func writePhysicalLocation(_ range: SourceRange, artifact: ArtifactURI, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("artifactLocation")
        artifact.write(to: &writer)
        writer.key("region")
        writer.beginObject()
        writer.member("startLine", range.start.line)
        writer.member("startColumn", range.start.column)
        writer.member("endLine", range.end.line)
        writer.member("endColumn", range.end.column)
        writer.endObject()
        writer.endObject()
    }

    /// Edits are UTF-8 byte ranges in the finding's file, which SARIF expresses exactly with
    /// `byteOffset`/`byteLength` (character offsets would need the file's text).
    private func writeFix(_ fix: Fix, artifact: ArtifactURI, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("description")
        writeText(fix.title, to: &writer)
        writer.key("artifactChanges")
        writer.beginArray()
        writer.beginObject()
        writer.key("artifactLocation")
        artifact.write(to: &writer)
        writer.key("replacements")
        writer.beginArray()
        for edit in fix.edits { writeReplacement(edit, to: &writer) }
        writer.endArray()
        writer.endObject()
        writer.endArray()
        writer.endObject()
    }

    /// A deletion has no `insertedContent`, which is how SARIF spells "insert nothing".
    private func writeReplacement(_ edit: Edit, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("deletedRegion")
        writer.beginObject()
        writer.member("byteOffset", edit.range.lowerBound)
        writer.member("byteLength", edit.range.count)
        writer.endObject()
        if !edit.replacement.isEmpty {
            writer.key("insertedContent")
            writeText(edit.replacement, to: &writer)
        }
        writer.endObject()
    }
}
