import ActionLintCore

/// Where a rule's documentation is, for a diagnostic's `codeDescription.href`.
///
/// The client may name a template with `initializationOptions.ruleDocumentationURL`, in which
/// `{rule}` stands for the rule id. Otherwise the links go to the rule's section of the README
/// of the checkout the server was built from (the way action-lint is installed), when that
/// file is still there; with neither, diagnostics carry no link.
struct RuleDocumentationLinks {
    private let template: String?
    /// The README's anchors by rule id, and its URI.
    private let readme: (uri: String, anchors: [String: String])?

    init(template: String?, readmePath: String?) {
        self.template = template
        guard template == nil, let readmePath, let text = Self.read(readmePath) else {
            readme = nil
            return
        }
        readme = (DocumentURI.uri(forPath: readmePath), Self.anchors(inMarkdown: text))
    }

    func link(for ruleID: String) -> String? {
        if let template { return template.split(separator: "{rule}", omittingEmptySubsequences: false).joined(separator: ruleID) }
        guard let readme else { return nil }
        return readme.uri + "#" + (readme.anchors[ruleID] ?? "rules")
    }

    /// The README next to `Package.swift` of the sources this file was compiled from.
    static var builtReadmePath: String {
        var path = "\(#filePath)"
        for _ in 0..<4 { path = WorkingFolder.folder(holding: path) }
        return path + "/README.md"
    }

    /// Headings by their text (the rule sections are headed by the bare rule id) and by each
    /// name written in backticks in them, with the anchor GitHub and most Markdown viewers make
    /// for them (lower case, punctuation dropped, spaces as hyphens); the first heading wins.
    static func anchors(inMarkdown text: String) -> [String: String] {
        var anchors: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            let heading = line.drop { $0 == "#" }.trimmingSpaces
            let parts = heading.split(separator: "`", omittingEmptySubsequences: false)
            let names = [parts.joined()] + parts.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            for name in names where anchors[name] == nil { anchors[name] = slug(heading) }
        }
        return anchors
    }

    static func slug(_ heading: Substring) -> String {
        var slug = ""
        for character in heading.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            }
        }
        return slug
    }

    private static func read(_ path: String) -> String? {
        guard let bytes = try? SourceReader.read(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
