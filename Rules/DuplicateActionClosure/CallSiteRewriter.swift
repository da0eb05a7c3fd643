import ActionLintCore

/// The edits that make one call site use the extracted member named `name`:
/// `onCommit: { … }` → `onCommit: addItem`; `Button("Add") { … }` → `Button("Add", action: addItem)`;
/// `.onSubmit { … }` → `.onSubmit(addItem)`; a closure with parameters, an unknown API or an
/// async member keeps a closure that calls it: `{ _ in addItem() }`.
struct CallSiteRewriter {
    let file: ParsedFile
    let name: String
    /// The member is `async`: every site keeps a closure that awaits it.
    let isAsync: Bool
    let unit: String

    func edits(for site: ActionSite) -> [Edit] {
        let closure = file.syntax.closures[site.closure]
        guard let rightBrace = closure.rightBrace else { return [] }
        let call = file.syntax.calls[site.call]
        let keepsClosure = isAsync || closure.inToken != nil || closure.captureList != nil
        switch site.position {
        case .argument:
            if keepsClosure { return [callingBody(closure, rightBrace: rightBrace)] }
            return [Edit(range: file.offset(closure.leftBrace)..<end(rightBrace), replacement: name)]
        case .labelledTrailing:
            return [callingBody(closure, rightBrace: rightBrace)]
        case .trailing:
            switch site.fixArgument {
            case .keepClosure:
                return [callingBody(closure, rightBrace: rightBrace)]
            case _ where keepsClosure:
                return [callingBody(closure, rightBrace: rightBrace)]
            case let .labelled(label):
                return movedIntoParentheses(call: call, closure: closure, rightBrace: rightBrace, argument: "\(label): \(name)")
            case .unlabelled:
                return movedIntoParentheses(call: call, closure: closure, rightBrace: rightBrace, argument: name)
            }
        }
    }

    func end(_ token: Int) -> Int { Int(file.tokens[token].end) }

    /// `{ … }` → `{ addItem() }`, keeping a signature (`{ _ in addItem() }`).
    func callingBody(_ closure: ClosureExpression, rightBrace: Int) -> Edit {
        let start = end(closure.inToken ?? closure.leftBrace)
        let call = (isAsync ? "await " : "") + name + "()"
        return Edit(range: start..<file.offset(rightBrace), replacement: " \(call) ")
    }

    /// The first trailing closure becomes an argument inside the parentheses. A later
    /// trailing closure (`label:`) then becomes the first one and loses its label. Modifier
    /// lines that were aligned with the closure's `}` move one level in, under the call.
    func movedIntoParentheses(call: CallSite, closure: ClosureExpression, rightBrace: Int, argument: String) -> [Edit] {
        let next = nextTrailingClosure(after: closure, in: call)
        var edits: [Edit] = []
        let removalEnd = next.map { file.offset($0.leftBrace) } ?? end(rightBrace)
        let removalReplacement = next == nil ? "" : " "
        if let leftParen = call.leftParen, let rightParen = call.rightParen {
            edits.append(argumentInsertion(leftParen: leftParen, rightParen: rightParen, argument: argument))
            edits.append(Edit(range: end(rightParen)..<removalEnd, replacement: removalReplacement))
        } else {
            edits.append(Edit(range: end(call.calleeToken)..<removalEnd, replacement: "(\(argument))" + removalReplacement))
        }
        if next == nil { edits.append(contentsOf: indentedModifierLines(call: call, rightBrace: rightBrace)) }
        return edits
    }

    /// The new argument goes right after the last one — not before the `)`, which may stand
    /// on its own line — and after a trailing comma (`Button("Add",)`) without another comma.
    func argumentInsertion(leftParen: Int, rightParen: Int, argument: String) -> Edit {
        guard let last = (leftParen + 1..<rightParen).last(where: { !file.tokens[$0].kind.isTrivia }) else {
            return Edit(range: file.offset(rightParen)..<file.offset(rightParen), replacement: argument)
        }
        let separator = file.tokens[last].kind == .comma ? " " : ", "
        return Edit(range: end(last)..<end(last), replacement: separator + argument)
    }

    func nextTrailingClosure(after closure: ClosureExpression, in call: CallSite) -> ClosureExpression? {
        guard let position = call.trailingClosures.firstIndex(where: { file.syntax.closures[$0.closure].leftBrace == closure.leftBrace }),
              position + 1 < call.trailingClosures.count else { return nil }
        return file.syntax.closures[call.trailingClosures[position + 1].closure]
    }

    /// When the closure's `}` stood alone at the call's indentation, the modifiers chained
    /// below it were aligned with it; with the closure gone they belong one level in.
    func indentedModifierLines(call: CallSite, rightBrace: Int) -> [Edit] {
        let source = file.source
        let braceLine = source.line(of: file.offset(rightBrace))
        let braceIndent = IndentationStyle.indentation(ofLine: braceLine, in: source)
        let braceLineRange = source.lineRange(braceLine)
        guard braceLineRange.lowerBound + braceIndent.utf8.count == file.offset(rightBrace) else { return [] }
        let callLine = source.line(of: file.offset(call.calleeToken))
        let callIndent = IndentationStyle.indentation(ofLine: callLine, in: source)
        guard callLine < braceLine, callIndent == braceIndent else { return [] }
        // When the call is itself a chained modifier (`.onSubmit {`), the modifiers below its
        // `}` were aligned with the call, not with the closure: they are siblings and stay.
        let callLineRange = source.lineRange(callLine)
        if source.text((callLineRange.lowerBound + callIndent.utf8.count)..<callLineRange.upperBound).hasPrefix(".") { return [] }
        // Nothing may follow the `}` on its line but white space.
        let rest = source.text(end(rightBrace)..<braceLineRange.upperBound)
        guard rest.allSatisfy({ $0 == " " || $0 == "\t" }) else { return [] }
        var edits: [Edit] = []
        var line = braceLine + 1
        var inChain = false
        while line <= source.lineCount {
            let range = source.lineRange(line)
            let indent = IndentationStyle.indentation(ofLine: line, in: source)
            let content = source.text((range.lowerBound + indent.utf8.count)..<range.upperBound)
            // A line inside a multi-line string or comment is text, not code: stop before it.
            if content.isEmpty || file.isInsideToken(range.lowerBound) { break }
            if indent == braceIndent, content.hasPrefix("."), !content.hasPrefix("..") {
                inChain = true
            } else if !(inChain && indent.count > braceIndent.count && indent.hasPrefix(braceIndent)) {
                break
            }
            edits.append(Edit(range: range.lowerBound..<range.lowerBound, replacement: unit))
            line += 1
        }
        return edits
    }
}
