import ActionLintCore

/// Where a rule's documentation is, for a diagnostic's `codeDescription.href`; nil leaves the
/// link out. A link is never made up: the project has no pages on the web of its own.
///
/// In order: the client's `initializationOptions.ruleDocumentationURL`, a template in which
/// `{rule}` stands for the rule id; the `ruleDocsURL` of the document's configuration, the
/// folder of the `<rule-id>.md` pages (as SARIF's `helpUri`); the rule's page in `docs/rules/`
/// of the checkout the server was built from (the way action-lint is installed), when that file
/// is there — the page `action-lint explain --markdown` writes, for the version that runs.
struct RuleDocumentationLinks {
    private let template: String?
    private let rules: [RuleDescription]
    /// The file URIs of the checkout's rule pages that exist, by rule id.
    private let checkoutPages: [String: String]
    /// The `ruleDocsURL` of the configuration of the document being mapped.
    var configuredFolder: String?

    init(template: String?, pagesFolder: String?, rules: [RuleDescription]) {
        self.template = template
        self.rules = rules
        var pages: [String: String] = [:]
        if template == nil, let pagesFolder {
            for rule in rules {
                let path = pagesFolder + "/" + rule.id + ".md"
                if FileStamp.of(path) != nil { pages[rule.id] = DocumentURI.uri(forPath: path) }
            }
        }
        checkoutPages = pages
    }

    func link(for ruleID: String) -> String? {
        if let template { return template.split(separator: "{rule}", omittingEmptySubsequences: false).joined(separator: ruleID) }
        if let configuredFolder, let rule = rules.first(where: { $0.id == ruleID }) {
            return RuleDocumentation.url(of: rule, baseURL: configuredFolder)
        }
        return checkoutPages[ruleID]
    }

    /// `docs/rules` next to `Package.swift` of the sources this file was compiled from.
    static var builtPagesFolder: String {
        var path = "\(#filePath)"
        for _ in 0..<4 { path = WorkingFolder.folder(holding: path) }
        return path + "/docs/rules"
    }
}
