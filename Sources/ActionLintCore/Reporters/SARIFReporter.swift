/// SARIF 2.1.0, the format GitHub code scanning uploads. One run; rules carry their full
/// documentation so that a dashboard can explain a result without the tool at hand.
public struct SARIFReporter: Reporter {
    /// The key of `partialFingerprints`; the `/v1` lets the hashing change without old alerts
    /// being matched against new hashes.
    public static let fingerprintKey = "actionLintFingerprint/v1"

    /// The tool's home page, shown by viewers next to the tool name; omitted when nil because
    /// SARIF makes it optional and a wrong address is worse than none.
    public var informationURI: String?

    public init(informationURI: String? = nil) {
        self.informationURI = informationURI
    }

    public func render(_ input: ReportInput) -> String {
        let ruleIndex = Dictionary(
            input.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first }
        )
        let run = JSONValue.object([
            ("tool", .object([("driver", driver(input))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(input.findings.map { result($0, ruleIndex: ruleIndex[$0.ruleID]) })),
        ])
        let log = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        var writer = JSONWriter(pretty: true)
        log.write(to: &writer)
        return String(decoding: writer.bytesEndingWithNewline(), as: UTF8.self)
    }

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
        .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("help", .object([
                ("text", .string(rule.summary + "\n\n" + rule.rationale)),
                ("markdown", .string(helpMarkdown(rule))),
            ])),
            ("defaultConfiguration", .object([
                ("enabled", .bool(rule.enabledByDefault)),
                ("level", .string(rule.defaultSeverity.rawValue)),
            ])),
        ])
    }

    /// Summary, rationale, the first triggering example and the first correction, so code
    /// scanning's rule help shows what triggers the rule and what the fix does. The correction is
    /// shown with its own input: its output alone read as the fix of the triggering example,
    /// which is usually different code. The `↓` finding markers of examples are test
    /// annotations, not Swift, so they are removed.
    private func helpMarkdown(_ rule: RuleDescription) -> String {
        var sections = [rule.summary, rule.rationale]
        if let example = rule.triggeringExamples.first {
            sections.append("Triggers the rule:\n\n" + swiftBlock(example.code.filter { $0 != "↓" }))
        }
        if let correction = rule.corrections.first {
            sections.append("With `--fix`:\n\n" + swiftBlock(correction.input.filter { $0 != "↓" }))
            sections.append("becomes:\n\n" + swiftBlock(correction.output))
        }
        return sections.joined(separator: "\n\n")
    }

    private func swiftBlock(_ code: String) -> String {
        let body = code.hasSuffix("\n") ? code : code + "\n"
        return "```swift\n" + body + "```"
    }

    // MARK: - Results

    private func result(_ finding: Finding, ruleIndex: Int?) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .integer(ruleIndex))) }
        members += [
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(finding.range))])])),
        ]
        if !finding.related.isEmpty {
            members.append(("relatedLocations", .array(finding.related.enumerated().map(relatedLocation))))
        }
        members.append(("partialFingerprints", .object([(SARIFReporter.fingerprintKey, .string(finding.fingerprint))])))
        if let fix = finding.fix, !fix.edits.isEmpty {
            members.append(("fixes", .array([fixValue(fix, path: finding.range.path)])))
        }
        return .object(members)
    }

    /// Ids start at 1 so that a message can link to "(1)" the way SARIF viewers number them.
    private func relatedLocation(_ index: Int, _ related: RelatedLocation) -> JSONValue {
        .object([
            ("id", .integer(index + 1)),
            ("physicalLocation", physicalLocation(related.range)),
            ("message", .object([("text", .string(related.message))])),
        ])
    }

    /// SARIF's `endColumn` is exclusive, like `SourceRange.end`, and `columnKind` above says
    /// columns count code points, as `SourcePosition.column` does.
    private func physicalLocation(_ range: SourceRange) -> JSONValue {
        .object([
            ("artifactLocation", ArtifactURI(path: range.path).jsonValue),
            ("region", .object([
                ("startLine", .integer(range.start.line)),
                ("startColumn", .integer(range.start.column)),
                ("endLine", .integer(range.end.line)),
                ("endColumn", .integer(range.end.column)),
            ])),
        ])
    }

    /// Edits are UTF-8 byte ranges in the finding's file, which SARIF expresses exactly with
    /// `byteOffset`/`byteLength` (character offsets would need the file's text).
    private func fixValue(_ fix: Fix, path: String) -> JSONValue {
        .object([
            ("description", .object([("text", .string(fix.title))])),
            ("artifactChanges", .array([.object([
                ("artifactLocation", ArtifactURI(path: path).jsonValue),
                ("replacements", .array(fix.edits.map(replacement))),
            ])])),
        ])
    }

    /// A deletion has no `insertedContent`, which is how SARIF spells "insert nothing".
    private func replacement(_ edit: Edit) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("deletedRegion", .object([
                ("byteOffset", .integer(edit.range.lowerBound)),
                ("byteLength", .integer(edit.range.count)),
            ])),
        ]
        if !edit.replacement.isEmpty {
            members.append(("insertedContent", .object([("text", .string(edit.replacement))])))
        }
        return .object(members)
    }
}
