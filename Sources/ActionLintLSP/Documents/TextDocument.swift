import ActionLintCore

/// An open document as the editor holds it (unsaved edits included): its text, version and
/// the lint of that text once it has been made.
struct TextDocument {
    let uri: String
    /// The file the URI names; nil for an unsaved buffer (`untitled:`).
    let path: String?
    private(set) var version: Int
    private(set) var source: SourceFile
    /// The findings of this version; nil until it is linted.
    var analysis: DocumentAnalysis? {
        didSet { if let analysis { hadFindings = !analysis.findings.isEmpty } }
    }
    /// Whether the last lint (of this or an earlier version) found something.
    private(set) var hadFindings = false

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.path = DocumentURI.path(of: uri)
        self.version = version
        self.source = SourceFile(path: Self.shownPath(uri: uri, path: path), bytes: Array(text.utf8))
    }

    /// Applies `textDocument/didChange` content changes in order: each with a `range` replaces
    /// that range of the text as the previous change left it, one without replaces everything.
    /// Returns false, changing nothing, when a change is malformed.
    mutating func apply(_ changes: [JSONValue], version: Int, encoding: PositionEncoding) -> Bool {
        var bytes = source.bytes
        var current = source
        for change in changes {
            guard let text = change["text"]?.string else { return false }
            if let range = change["range"] {
                guard let byteRange = PositionConverter(file: current, encoding: encoding).byteRange(range) else { return false }
                bytes.replaceSubrange(byteRange, with: text.utf8)
            } else {
                bytes = Array(text.utf8)
            }
            current = SourceFile(path: source.path, bytes: bytes)
        }
        source = current
        self.version = version
        analysis = nil
        return true
    }

    /// Replaces the whole text (a save that carries it).
    mutating func replaceText(_ text: String) {
        source = SourceFile(path: source.path, bytes: Array(text.utf8))
        analysis = nil
    }

    /// Forgets the lint, so that the next one reads the configuration again.
    mutating func invalidate() { analysis = nil }

    /// The path findings carry: the file's path, else the URI.
    private static func shownPath(uri: String, path: String?) -> String { path ?? uri }
}
