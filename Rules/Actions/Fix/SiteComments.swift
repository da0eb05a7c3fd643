import ActionLintCore

/// Comment lines that open a body, before its first statement, speak for their site (why this
/// control does it) more than for the statements. Alike at every site they move into the member
/// once; where the sites differ in them (one having none counts), each site keeps its own and
/// the member takes none, so no site's comment is lost or lent to another.
enum SiteComments {
    /// The comments on lines of their own before the body's first statement (a comment ending
    /// the `{` line is the site's already: `CallSiteRewriter.openingComment`).
    static func leading(of closure: ClosureExpression, in file: ParsedFile) -> [Int] {
        guard let rightBrace = closure.rightBrace else { return [] }
        var index = CallSiteRewriter.openingComment(of: closure, in: file).map { $0 + 1 } ?? closure.bodyStart
        var comments: [Int] = []
        while index < rightBrace {
            switch file.tokens[index].kind {
            case .whitespace, .newline: break
            case .lineComment, .docLineComment, .blockComment, .docBlockComment: comments.append(index)
            default: return comments
            }
            index += 1
        }
        return comments
    }

    /// Whether the bodies' leading comments are not all the same text.
    static func differ(_ bodies: [ExtractedBody], in file: ParsedFile) -> Bool {
        let texts = bodies.map { body in leading(of: body.closure, in: file).map { file.text($0) } }
        return texts.contains { $0 != texts[0] }
    }
}
