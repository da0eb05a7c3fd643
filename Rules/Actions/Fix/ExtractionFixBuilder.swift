import ActionLintCore

/// Builds the fix for an extraction: one member holding the template body in a
/// `private extension` of the type (reusing one the file already has), and every call site
/// it replaces rewritten to use it.
struct ExtractionFixBuilder {
    let file: ParsedFile
    let subject: ExtractionSubject
    let name: String
    let style: FixStyle
    /// The file's indentation, line ending and brace style, which the inserted text follows.
    let layout: FileLayout
    /// The file's declarations of the subject's type (the type and its extensions).
    let declarations: [Int]
    /// False when no one will read the edits (`RuleContext.needsFixEdits`): the fix is then
    /// returned without them, decided as it would be with them — the member's text, which
    /// never decides it, is not written.
    var writesEdits = true

    /// The body the member holds, in the file it is read from: a copy of the file when the
    /// member takes parameters (`ExtractedParameters.substitutedTemplate`).
    typealias Template = (file: ParsedFile, closure: ClosureExpression)

    private var indentation: IndentationStyle { layout.indentation }
    /// Sites whose opening comments differ keep them; the member takes none (`SiteComments`).
    private var sitesKeepTheirComments: Bool { SiteComments.differ(subject.bodies, in: file) }
    private var lineEnding: String { layout.lineEnding }

    /// Nil when the type has no place to put the member (an unterminated declaration), or when
    /// the sites' rewrites overlap.
    func fix(title: String, applicability: FixApplicability) -> Fix? {
        // A method the type has already is called, not written again.
        let placement = subject.existingMember == nil ? placement() : nil
        guard placement != nil || subject.existingMember != nil else { return nil }
        // A member with parameters has its template's values renamed: once, for this check and
        // for the member written.
        var template: Template = (file: file, closure: subject.template.closure)
        if let parameters = subject.parameters, writesEdits {
            guard let substituted = parameters.substitutedTemplate(subject.template.closure, in: file) else {
                return nil
            }
            template = substituted
        }
        var effects = MemberEffects(subject.template.closure, in: file)
        if subject.unwrapsTask { effects.isAsync = true }
        var rewriter = CallSiteRewriter(file: file, name: name, effects: effects, unit: indentation.unit)
        rewriter.lineEnding = lineEnding
        rewriter.longestLine = layout.longestLine
        rewriter.keepsLeadingComments = sitesKeepTheirComments
        var edits: [Edit] = []
        if let placement {
            let member = writesEdits ? insertion(placement, effects: effects, template: template) : ""
            edits.append(Edit(range: placement.offset..<placement.offset, replacement: member))
        }
        for (position, body) in subject.bodies.enumerated() {
            // A site that passes values, or keeps its `Task { }`, keeps a closure calling the member.
            if let parameters = subject.parameters {
                let byReference = parameters.isPassedByReference(at: position, site: body.site, closure: body.closure,
                                                                 effects: effects)
                let arguments = parameters.argumentList(at: position)
                edits += byReference ? rewriter.edits(for: body.site, takesParameters: true, arguments: arguments)
                    : rewriter.callingEdits(for: body.site, arguments: arguments)
            } else if subject.unwrapsTask {
                edits += rewriter.callingEdits(for: body.site)
            } else {
                edits += rewriter.edits(for: body.site)
            }
        }
        edits.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        edits = Self.droppingInsertionsInsideOneLineRewrites(edits)
        for (earlier, later) in zip(edits, edits.dropFirst()) where earlier.range.upperBound > later.range.lowerBound {
            return nil  // The sites' rewrites overlap (closures nested in one another).
        }
        return Fix(title: title, edits: writesEdits ? edits : [], applicability: applicability)
    }

    /// A modifier line one site re-indents (`.sheet(onDismiss: {` below a `Button { … }`) may hold
    /// another site, whose closure becomes one line: the lines inside it are gone, and so is their
    /// indentation. `edits` are sorted; an insertion inside a rewrite with line breaks stays (and overlaps).
    static func droppingInsertionsInsideOneLineRewrites(_ edits: [Edit]) -> [Edit] {
        let oneLineRewrites = edits.filter { !$0.range.isEmpty && !$0.replacement.contains(where: \.isNewline) }
        guard !oneLineRewrites.isEmpty else { return edits }
        return edits.filter { edit in
            guard edit.range.isEmpty else { return true }
            let offset = edit.range.lowerBound
            return !oneLineRewrites.contains { $0.range.lowerBound < offset && offset < $0.range.upperBound }
        }
    }

    /// The text inserted at the placement: the member, in a new extension or not.
    private func insertion(_ placement: Placement, effects: MemberEffects, template: Template) -> String {
        // One buffer: the member's lines joined by `lineEnding`, in a new extension or not.
        var insertion = TextWriter(capacity: 256 + subject.typeName.utf8.count + 2 * subject.template.kept.count)
        if placement.newExtension {
            insertion.write(lineEnding)
            insertion.write(lineEnding)
            if let wrap = placement.wrap {
                writeLine("#if " + wrap, indent: placement.extensionIndent, into: &insertion)
            }
            for attribute in extensionAttributes() {
                insertion.write(placement.extensionIndent)
                insertion.write(attribute)
                insertion.write(lineEnding)
            }
            insertion.write(placement.extensionIndent)
            insertion.write(literal: "private extension ")
            insertion.write(subject.typeName)
            writeOpeningBrace(base: placement.extensionIndent, into: &insertion)
            insertion.write(lineEnding)
            writeMember(base: placement.memberIndent, effects: effects, template: template, into: &insertion)
            insertion.write(lineEnding)
            insertion.write(placement.extensionIndent)
            insertion.write(literal: "}")
            if placement.wrap != nil {
                insertion.write(lineEnding)
                insertion.write(placement.extensionIndent)
                insertion.write(literal: "#endif")
            }
        } else {
            if placement.extensionHasMembers { insertion.write(lineEnding) }
            if let wrap = placement.wrap { writeLine("#if " + wrap, indent: placement.memberIndent, into: &insertion) }
            writeMember(base: placement.memberIndent, effects: effects, template: template, into: &insertion)
            insertion.write(lineEnding)
            if placement.wrap != nil { writeLine("#endif", indent: placement.memberIndent, into: &insertion) }
        }
        return insertion.text
    }

    /// `text` on a line of its own at `indent` (a `#if` or `#endif` around the member).
    private func writeLine(_ text: String, indent: String, into writer: inout TextWriter) {
        writer.write(indent)
        writer.write(text)
        writer.write(lineEnding)
    }

    private struct Placement {
        var offset: Int
        var newExtension: Bool
        var memberIndent: String
        var extensionHasMembers: Bool
        /// A new extension's own indentation: the type's, which a file may indent inside `#if`.
        var extensionIndent = ""
        /// The `#if` condition around the member, for sites not all compiled where it goes.
        var wrap: String?
    }

    /// Inside an existing `private extension Type { }` at file scope; inside the type's own body
    /// when a file-scope extension could not name it (a `private` type nested in another);
    /// else right after the top-level declaration holding the type's first declaration in the
    /// file, so that every group of one type finds the same place and one extension.
    private func placement() -> Placement? {
        let conditional = ConditionalPlacement(file: file, siteTokens: subject.bodies.map(\.closure.leftBrace))
        // An extension an earlier group wrote under the very `#if` this member needs: the member joins it.
        if let placement = wrappedExtensionPlacement(conditional) { return placement }
        guard var placement = unconditionalPlacement(conditional) else { return nil }
        placement.wrap = conditional.wrappingCondition(at: file.tokenIndex(at: placement.offset) ?? file.tokens.count)
        return placement
    }

    /// Inside a reusable `private extension` in the first branch of an `#if` whose condition
    /// is the one the member would be wrapped in beside it; nil when there is none.
    private func wrappedExtensionPlacement(_ conditional: ConditionalPlacement) -> Placement? {
        let types = file.syntax.types
        for index in declarations where isReusableExtension(types[index], underIf: true, conditional: conditional) {
            guard let branch = conditional.path(to: types[index].declarationStart).last,
                  branch.number == 0, conditional.foreignDirective(around: branch.directive) == nil,
                  let wrap = conditional.wrappingCondition(at: branch.directive),
                  conditional.clauses(of: branch.directive).first == wrap,
                  let rightBrace = types[index].rightBrace else { continue }
            return placementBefore(rightBrace: rightBrace, leftBrace: types[index].leftBrace)
        }
        return nil
    }

    /// Where the member goes, out of any `#if` branch not every site sits in.
    private func unconditionalPlacement(_ conditional: ConditionalPlacement) -> Placement? {
        let types = file.syntax.types
        if let existing = declarations.first(where: { isReusableExtension(types[$0], conditional: conditional) }),
           let rightBrace = types[existing].rightBrace,
           let placement = placementBefore(rightBrace: rightBrace, leftBrace: types[existing].leftBrace) {
            return placement
        }
        guard let first = subject.bodies.first else { return nil }
        let memberType = file.syntax.members[first.closure.member].typeIndex
        if isHiddenFromFileScope(memberType) {
            guard let rightBrace = types[memberType].rightBrace else { return nil }
            return placementBefore(rightBrace: rightBrace, leftBrace: types[memberType].leftBrace)
        }
        let primary = declarations.first { !types[$0].isExtension } ?? declarations.first ?? memberType
        var outermost = primary
        while let parent = types[outermost].parent { outermost = parent }
        guard var end = types[outermost].rightBrace else { return nil }
        // The type declared once per platform (`#if os(iOS) struct V … #else struct V …`): after the `#endif`.
        if let directive = conditional.foreignDirective(around: end) {
            guard let endif = conditional.endif(of: directive) else { return nil }
            end = endif
        }
        // Declared inside `#if os(iOS)` and indented there: the extension beside it is indented alike.
        let braceLine = file.source.line(of: file.offset(end))
        let typeIndent = IndentationStyle.indentation(ofLine: braceLine, in: file.source)
        let braceStartsLine = file.source.lineStarts[braceLine - 1] + typeIndent.utf8.count == file.offset(end)
        let extensionIndent = braceStartsLine ? typeIndent : ""
        return Placement(offset: offsetAfterTrailingComment(end), newExtension: true,
                         memberIndent: extensionIndent + indentation.unit, extensionHasMembers: false,
                         extensionIndent: extensionIndent)
    }

    /// The member as the last one of a body whose `}` starts its line; nil otherwise (a new
    /// extension is clearer, and for a type hidden from file scope there is no other place).
    private func placementBefore(rightBrace: Int, leftBrace: Int?) -> Placement? {
        let braceLine = file.source.line(of: file.offset(rightBrace))
        let lineStart = file.source.lineStarts[braceLine - 1]
        let indent = IndentationStyle.indentation(ofLine: braceLine, in: file.source)
        guard lineStart + indent.utf8.count == file.offset(rightBrace), let leftBrace else { return nil }
        let hasMembers = (leftBrace + 1..<rightBrace).contains { !file.tokens[$0].kind.isTrivia }
        return Placement(offset: lineStart, newExtension: false, memberIndent: indent + indentation.unit,
                         extensionHasMembers: hasMembers)
    }

    /// The availability and global-actor attributes (`@available(iOS 15, *)`, `@MainActor`) of the
    /// declarations holding the sites, innermost first: a new extension must say them again, or
    /// the member could not use what they allow (an iOS 15 type, a main-actor method).
    private func extensionAttributes() -> [String] {
        guard let first = subject.bodies.first else { return [] }
        let types = file.syntax.types
        var attributes: [String] = []
        var current: Int? = file.syntax.members[first.closure.member].typeIndex
        while let index = current {
            for attribute in Self.attributes(before: types[index].nameToken, from: types[index].declarationStart,
                                             in: file) where !attributes.contains(attribute) {
                attributes.append(attribute)
            }
            current = types[index].parent
        }
        return attributes
    }

    /// The `@available(…)` and `@…Actor` attributes written from `start` up to `end`.
    static func attributes(before end: Int, from start: Int, in file: ParsedFile) -> [String] {
        var found: [String] = []
        var index = start
        while index < end {
            guard file.tokens[index].kind == .attribute else {
                index += 1
                continue
            }
            let name = file.text(index)
            var last = index
            if let open = file.nextSignificant(after: index), file.tokens[open].kind == .leftParen,
               file.tokens[open].start == file.tokens[index].end, let close = file.matchingParen(of: open) {
                last = close
            }
            if name == "@available" || name.hasSuffix("Actor") {
                found.append(TokenTexts.oneLine(from: index, through: last, in: file))
            }
            index = last + 1
        }
        return found
    }

    /// A `private` type nested in another is visible only inside its parent: `private extension
    /// Outer.Row` at file scope does not compile. The same holds when any enclosing type is such
    /// a type.
    private func isHiddenFromFileScope(_ typeIndex: Int) -> Bool {
        let types = file.syntax.types
        var current: Int? = typeIndex
        while let index = current {
            if types[index].parent != nil, types[index].modifiers.contains("private") { return true }
            current = types[index].parent
        }
        return false
    }

    /// Right after the type's `}` — or after a comment that ends its line (`} // MARK: …`),
    /// which describes the type and must not end up after the new extension.
    private func offsetAfterTrailingComment(_ rightBrace: Int) -> Int {
        let braceEnd = Int(file.tokens[rightBrace].end)
        let lineEnd = file.source.lineRange(file.source.line(of: braceEnd)).upperBound
        var index = rightBrace + 1
        var sawComment = false
        while index < file.tokens.count, Int(file.tokens[index].start) < lineEnd {
            switch file.tokens[index].kind {
            case .whitespace: break
            case .lineComment, .docLineComment: sawComment = true
            default: return braceEnd
            }
            index += 1
        }
        return sawComment ? lineEnd : braceEnd
    }

    /// An extension inside `#if` is reused only by a member wrapped in that `#if` (`underIf`).
    private func isReusableExtension(_ type: TypeDeclaration, underIf: Bool = false,
                                     conditional: ConditionalPlacement) -> Bool {
        let isPrivate = type.modifiers.contains("private") || type.modifiers.contains("fileprivate")
        return type.isExtension && type.parent == nil && type.qualifiedName == subject.typeName
            && type.inheritedTypes.isEmpty && isPrivate && type.rightBrace != nil
            && !conditional.path(to: type.declarationStart).isEmpty == underIf && !hasWhereClause(type)
    }

    /// `private extension GridView where Cell == Text`: a member there exists only for those
    /// cells, and the sites in the unconstrained `body` could not call it.
    private func hasWhereClause(_ type: TypeDeclaration) -> Bool {
        guard let leftBrace = type.leftBrace else { return false }
        return (type.nameToken..<leftBrace).contains { !file.tokens[$0].kind.isTrivia && file.text($0) == "where" }
    }

    /// `func addItem() {` … `}` or `var addAction: () -> Void {` `return {` … `}` `}`: the member's
    /// lines joined by `lineEnding`, written into `writer`, its braces in the file's style. An
    /// async property's type is `@MainActor () async -> Void`: a main-actor function type is
    /// `Sendable`, so `.refreshable`'s `@Sendable` closure may read and call it in Swift 6 mode.
    private func writeMember(base: String, effects: MemberEffects, template: Template, into writer: inout TextWriter) {
        guard let parameters = subject.parameters else {
            return writeMember(template.closure, in: template.file, declaration: "()", type: "()", closureHead: "",
                               base: base, effects: effects, into: &writer)
        }
        // `func delete(_ item: Item)`, `var deleteAction: (Item) -> Void { return { item in … } }`.
        writeMember(template.closure, in: template.file, declaration: parameters.declarationList,
                    type: parameters.typeList, closureHead: " " + parameters.nameList + " in", base: base,
                    effects: effects, into: &writer)
    }

    /// Whether the member's parameter types `typeList` or its result name a type the file declares
    /// `private` inside another.
    private func usesPrivateType(_ typeList: String) -> Bool {
        let hidden = Set(file.syntax.types
            .filter { $0.parent != nil && $0.modifiers.contains("private") && !$0.isExtension }
            .map { ActionNamer.lastComponent(ofTypeName: $0.qualifiedName) })
        guard !hidden.isEmpty else { return false }
        let text = typeList + " " + (subject.returnType ?? "")
        return text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { hidden.contains(String($0)) }
    }

    /// The member whose body is `closure`'s: `declaration` follows a method's name, `type` is a
    /// property's parameter list, `closureHead` follows the property's `return {`.
    private func writeMember(_ closure: ClosureExpression, in file: ParsedFile, declaration: String, type: String,
                             closureHead: String, base: String, effects: MemberEffects, into writer: inout TextWriter) {
        let unit = indentation.unit
        // A member cannot be more visible than its parameters' types (a `private` nested enum).
        let access = usesPrivateType(type) ? "private " : ""
        switch style {
        case .method:
            writer.write(base)
            writer.write(access)
            writer.write(literal: "func ")
            writer.write(name)
            writer.write(declaration)
            writer.write(effects.declarationSuffix)
            if let returnType = subject.returnType {
                writer.write(literal: " -> ")
                writer.write(returnType)
            }
            writeOpeningBrace(base: base, into: &writer)
            BodyReindenter.write(closure, in: file, base: base + unit, unit: unit, lineEnding: lineEnding,
                                 withoutLeadingComments: sitesKeepTheirComments, into: &writer)
            writer.write(lineEnding)
            writer.write(base)
            writer.write(literal: "}")
        case .property:
            writer.write(base)
            writer.write(access)
            writer.write(literal: "var ")
            writer.write(name)
            writer.write(literal: effects.isAsync ? ": @MainActor " : ": ")
            writer.write(type)
            writer.write(effects.declarationSuffix)
            writer.write(literal: " -> ")
            writer.write(subject.returnType ?? "Void")
            writeOpeningBrace(base: base, into: &writer)
            writer.write(lineEnding)
            writer.write(base)
            writer.write(unit)
            writer.write(literal: "return {")
            writer.write(closureHead)
            BodyReindenter.write(closure, in: file, base: base + unit + unit, unit: unit, lineEnding: lineEnding,
                                 withoutLeadingComments: sitesKeepTheirComments, into: &writer)
            writer.write(lineEnding)
            writer.write(base)
            writer.write(unit)
            writer.write(literal: "}")
            writer.write(lineEnding)
            writer.write(base)
            writer.write(literal: "}")
        }
    }

    /// ` {`, or the `{` on a line of its own at `base` in a file written in Allman style.
    private func writeOpeningBrace(base: String, into writer: inout TextWriter) {
        if layout.braceStyle == .allman {
            writer.write(lineEnding)
            writer.write(base)
            writer.write(literal: "{")
        } else {
            writer.write(literal: " {")
        }
    }
}
