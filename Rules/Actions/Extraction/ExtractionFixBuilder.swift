import ActionLintCore

/// Builds the fix for an extraction: one member holding the template body in a
/// `private extension` of the type (reusing one the file already has), and every call site
/// it replaces rewritten to use it.
struct ExtractionFixBuilder {
    let file: ParsedFile
    let subject: ExtractionSubject
    let name: String
    let style: FixStyle
    let indentation: IndentationStyle
    let lineEnding: String
    /// The file's declarations of the subject's type (the type and its extensions).
    let declarations: [Int]
    /// False when no one will read the edits (`RuleContext.needsFixEdits`): the fix is then
    /// returned without them, decided as it would be with them — the member's text, which
    /// never decides it, is not written.
    var writesEdits = true
    /// The body has a `try` of its own (a throwing custom handler): the member `throws`, and a
    /// site that keeps a closure calls it with `try`.
    var isThrowing = false

    /// Nil when the type has no place to put the member (an unterminated declaration), or when
    /// the sites' rewrites overlap.
    func fix(title: String, applicability: FixApplicability) -> Fix? {
        guard let placement = placement() else { return nil }
        let isAsync = subject.template.closure.containsAwait
        var rewriter = CallSiteRewriter(file: file, name: name, isAsync: isAsync, unit: indentation.unit)
        rewriter.isThrowing = isThrowing
        var edits = [Edit(range: placement.offset..<placement.offset, replacement: writesEdits ? insertion(placement, isAsync: isAsync) : "")]
        for body in subject.bodies { edits.append(contentsOf: rewriter.edits(for: body.site)) }
        edits.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        for (earlier, later) in zip(edits, edits.dropFirst()) where earlier.range.upperBound > later.range.lowerBound {
            return nil  // The sites' rewrites overlap (closures nested in one another).
        }
        return Fix(title: title, edits: writesEdits ? edits : [], applicability: applicability)
    }

    /// The text inserted at the placement: the member, in a new extension or not.
    func insertion(_ placement: Placement, isAsync: Bool) -> String {
        // One buffer: the member's lines joined by `lineEnding`, in a new extension or not.
        var insertion = TextWriter(capacity: 256 + subject.typeName.utf8.count + 2 * subject.template.kept.count)
        if placement.newExtension {
            insertion.write(lineEnding)
            insertion.write(lineEnding)
            insertion.write(literal: "private extension ")
            insertion.write(subject.typeName)
            insertion.write(literal: " {")
            insertion.write(lineEnding)
            writeMember(base: placement.memberIndent, isAsync: isAsync, into: &insertion)
            insertion.write(lineEnding)
            insertion.write(literal: "}")
        } else {
            if placement.extensionHasMembers { insertion.write(lineEnding) }
            writeMember(base: placement.memberIndent, isAsync: isAsync, into: &insertion)
            insertion.write(lineEnding)
        }
        return insertion.text
    }

    struct Placement {
        var offset: Int
        var newExtension: Bool
        var memberIndent: String
        var extensionHasMembers: Bool
    }

    /// Inside an existing `private extension Type { }` at file scope, else right after the
    /// top-level declaration that contains the type.
    func placement() -> Placement? {
        let types = file.syntax.types
        if let existing = declarations.first(where: { isReusableExtension(types[$0]) }), let rightBrace = types[existing].rightBrace {
            let braceLine = file.source.line(of: file.offset(rightBrace))
            let lineStart = file.source.lineStarts[braceLine - 1]
            let indent = IndentationStyle.indentation(ofLine: braceLine, in: file.source)
            // Only when the `}` starts its line; otherwise a new extension is clearer.
            if lineStart + indent.utf8.count == file.offset(rightBrace), let leftBrace = types[existing].leftBrace {
                let hasMembers = (leftBrace + 1..<rightBrace).contains { !file.tokens[$0].kind.isTrivia }
                return Placement(offset: lineStart, newExtension: false, memberIndent: indent + indentation.unit, extensionHasMembers: hasMembers)
            }
        }
        guard let memberType = subject.bodies.first.map({ file.syntax.members[$0.closure.member].typeIndex }) else { return nil }
        var outermost = memberType
        while let parent = types[outermost].parent { outermost = parent }
        guard let rightBrace = types[outermost].rightBrace else { return nil }
        return Placement(offset: offsetAfterTrailingComment(rightBrace), newExtension: true, memberIndent: indentation.unit,
                         extensionHasMembers: false)
    }

    /// Right after the type's `}` — or after a comment that ends its line (`} // MARK: …`),
    /// which describes the type and must not end up after the new extension.
    func offsetAfterTrailingComment(_ rightBrace: Int) -> Int {
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

    func isReusableExtension(_ type: TypeDeclaration) -> Bool {
        type.isExtension && type.parent == nil && type.qualifiedName == subject.typeName && type.inheritedTypes.isEmpty
            && (type.modifiers.contains("private") || type.modifiers.contains("fileprivate")) && type.rightBrace != nil
            && !isInsideConditionalCompilation(type) && !hasWhereClause(type)
    }

    /// `private extension GridView where Cell == Text`: a member there exists only for those
    /// cells, and the sites in the unconstrained `body` could not call it.
    func hasWhereClause(_ type: TypeDeclaration) -> Bool {
        guard let leftBrace = type.leftBrace else { return false }
        return (type.nameToken..<leftBrace).contains { !file.tokens[$0].kind.isTrivia && file.text($0) == "where" }
    }

    /// An extension inside `#if` may not be compiled on every platform the view is.
    func isInsideConditionalCompilation(_ type: TypeDeclaration) -> Bool {
        var depth = 0
        for index in 0..<type.declarationStart where file.tokens[index].kind == .poundDirective {
            let text = file.text(index)
            if text == "#if" { depth += 1 } else if text == "#endif" { depth -= 1 }
        }
        return depth > 0
    }

    /// `func addItem() {` … `}` or `var addAction: () -> Void {` `return {` … `}` `}`: the member's
    /// lines joined by `lineEnding`, written into `writer`.
    func writeMember(base: String, isAsync: Bool, into writer: inout TextWriter) {
        let unit = indentation.unit
        switch style {
        case .method:
            writer.write(base)
            writer.write(literal: "func ")
            writer.write(name)
            writer.write(literal: isAsync ? "() async" : "()")
            writer.write(literal: isThrowing ? " throws {" : " {")
            BodyReindenter.write(subject.template.closure, in: file, base: base + unit, unit: unit, lineEnding: lineEnding, into: &writer)
            writer.write(lineEnding)
            writer.write(base)
            writer.write(literal: "}")
        case .property:
            writer.write(base)
            writer.write(literal: "var ")
            writer.write(name)
            writer.write(literal: isAsync ? ": () async" : ": ()")
            writer.write(literal: isThrowing ? " throws -> Void {" : " -> Void {")
            writer.write(lineEnding)
            writer.write(base)
            writer.write(unit)
            writer.write(literal: "return {")
            BodyReindenter.write(subject.template.closure, in: file, base: base + unit + unit, unit: unit, lineEnding: lineEnding, into: &writer)
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
