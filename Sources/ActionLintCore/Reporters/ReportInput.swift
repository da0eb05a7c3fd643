/// Everything a reporter needs to print one run. Reporters are pure functions of this value, so
/// they can be tested without touching the file system.
public struct ReportInput: Sendable {
    /// The findings to print, already in output order (see `Finding.outputOrder`).
    public var findings: [Finding]
    /// How many files were linted, findings or not; shown in summaries.
    public var filesLinted: Int
    /// The descriptions of the rules that ran, for SARIF's `rules[]`.
    public var rules: [RuleDescription]
    public var toolVersion: String
    /// The text of a 1-based line of a file, without its line break, or nil when unknown.
    /// Only the human reporter reads it (for excerpts); it is a closure so that the caller decides
    /// whether lines come from files already in memory or from disk.
    public var lineText: @Sendable (String, Int) -> String?
    /// Whether to use ANSI colours (the caller decides: TTY, `NO_COLOR`, flags).
    public var colored: Bool
    /// How many findings `--baseline` left out of `findings` (the human summary says so).
    public var hiddenByBaseline = 0

    public init(
        findings: [Finding],
        filesLinted: Int,
        rules: [RuleDescription] = [],
        toolVersion: String,
        lineText: @escaping @Sendable (String, Int) -> String? = { _, _ in nil },
        colored: Bool = false
    ) {
        self.findings = findings
        self.filesLinted = filesLinted
        self.rules = rules
        self.toolVersion = toolVersion
        self.lineText = lineText
        self.colored = colored
    }

    /// A `lineText` that reads from files already loaded, looked up by their `path`.
    public static func lineText(from files: [SourceFile]) -> @Sendable (String, Int) -> String? {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return { path, line in
            guard let file = byPath[path], line >= 1, line <= file.lineCount else { return nil }
            return file.text(file.lineRange(line))
        }
    }
}
