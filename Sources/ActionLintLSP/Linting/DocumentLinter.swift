import ActionLintCore
import ActionLintRules

/// Lints the text of open documents with the configuration that applies to each, and
/// computes the fixed text of a finding (or of all safe fixes) through `FileFixer`, the
/// pipeline `--fix` runs, with its checks (the result must re-lex, nest and keep every other
/// finding).
final class DocumentLinter {
    private let configurations = ConfigurationCache()
    /// Where an unsaved buffer's configuration is looked up: the workspace's first folder.
    var workspaceFolder: String?
    /// The declarations of each document's module, for fixes needing a type another file declares.
    let modules = WorkspaceModules()

    private func moduleTypes(_ document: TextDocument) -> any ModuleTypes {
        modules.lookup(forDocumentAt: document.path, text: document.source.bytes, workspaceFolder: workspaceFolder)
    }

    func analyze(_ document: TextDocument) -> DocumentAnalysis {
        let folder = document.path.map(WorkingFolder.folder(holding:)) ?? workspaceFolder ?? "/"
        let resolved: ConfigurationCache.Resolved
        switch configurations.resolve(forFolder: folder) {
        case let .success(value): resolved = value
        case let .failure(error): return DocumentAnalysis(findings: [], engine: nil, problem: error.description)
        }
        // As `--stdin-path` does: an excluded file gets no findings; include globs narrow a
        // folder search only, and a document the user opened is like a file named explicitly.
        if let path = document.path, resolved.excludes(file: path) { return .notLinted }
        if document.hadFindings {
            // The prefilter would pass over the tokens only to say "parse" (a keystroke rarely
            // removes a finding): parsing at once saves about a fifth of the lint. Same findings:
            // the prefilter only ever skips files where no rule could report anything.
            let file = ParsedFile(source: SourceFile(path: document.source.path, bytes: document.source.bytes))
            let findings = resolved.engine.lint(file, memberIndex: MemberIndex(syntax: file.syntax), moduleTypes: moduleTypes(document))
            let analysis = DocumentAnalysis(findings: findings, engine: resolved.engine, problem: nil)
            analysis.fixes.parsedFile = file
            return analysis
        }
        let input = LintRunner.Input(path: nil, displayPath: document.source.path, bytes: document.source.bytes)
        let findings: [Finding]
        switch LintRunner(engine: resolved.engine).lintOne(input, memberIndex: nil, moduleTypes: moduleTypes(document)) {
        case let .parsed(found, _, _), let .unparsed(found, _): findings = found
        case .failed: findings = []
        }
        return DocumentAnalysis(findings: findings, engine: resolved.engine, problem: nil)
    }

    /// The text after applying one finding's fix, as `--fix` (with `--unsafe-fixes` for an
    /// unsafe one) would apply it alone; nil when it is refused or changes nothing.
    func fixed(_ finding: Finding, in document: TextDocument, analysis: DocumentAnalysis) -> FixedText? {
        guard let engine = analysis.engine, let fix = finding.fix else { return nil }
        let key = FileFixer.key(finding)
        return analysis.fixes.value(for: key) {
            let others = Set(analysis.findings.map { FindingKey($0) }).subtracting([FindingKey(finding)])
            let fixer = FileFixer(engine: Self.withEdits(engine), allowUnsafe: fix.applicability == .unsafe, excludedKeys: others)
            guard let bytes = run(fixer, document) else { return nil }
            let withEdits = findingsWithEdits(document, engine, analysis).filter { FileFixer.key($0) == key }
            return FixedText(bytes: bytes, edits: Self.edits(of: withEdits.compactMap(\.fix), giving: bytes, from: document))
        }
    }

    /// The text after every safe fix, round after round, exactly as `--fix` writes the file.
    func fixedAll(in document: TextDocument, analysis: DocumentAnalysis) -> FixedText? {
        guard let engine = analysis.engine, analysis.findings.contains(where: { $0.fix?.applicability == .safe }) else { return nil }
        return analysis.fixes.value(for: "all") {
            guard let bytes = run(FileFixer(engine: Self.withEdits(engine), allowUnsafe: false), document) else { return nil }
            let safe = findingsWithEdits(document, engine, analysis).compactMap(\.fix).filter { $0.applicability == .safe && !$0.edits.isEmpty }
            return FixedText(bytes: bytes, edits: Self.edits(of: safe, giving: bytes, from: document))
        }
    }

    /// The extractions of the action closure at `offset`, in both styles, the configured one
    /// first (none when the document was not linted, or no action there can be extracted).
    func extractions(at offset: Int, in document: TextDocument, analysis: DocumentAnalysis,
                     writesEdits: Bool) -> [ExtractActionRefactoring.Extraction] {
        extractions(at: offset, in: document, analysis: analysis, styles: nil, writesEdits: writesEdits)
    }

    /// The text after the extraction of the action at `offset` in `style` (`extraction` when it
    /// is known, with its edits), checked as `--fix` checks a fix (nil when it is refused); its
    /// edits are the extraction's own.
    func extracted(_ style: FixStyle, at offset: Int, in document: TextDocument, analysis: DocumentAnalysis,
                   extraction known: ExtractActionRefactoring.Extraction? = nil) -> FixedText? {
        guard let engine = analysis.engine else { return nil }
        return analysis.fixes.value(for: "extract \(style.rawValue) \(offset)") {
            let asked = { self.extractions(at: offset, in: document, analysis: analysis, styles: [style],
                                           writesEdits: true) }
            guard let extraction = known ?? asked().first else { return nil }
            // The diagnostics' lint is the one before the edit: its findings have the same keys.
            let fixer = FileFixer(engine: Self.withEdits(engine), allowUnsafe: false)
            let outcome = fixer.apply(extraction.fix, to: parsed(document, analysis), findings: analysis.findings,
                                      memberIndex: MemberIndex(), moduleTypes: moduleTypes(document))
            if let refusal = outcome.refusal { ServerLog.write("\(document.uri): \(refusal)") }
            guard outcome.changed else { return nil }
            let edits = extraction.fix.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
            return FixedText(bytes: outcome.fixed, edits: edits)
        }
    }

    /// The document parsed in full, once per version.
    private func parsed(_ document: TextDocument, _ analysis: DocumentAnalysis) -> ParsedFile {
        if let known = analysis.fixes.parsedFile { return known }
        let file = ParsedFile(source: SourceFile(path: document.source.path, bytes: document.source.bytes))
        analysis.fixes.parsedFile = file
        return file
    }

    /// `styles` nil: both, the configured one first.
    private func extractions(at offset: Int, in document: TextDocument, analysis: DocumentAnalysis, styles: [FixStyle]?,
                             writesEdits: Bool) -> [ExtractActionRefactoring.Extraction] {
        guard let engine = analysis.engine else { return [] }
        let file = parsed(document, analysis)
        let configured = ExtractActionRefactoring.style(in: engine.configuration)
        let refactoring = ExtractActionRefactoring(configuration: engine.configuration)
        let styles = styles ?? [configured] + FixStyle.allCases.filter { $0 != configured }
        let outcome = refactoring.extractions(at: offset, in: file, memberIndex: MemberIndex(), styles: styles,
                                              moduleTypes: moduleTypes(document), writesEdits: writesEdits)
        guard case let .extractions(found) = outcome else { return [] }
        return found
    }

    /// The fixes' own edits when, applied together in one pass, they give `fixed` (one round of
    /// `--fix`, nothing skipped); nil when `--fix` needed more rounds.
    private static func edits(of fixes: [Fix], giving fixed: [UInt8], from document: TextDocument) -> [Edit]? {
        let applied = FixApplier.apply(fixes, to: document.source.bytes)
        guard applied.applied.count == fixes.count, applied.bytes == fixed else { return nil }
        return fixes.flatMap(\.edits).sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    private func findingsWithEdits(_ document: TextDocument, _ engine: LintEngine, _ analysis: DocumentAnalysis) -> [Finding] {
        if let known = analysis.fixes.findingsWithEdits { return known }
        let input = LintRunner.Input(path: nil, displayPath: document.source.path, bytes: document.source.bytes)
        var findings: [Finding] = []
        switch LintRunner(engine: Self.withEdits(engine)).lintOne(input, memberIndex: nil, moduleTypes: moduleTypes(document)) {
        case let .parsed(found, _, _), let .unparsed(found, _): findings = found
        case .failed: break
        }
        analysis.fixes.findingsWithEdits = findings
        return findings
    }

    /// Forgets the configurations read: one of them changed.
    func configurationsChanged() { configurations.removeAll() }

    private func run(_ fixer: FileFixer, _ document: TextDocument) -> [UInt8]? {
        let outcome = fixer.fix(path: document.source.path, bytes: document.source.bytes, memberIndex: MemberIndex(),
                                moduleTypes: moduleTypes(document))
        if let refusal = outcome.refusal { ServerLog.write("\(document.uri): \(refusal)") }
        return outcome.changed ? outcome.fixed : nil
    }

    private static func withEdits(_ engine: LintEngine) -> LintEngine {
        var copy = engine
        copy.needsFixEdits = true
        return copy
    }
}
