import ActionLintCore

/// The flags of the lint (and fix) command.
struct LintOptions: Equatable, Sendable {
    var paths: [String] = []
    var reporter: ReporterKind?
    var output: String?
    var fix = false
    var unsafeFixes = false
    var diff = false
    var configPath: String?
    var noConfig = false
    var printConfig = false
    var baseline: String?
    var writeBaseline: String?
    var strict = false
    var quiet = false
    var stdinPath: String?
    var noColor = false
    /// Rules turned on or off by `--enable ID` / `--disable ID` (the last flag for an id wins).
    var enabledRules: [String: Bool] = [:]
    /// SARIF: the folder URIs are relative to (default: the repository root, see `SourceRoot`).
    var pathBase: String?
    /// SARIF: where rule help pages live (`helpUri` = this + `/<rule-id>.md`).
    var rulesDocumentationURL: String?
    /// Rule options set by their flags (`--min-statements 3`), in the order given.
    var ruleOptions: [RuleOptionSetting] = []
}

/// One rule option set on the command line.
struct RuleOptionSetting: Equatable, Sendable {
    var option: RuleOption
    var value: RuleOptionValue
}
