import ActionLintCore

/// Where a rule's documentation is, for a diagnostic's `codeDescription.href`.
///
/// The client may name a template with `initializationOptions.ruleDocumentationURL`, in which
/// `{rule}` stands for the rule id. Otherwise the links go to the rule's page, `docs/rules/<id>.md`,
/// in the checkout the server was built from (the way action-lint is installed), when that page
/// is still there; with neither, diagnostics carry no link.
struct RuleDocumentationLinks {
    private let template: String?
    /// The pages' folder and the names of the pages in it, read once.
    private let pages: (folder: String, names: Set<String>)?

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
