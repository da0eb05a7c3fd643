import ActionLintCore
import ActionLintRules

/// Answers `textDocument/codeAction`: for every finding with a site on the requested lines (or
/// whose diagnostic the request passes), a quick fix (safe, preferred) or a refactoring (unsafe)
/// whose edit turns the text into what `--fix` would write for that finding; the extraction of
/// the action closure there, reported or not, into a method and into a computed property; and
/// a fix-all of the document's safe fixes.
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

    /// What a data key of an extraction starts with: `extract method 1234` (style, offset).
    static let extractionKeyPrefix = "extract "

    /// `contextDiagnostics`: the request's `context.diagnostics`.
    func actions(in range: Range<Int>, only: [String]?, contextDiagnostics: [JSONValue] = []) -> [JSONValue] {
        var actions: [JSONValue] = []
        let passed = Set(contextDiagnostics.compactMap(DiagnosticStart.init))
        let isAsked = { (finding: Finding) in
            self.touches(finding, range) || passed.contains(DiagnosticStart(finding, converter: self.mapper.converter))
        }
        for finding in analysis.findings where isAsked(finding) {
            guard let fix = finding.fix, fix.applicability != .displayOnly else { continue }
            let kind = fix.applicability == .safe ? CodeActionKind.quickFix : CodeActionKind.unsafeFix
            guard CodeActionKind.matches(kind, only: only) else { continue }
            let title = fix.applicability == .safe ? fix.title : fix.title + " (may change behaviour)"
            if let action = action(title: title, kind: kind, key: FileFixer.key(finding), diagnostic: mapper.diagnostic(finding),
                                   preferred: fix.applicability == .safe) {
                actions.append(action)
            }
        }
        if CodeActionKind.matches(CodeActionKind.extract, only: only) { actions += extractions(at: range.lowerBound) }
        let hasSafeFix = analysis.findings.contains { $0.fix?.applicability == .safe }
        if hasSafeFix, CodeActionKind.matches(CodeActionKind.fixAll, only: only),
           let action = action(title: "Fix all action-lint findings (safe fixes)", kind: CodeActionKind.fixAll, key: Self.allFixesKey,
                               diagnostic: nil, preferred: false) {
            actions.append(action)
        }
        return actions
    }

    /// The extractions of the action closure at `offset`, each style's.
    private func extractions(at offset: Int) -> [JSONValue] {
        let found = linter.extractions(at: offset, in: document, analysis: analysis, writesEdits: !resolvesEditsLater)
        return found.compactMap { extraction in
            let key = Self.extractionKeyPrefix + "\(extraction.style.rawValue) \(offset)"
            // Edits sent now are the ones just computed.
            let fixed = resolvesEditsLater ? nil : linter.extracted(extraction.style, at: offset, in: document,
                                                                   analysis: analysis, extraction: extraction)
            return action(title: extraction.fix.title, kind: CodeActionKind.extract, key: key, diagnostic: nil,
                          preferred: false, fixed: fixed)
        }
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
        if key.hasPrefix(Self.extractionKeyPrefix) {
            let parts = key.dropFirst(Self.extractionKeyPrefix.count).split(separator: " ")
            guard parts.count == 2, let style = FixStyle(rawValue: String(parts[0])), let offset = Int(parts[1]),
                  offset >= 0, offset <= document.source.bytes.count else { return nil }
            return linter.extracted(style, at: offset, in: document, analysis: analysis)
        }
        guard let finding = analysis.findings.first(where: { FileFixer.key($0) == key }) else { return nil }
        return linter.fixed(finding, in: document, analysis: analysis)
    }

    /// Whether the range's lines meet a line of one of the finding's sites: editors ask at the
    /// cursor, which is often at the start of the line, before the closure's `{`.
    private func touches(_ finding: Finding, _ range: Range<Int>) -> Bool {
        let source = document.source
        let lines = source.line(of: range.lowerBound)...source.line(of: range.upperBound)
        let sites = [finding.range] + finding.related.map(\.range)
        return sites.contains { site in
            site.path == finding.range.path && (site.start.line...site.end.line).overlaps(lines)
        }
    }

    /// The action, with its edit (`fixed`, when known) or (resolved later) what names it; nil
    /// when the fix is refused.
    private func action(title: String, kind: String, key: String, diagnostic: JSONValue?, preferred: Bool,
                        fixed known: FixedText? = nil) -> JSONValue? {
        var members: [(key: String, value: JSONValue)] = [(key: "title", value: .string(title)), (key: "kind", value: .string(kind))]
        if let diagnostic { members.append((key: "diagnostics", value: .array([diagnostic]))) }
        if preferred { members.append((key: "isPreferred", value: .bool(true))) }
        if resolvesEditsLater {
            members.append((key: "data", value: .object([
                (key: "uri", value: .string(document.uri)), (key: "version", value: .integer(document.version)), (key: "fix", value: .string(key)),
            ])))
        } else {
            guard let fixed = known ?? fixedText(forKey: key) else { return nil }
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

/// A diagnostic as the request's context passes it back, by its code and where it starts: a
/// client may change its message or end, never those.
private struct DiagnosticStart: Hashable {
    var code: String
    var start: PositionConverter.Position

    init?(_ diagnostic: JSONValue) {
        guard let code = diagnostic["code"]?.string,
              let start = PositionConverter.position(diagnostic.at("range", "start")) else { return nil }
        self.code = code
        self.start = start
    }

    init(_ finding: Finding, converter: PositionConverter) {
        code = finding.ruleID
        start = converter.position(of: finding.range.start.offset)
    }
}
