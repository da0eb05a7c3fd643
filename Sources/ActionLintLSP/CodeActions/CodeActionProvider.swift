import ActionLintCore

/// Answers `textDocument/codeAction`: for every finding with a site in the requested range, a
/// quick fix (safe, preferred) or a refactoring (unsafe) whose edit turns the text into what
/// `--fix` would write for that finding; and a fix-all of the document's safe fixes.
struct CodeActionProvider {
    let document: TextDocument
    let analysis: DocumentAnalysis
    let linter: DocumentLinter
    let mapper: DiagnosticMapper
    /// Whether the client takes versioned `documentChanges` (else plain `changes`).
    let usesDocumentChanges: Bool

    func actions(in range: Range<Int>, only: [String]?) -> [JSONValue] {
        var actions: [JSONValue] = []
        for finding in analysis.findings where touches(finding, range) {
            guard let fix = finding.fix, fix.applicability != .displayOnly else { continue }
            let kind = fix.applicability == .safe ? CodeActionKind.quickFix : CodeActionKind.unsafeFix
            guard CodeActionKind.matches(kind, only: only),
                  let fixed = linter.fixed(finding, in: document, analysis: analysis) else { continue }
            let title = fix.applicability == .safe ? fix.title : fix.title + " (may change behaviour)"
            actions.append(action(title: title, kind: kind, fixed: fixed, diagnostic: mapper.diagnostic(finding),
                                  preferred: fix.applicability == .safe))
        }
        if CodeActionKind.matches(CodeActionKind.fixAll, only: only), let fixed = linter.fixedAll(in: document, analysis: analysis) {
            actions.append(action(title: "Fix all action-lint findings (safe fixes)", kind: CodeActionKind.fixAll, fixed: fixed,
                                  diagnostic: nil, preferred: false))
        }
        return actions
    }

    /// Whether one of the finding's sites overlaps the range (a cursor counts at either end).
    private func touches(_ finding: Finding, _ range: Range<Int>) -> Bool {
        let sites = [finding.range] + finding.related.map(\.range)
        return sites.contains { site in
            site.path == finding.range.path && site.start.offset <= range.upperBound && range.lowerBound <= site.end.offset
        }
    }

    private func action(title: String, kind: String, fixed: FixedText, diagnostic: JSONValue?, preferred: Bool) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [(key: "title", value: .string(title)), (key: "kind", value: .string(kind))]
        if let diagnostic { members.append((key: "diagnostics", value: .array([diagnostic]))) }
        if preferred { members.append((key: "isPreferred", value: .bool(true))) }
        members.append((key: "edit", value: workspaceEdit(fixed)))
        return .object(members)
    }

    private func workspaceEdit(_ fixed: FixedText) -> JSONValue {
        let edits = JSONValue.array(TextEditBuilder(converter: mapper.converter).edits(fixed))
        guard usesDocumentChanges else {
            return .object([(key: "changes", value: .object([(key: document.uri, value: edits)]))])
        }
        let identifier: JSONValue = .object([(key: "uri", value: .string(document.uri)), (key: "version", value: .integer(document.version))])
        return .object([(key: "documentChanges", value: .array([.object([(key: "textDocument", value: identifier), (key: "edits", value: edits)])]))])
    }
}
