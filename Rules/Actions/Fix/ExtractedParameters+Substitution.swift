import ActionLintCore

extension ExtractedParameters {
    /// The template closure with its values replaced by the parameters' names: in a copy of
    /// the file, parsed again, so that the body is laid out as any other (the values sit inside
    /// one line each, and the closure's `{` stays where it was).
    func substitutedTemplate(_ closure: ClosureExpression, in file: ParsedFile) -> ExtractionFixBuilder.Template? {
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
        guard let substituted = copy.syntax.closures.first(where: { copy.offset($0.leftBrace) == offset }) else {
            return nil
        }
        return (copy, substituted)
    }
}
