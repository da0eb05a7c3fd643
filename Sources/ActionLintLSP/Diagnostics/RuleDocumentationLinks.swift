import ActionLintCore

/// Where a rule's documentation is, for a diagnostic's `codeDescription.href`; nil leaves the
/// link out. A link is never made up: the project has no pages on the web of its own.
///
/// In order: the client's `initializationOptions.ruleDocumentationURL`, a template in which
/// `{rule}` stands for the rule id; the `ruleDocsURL` of the document's configuration, the
/// folder of the `<rule-id>.md` pages (as SARIF's `helpUri`); the rule's page, `docs/rules/<id>.md`,
/// in the checkout the server was built from (the way action-lint is installed), when that page
/// is still there — the page `action-lint explain --markdown` writes, for the version that runs.
struct RuleDocumentationLinks {
    private let template: String?
    /// The pages' folder and the names of the pages in it, read once.
    private let pages: (folder: String, names: Set<String>)?
    /// The `ruleDocsURL` of the configuration of the document being mapped.
    var configuredFolder: String?

    init(template: String?, pagesFolder: String?) {
        self.template = template
        guard template == nil, let pagesFolder, let names = FolderNames.of(pagesFolder) else {
            pages = nil
            return
        }
        pages = (pagesFolder, Set(names))
    }

    func link(for ruleID: String) -> String? {
        if let template { return template.split(separator: "{rule}", omittingEmptySubsequences: false).joined(separator: ruleID) }
        if let configuredFolder { return RuleDocumentation.url(ofRule: ruleID, baseURL: configuredFolder) }
        guard let pages, pages.names.contains(ruleID + ".md") else { return nil }
        return DocumentURI.uri(forPath: pages.folder + "/" + ruleID + ".md")
    }

    /// `docs/rules` beside `Package.swift` of the sources this file was compiled from.
    static var builtPagesFolder: String {
        var path = "\(#filePath)"
        for _ in 0..<4 { path = WorkingFolder.folder(holding: path) }
        return path + "/docs/rules"
    }
}
