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

    /// `func delete(_ item: Item) {` … `}`, or `var deleteAction: (Item) -> Void {` `return { item in` … `}` `}`.
    func writeMember(_ plan: ExtractedParameters, base: String, effects: MemberEffects, into writer: inout TextWriter) {
        let unit = indentation.unit
        guard let template = plan.substitutedTemplate(subject.template.closure, in: file) else { return }
        switch style {
        case .method:
            writer.write(base)
            writer.write(literal: "func ")
            writer.write(name)
            writer.write(plan.declarationList)
            writer.write(effects.declarationSuffix)
            writeOpeningBrace(base: base, into: &writer)
            BodyReindenter.write(template.closure, in: template.file, base: base + unit, unit: unit, lineEnding: lineEnding, into: &writer)
            writer.write(lineEnding)
            writer.write(base)
            writer.write(literal: "}")
        case .property:
            writer.write(base)
            writer.write(literal: "var ")
            writer.write(name)
            // A main-actor function type is `Sendable`: `.refreshable`'s closure may call it (Swift 6).
            writer.write(literal: effects.isAsync ? ": @MainActor " : ": ")
            writer.write(plan.typeList)
            writer.write(effects.declarationSuffix)
            writer.write(literal: " -> Void")
            writeOpeningBrace(base: base, into: &writer)
            writer.write(lineEnding)
            writer.write(base)
            writer.write(unit)
            writer.write(literal: "return { ")
            writer.write(plan.nameList)
            writer.write(literal: " in")
            BodyReindenter.write(template.closure, in: template.file, base: base + unit + unit, unit: unit, lineEnding: lineEnding, into: &writer)
            writer.write(lineEnding)
            writer.write(base)
            writer.write(unit)
            writer.write(literal: "}")
            writer.write(lineEnding)
            writer.write(base)
            writer.write(literal: "}")
        }
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
