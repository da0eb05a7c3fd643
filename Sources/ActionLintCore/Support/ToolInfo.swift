/// Facts about the tool itself. The project has no address on the web of its own, so nothing
/// links to one: SARIF's `helpUri` and the language server's rule links go only where the user
/// says the rule pages are (`--rule-docs-url`, the configuration's `ruleDocsURL`), or, in the
/// server, to the pages of the checkout it was built from when they are there.
public enum ToolInfo {
    /// The version printed by `--version` and written into SARIF.
    public static let version = "0.1.0"

    /// Whether `text` can name the folder of the rule help pages: an absolute http(s) URL with a
    /// host and no white space, which a code-scanning page can open (a relative path would be
    /// read against nothing the viewer knows).
    public static func isRuleDocsURL(_ text: String) -> Bool {
        let scheme = text.hasPrefix("https://") ? "https://" : "http://"
        guard text.hasPrefix(scheme) else { return false }
        let host = text.dropFirst(scheme.count)
        return !host.isEmpty && !host.hasPrefix("/") && !text.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
    }
}
