/// Where the project lives on the web: SARIF's `informationUri` and the default base of the
/// rule help pages (`--rule-docs-url` replaces it, e.g. for a fork or an internal mirror).
public enum ToolInfo {
    /// The version printed by `--version` and written into SARIF.
    public static let version = "0.1.0"
    public static let homepage = "https://github.com/action-lint/action-lint"
    /// The generated pages of `docs/rules/` (`action-lint explain --markdown <id>`).
    public static let rulesDocumentationURL = homepage + "/blob/main/docs/rules"
}
