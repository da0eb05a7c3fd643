import ActionLintCore

/// The member and call sites of an extraction whose sites pass values (`ExtractedParameters`),
/// `func delete(_ item: Item) { … }`, and every site keeps a closure that calls it,
/// `{ delete(item) }` (a reference cannot pass the site's value).
extension ExtractionFixBuilder {
    /// `{ … }` → `{ delete(item) }`, keeping a signature (`{ _ in delete(item) }`); an async
    /// member is awaited, inside the `Task { }` a synchronous site had (`{ Task { await reload() } }`).
    func callingEdits(for body: ExtractedBody, at position: Int, effects: MemberEffects) -> [Edit] {
        let closure = body.closure
        guard let rightBrace = closure.rightBrace else { return [] }
        let start = Int(file.tokens[closure.inToken ?? closure.leftBrace].end)
        var call = name + (subject.parameters?.argumentList(at: position) ?? "()")
        if effects.isAsync { call = "await " + call }
        if effects.isThrowing { call = "try " + call }
        if effects.isAsync, !body.site.isAsync { call = "Task { " + call + " }" }
        return [Edit(range: start..<file.offset(rightBrace), replacement: " \(call) ")]
    }
}

extension ExtractedParameters {
    /// The template closure with its values replaced by the parameters' names: in a copy of
    /// the file, parsed again, so that the body is laid out as any other (the values sit inside
    /// one line each, and the closure's `{` stays where it was).
    func substitutedTemplate(_ closure: ClosureExpression, in file: ParsedFile) -> (file: ParsedFile, closure: ClosureExpression)? {
        guard !substitutions.isEmpty else { return (file, closure) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(file.source.bytes.count)
        var cursor = 0
        for substitution in substitutions {
            let start = file.offset(substitution.tokens.lowerBound)
            bytes += file.source.bytes[cursor..<start]
            bytes += Array(substitution.name.utf8)
            cursor = Int(file.tokens[substitution.tokens.upperBound].end)
        }
        bytes += file.source.bytes[cursor...]
        let copy = ParsedFile(source: SourceFile(path: file.source.path, bytes: bytes))
        let offset = file.offset(closure.leftBrace)
        guard let substituted = copy.syntax.closures.first(where: { copy.offset($0.leftBrace) == offset }) else { return nil }
        return (copy, substituted)
    }
}
