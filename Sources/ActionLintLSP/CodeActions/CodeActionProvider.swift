import ActionLintCore

/// Answers `textDocument/codeAction`: for every finding with a site in the requested range, a
/// quick fix (safe, preferred) or a refactoring (unsafe) whose edit turns the text into what
/// `--fix` would write for that finding; and a fix-all of the document's safe fixes.
///
/// A client that resolves edits later (`codeAction/resolve`) gets the actions without them:
/// editors ask for actions at every cursor move, and computing a fix lints the file a few times.
struct CodeActionProvider {
    let document: TextDocument
    let analysis: DocumentAnalysis
    let linter: DocumentLinter
    let mapper: DiagnosticMapper
    /// Whether the client takes versioned `documentChanges` (else plain `changes`).
    let usesDocumentChanges: Bool
    /// Whether edits are left to `codeAction/resolve`.
    let resolvesEditsLater: Bool

    /// What `data.fix` holds for the fix-all action (a finding's fix holds the finding's key).
    static let allFixesKey = "all"

    func actions(in range: Range<Int>, only: [String]?) -> [JSONValue] {
        var actions: [JSONValue] = []
        for finding in analysis.findings where touches(finding, range) {
            guard let fix = finding.fix, fix.applicability != .displayOnly else { continue }
            let kind = fix.applicability == .safe ? CodeActionKind.quickFix : CodeActionKind.unsafeFix
            guard CodeActionKind.matches(kind, only: only) else { continue }
            let title = fix.applicability == .safe ? fix.title : fix.title + " (may change behaviour)"
            if let action = action(title: title, kind: kind, key: FileFixer.key(finding), diagnostic: mapper.diagnostic(finding),
                                   preferred: fix.applicability == .safe) {
                actions.append(action)
            }
        }
        let hasSafeFix = analysis.findings.contains { $0.fix?.applicability == .safe }
        if hasSafeFix, CodeActionKind.matches(CodeActionKind.fixAll, only: only),
           let action = action(title: "Fix all action-lint findings (safe fixes)", kind: CodeActionKind.fixAll, key: Self.allFixesKey,
                               diagnostic: nil, preferred: false) {
            actions.append(action)
        }
        return actions
    }

    /// `codeAction/resolve`: the action with its edit.
    func resolve(_ action: JSONValue) -> Result<JSONValue, ResponseError> {
        guard case var .object(members) = action, let key = action.at("data", "fix")?.string else {
            return .failure(.invalidParams("not a code action of this server"))
        }
        guard action.at("data", "version")?.integer == document.version else {
            return .failure(ResponseError(code: ResponseError.contentModified, message: "the document changed"))
        }
        guard let fixed = fixedText(forKey: key) else {
            return .failure(ResponseError(code: ResponseError.requestFailed, message: "the fix was refused: its result would not re-parse cleanly"))
        }
        members.removeAll { $0.key == "edit" }
        members.append((key: "edit", value: workspaceEdit(fixed)))
        return .success(.object(members))
    }

    private func fixedText(forKey key: String) -> FixedText? {
        if key == Self.allFixesKey { return linter.fixedAll(in: document, analysis: analysis) }
        guard let finding = analysis.findings.first(where: { FileFixer.key($0) == key }) else { return nil }
        return linter.fixed(finding, in: document, analysis: analysis)
    }

    /// Whether one of the finding's sites overlaps the range (a cursor counts at either end).
    private func touches(_ finding: Finding, _ range: Range<Int>) -> Bool {
        let sites = [finding.range] + finding.related.map(\.range)
        return sites.contains { site in
            site.path == finding.range.path && site.start.offset <= range.upperBound && range.lowerBound <= site.end.offset
        }
    }

    /// The action, with its edit or (resolved later) what names it; nil when the fix is refused.
    private func action(title: String, kind: String, key: String, diagnostic: JSONValue?, preferred: Bool) -> JSONValue? {
        var members: [(key: String, value: JSONValue)] = [(key: "title", value: .string(title)), (key: "kind", value: .string(kind))]
        if let diagnostic { members.append((key: "diagnostics", value: .array([diagnostic]))) }
        if preferred { members.append((key: "isPreferred", value: .bool(true))) }
        if resolvesEditsLater {
            members.append((key: "data", value: .object([
                (key: "uri", value: .string(document.uri)), (key: "version", value: .integer(document.version)), (key: "fix", value: .string(key)),
            ])))
        } else {
            guard let fixed = fixedText(forKey: key) else { return nil }
            members.append((key: "edit", value: workspaceEdit(fixed)))
        }
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
