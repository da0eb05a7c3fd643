import ActionLintCore

/// Findings as LSP `Diagnostic`s: the primary site's range, the severity, the rule id as the
/// code with a link to its documentation, and the other sites as related information.
struct DiagnosticMapper {
    let document: TextDocument
    let converter: PositionConverter
    let documentation: RuleDocumentationLinks

    init(document: TextDocument, encoding: PositionEncoding, documentation: RuleDocumentationLinks) {
        self.document = document
        self.converter = PositionConverter(file: document.source, encoding: encoding)
        self.documentation = documentation
    }

    /// The `textDocument/publishDiagnostics` parameters.
    func publishParams(_ findings: [Finding]) -> JSONValue {
        .object([
            (key: "uri", value: .string(document.uri)),
            (key: "version", value: .integer(document.version)),
            (key: "diagnostics", value: .array(findings.map(diagnostic))),
        ])
    }

    func diagnostic(_ finding: Finding) -> JSONValue {
        var message = finding.message
        if let reason = finding.noFixReason { message += "\nno automatic fix: \(reason)" }
        var members: [(key: String, value: JSONValue)] = [
            (key: "range", value: converter.range(finding.range.start.offset..<finding.range.end.offset)),
            (key: "severity", value: .integer(Self.severity(finding.severity))),
            (key: "code", value: .string(finding.ruleID)),
        ]
        if let href = documentation.link(for: finding.ruleID) {
            members.append((key: "codeDescription", value: .object([(key: "href", value: .string(href))])))
        }
        members.append((key: "source", value: .string("action-lint")))
        members.append((key: "message", value: .string(message)))
        if !finding.related.isEmpty {
            members.append((key: "relatedInformation", value: .array(finding.related.map(relatedInformation))))
        }
        return .object(members)
    }

    func relatedInformation(_ related: RelatedLocation) -> JSONValue {
        let location: JSONValue = .object([
            (key: "uri", value: .string(uri(of: related.range.path))),
            (key: "range", value: converter.range(related.range.start.offset..<related.range.end.offset)),
        ])
        return .object([(key: "location", value: location), (key: "message", value: .string(related.message))])
    }

    /// Related sites are in the same file; a path other than the document's gets its own URI.
    private func uri(of path: String) -> String {
        path == document.source.path || !path.hasPrefix("/") ? document.uri : DocumentURI.uri(forPath: path)
    }

    /// `DiagnosticSeverity`: 1 error, 2 warning.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        }
    }
}
