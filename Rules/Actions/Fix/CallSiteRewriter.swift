import ActionLintCore

/// The edits that make one call site use the extracted member named `name`:
/// `onCommit: { … }` → `onCommit: addItem`; `Button("Add") { … }` → `Button("Add", action: addItem)`;
/// `.onSubmit { … }` → `.onSubmit(addItem)`. A method is passed by name only where the
/// parameter's type is `() -> Void` and the new argument list is one an overload accepts;
/// elsewhere — a closure with parameters, an async or custom API, an async or throwing member —
/// the site keeps a closure that calls it: `{ _ in addItem() }`, `{ try await follow() }`.
struct CallSiteRewriter {
    let file: ParsedFile
    let name: String
    let effects: MemberEffects
    let unit: String
    var lineEnding = "\n"
    /// The file's longest line (`FileLayout.longestLine`): no site is joined into a longer one.
    var longestLine = Int.max
    /// Each site keeps the comment lines that open its body (`SiteComments`): in its closure,
    /// above the call.
    var keepsLeadingComments = false

    /// `takesParameters`: the member's parameters are the closure's, in its order, and its type
    /// the API's (`ExtractedParameters.isPassedByReference`): `.onHover(perform: highlight)`;
    /// where the site keeps a closure, it passes `arguments`.
    func edits(for site: ActionSite, takesParameters: Bool = false, arguments: String = "()") -> [Edit] {
        let closure = file.syntax.closures[site.closure]
        guard let rightBrace = closure.rightBrace else { return [] }
        let call = file.syntax.calls[site.call]
        let calling = [callingBody(closure, rightBrace: rightBrace, site: site, arguments: arguments)]
        var site = site
        if takesParameters {
            site.fixArgument = site.parameterLabel == "_" ? .unlabelled : .labelled(site.parameterLabel)
        } else if !passesByName(site, closure) {
            return calling
        }
        // A comment on the `{` line survives only where the call's line can end with it.
        let comment = CallSiteRewriter.openingComment(of: closure, in: file)
        if comment != nil, !(site.position == .trailing && nextTrailingClosure(after: closure, in: call) == nil) {
            return calling
        }
        if keepsLeadingComments, !SiteComments.leading(of: closure, in: file).isEmpty { return calling }
        switch site.position {
        case .argument:
            return [Edit(range: file.offset(closure.leftBrace)..<end(rightBrace), replacement: name)]
        case .labelledTrailing:
            return calling
        case .trailing:
            switch site.fixArgument {
            case let .labelled(label) where accepts(call, movingArgumentLabelled: label):
                return movedIntoParentheses(call: call, closure: closure, rightBrace: rightBrace,
                                            argument: "\(label): \(name)")
            // Unlabelled, a name reads well only alone: `.onSubmit(save)`, but `.onChange(of: query)
            // { updateMatches() }` rather than `.onChange(of: query, updateMatches)`.
            case .unlabelled where call.arguments.isEmpty && accepts(call, movingArgumentLabelled: nil):
                return movedIntoParentheses(call: call, closure: closure, rightBrace: rightBrace, argument: name)
            default:
                return calling
            }
        }
    }

    /// The parameter is `() -> Void`, the member synchronous, the closure without a signature
    /// or capture list of its own.
    func passesByName(_ site: ActionSite, _ closure: ClosureExpression) -> Bool {
        guard !effects.isAsync, closure.inToken == nil, closure.captureList == nil else { return false }
        if case .keepClosure = site.fixArgument { return false }
        return site.parameterType?.acceptsReference(toMethodThrowing: effects.isThrowing) == true
    }

    /// Whether an overload takes the call with its first trailing closure moved into the
    /// parentheses as `label:` (unlabelled for nil), the later trailing closures binding the
    /// parameters they bind now — with the forward scan alone, as Swift 6 mode binds.
    func accepts(_ call: CallSite, movingArgumentLabelled label: String?) -> Bool {
        guard let api = ActionCatalog.byCallee[call.callee] else { return false }
        var shape = CallShape(call, in: file.syntax)
        shape.arguments.append(CallShape.Argument(label: label))
        let remaining = Array(shape.trailing.dropFirst())
        shape.trailing = remaining.enumerated().map { offset, trailing in
            CallShape.Trailing(label: offset == 0 ? nil : trailing.label, closure: trailing.closure)
        }
        return api.accepts(shape, trailingLabels: remaining.map { $0.label ?? "_" })
    }

    func end(_ token: Int) -> Int { Int(file.tokens[token].end) }

    /// `{ … }` → `{ addItem() }`, keeping a signature (`{ _ in addItem() }`); `try` and `await`
    /// as the member needs, and `await` where the closure leaves the view's actor (`.refreshable`).
    /// A comment ending the opening line stays there, the call on the next line.
    func callingBody(_ closure: ClosureExpression, rightBrace: Int, site: ActionSite,
                     arguments: String = "()") -> Edit {
        let awaits = effects.isAsync || site.parameterType?.leavesTheActor == true
        var call = (effects.isThrowing ? "try " : "") + (awaits ? "await " : "") + name + arguments
        // A site that cannot await (by its signature, or for a custom API by its own closure: the
        // `Task { }` it had, `unwrapsTask`) runs an async member in a `Task { }`.
        if effects.isAsync, !(site.parameterType?.isAsync ?? MemberEffects(closure, in: file).isAsync) {
            call = "Task { " + call + " }"
        }
        let braceLine = file.source.line(of: file.offset(closure.leftBrace))
        let indent = IndentationStyle.indentation(ofLine: braceLine, in: file.source)
        var wrapped = lineEnding + indent + unit + call + lineEnding + indent
        let comments = keepsLeadingComments ? SiteComments.leading(of: closure, in: file) : []
        if !comments.isEmpty {
            wrapped = comments.map { lineEnding + indent + unit + file.text($0) }.joined() + wrapped
            let opening = CallSiteRewriter.openingComment(of: closure, in: file)
            let start = end(opening ?? closure.inToken ?? closure.leftBrace)
            return Edit(range: start..<file.offset(rightBrace), replacement: wrapped)
        }
        guard let comment = CallSiteRewriter.openingComment(of: closure, in: file) else {
            let start = end(closure.inToken ?? closure.leftBrace)
            let joined = " \(call) "
            // A multi-line closure whose call would make its line longer than any the file has
            // (and than 100 bytes) keeps the call on a line of its own, as the file wraps.
            if joinedLineLength(from: start, to: rightBrace, replacement: joined) > max(longestLine, 100),
               file.source.line(of: file.offset(rightBrace)) > braceLine {
                return Edit(range: start..<file.offset(rightBrace), replacement: wrapped)
            }
            return Edit(range: start..<file.offset(rightBrace), replacement: joined)
        }
        return Edit(range: end(comment)..<file.offset(rightBrace), replacement: wrapped)
    }

    /// The length of the line holding `start` once `start..<rightBrace` is `replacement`: its
    /// text before `start`, the replacement, and what follows `rightBrace` on its line.
    func joinedLineLength(from start: Int, to rightBrace: Int, replacement: String) -> Int {
        let source = file.source
        let before = start - source.lineStarts[source.line(of: start) - 1]
        let braceOffset = file.offset(rightBrace)
        let after = source.lineRange(source.line(of: braceOffset)).upperBound - braceOffset
        return before + replacement.utf8.count + after
    }

    /// The site keeps its closure, which calls the member with `arguments`: `{ addItem() }`,
    /// `{ _ in delete(item) }`, `{ Task { await reload() } }`.
    func callingEdits(for site: ActionSite, arguments: String = "()") -> [Edit] {
        let closure = file.syntax.closures[site.closure]
        guard let rightBrace = closure.rightBrace else { return [] }
        return [callingBody(closure, rightBrace: rightBrace, site: site, arguments: arguments)]
    }

    /// A line comment that ends the closure's opening line (`{ // make the row tappable`).
    static func openingComment(of closure: ClosureExpression, in file: ParsedFile) -> Int? {
        var index = closure.bodyStart
        let end = closure.rightBrace ?? file.tokens.count
        while index < end {
            switch file.tokens[index].kind {
            case .whitespace: index += 1
            case .lineComment, .docLineComment: return index
            default: return nil
            }
        }
        return nil
    }

    /// The first trailing closure becomes an argument inside the parentheses. A later
    /// trailing closure (`label:`) then becomes the first one and loses its label. Modifier
    /// lines that were aligned with the closure's `}` move one level in, under the call.
    func movedIntoParentheses(call: CallSite, closure: ClosureExpression, rightBrace: Int, argument: String) -> [Edit] {
        let next = nextTrailingClosure(after: closure, in: call)
        var edits: [Edit] = []
        let removalEnd = next.map { file.offset($0.leftBrace) } ?? end(rightBrace)
        var removalReplacement = next == nil ? "" : " "
        if next == nil, let comment = CallSiteRewriter.openingComment(of: closure, in: file) {
            removalReplacement = " " + file.text(comment)
        }
        if let leftParen = call.leftParen, let rightParen = call.rightParen {
            edits.append(argumentInsertion(call: call, leftParen: leftParen, rightParen: rightParen,
                                           argument: argument))
            edits.append(Edit(range: end(rightParen)..<removalEnd, replacement: removalReplacement))
        } else {
            edits.append(Edit(range: end(call.calleeToken)..<removalEnd,
                              replacement: "(\(argument))" + removalReplacement))
        }
        if next == nil { edits.append(contentsOf: indentedModifierLines(call: call, rightBrace: rightBrace)) }
        return edits
    }

    /// The new argument goes right after the last one — not before the `)`, which may stand
    /// on its own line — and after a trailing comma (`Button("Add",)`) without another comma.
    /// Where the last argument begins its own line, the new one does too, at its indentation.
    func argumentInsertion(call: CallSite, leftParen: Int, rightParen: Int, argument: String) -> Edit {
        guard let last = (leftParen + 1..<rightParen).last(where: { !file.tokens[$0].kind.isTrivia }) else {
            return Edit(range: file.offset(rightParen)..<file.offset(rightParen), replacement: argument)
        }
        let comma = file.tokens[last].kind == .comma ? "" : ","
        if let indentation = ownLineIndentation(ofLastArgumentOf: call, leftParen: leftParen) {
            return Edit(range: end(last)..<end(last), replacement: comma + lineEnding + indentation + argument)
        }
        return Edit(range: end(last)..<end(last), replacement: comma + " " + argument)
    }

    /// The leading white space of the last argument's line when that argument (its label, or its
    /// value) is the first thing on a line below the `(`: arguments written one a line.
    func ownLineIndentation(ofLastArgumentOf call: CallSite, leftParen: Int) -> String? {
        guard let last = call.arguments.last else { return nil }
        let offset = file.offset(last.labelToken ?? last.valueStart)
        // Below the `(`: its line starts after it.
        guard let range = lineRange(openedAt: offset), range.lowerBound > file.offset(leftParen) else { return nil }
        return file.source.text(range.lowerBound..<offset)
    }

    /// The range of the line `offset` is the first code of (after its indentation); nil when
    /// something comes before it on its line.
    func lineRange(openedAt offset: Int) -> Range<Int>? {
        let range = file.source.lineRange(file.source.line(of: offset))
        return range.lowerBound + indentWidth(range) == offset ? range : nil
    }

    func nextTrailingClosure(after closure: ClosureExpression, in call: CallSite) -> ClosureExpression? {
        guard let position = call.trailingClosures.firstIndex(where: {
                  file.syntax.closures[$0.closure].leftBrace == closure.leftBrace
              }),
              position + 1 < call.trailingClosures.count else { return nil }
        return file.syntax.closures[call.trailingClosures[position + 1].closure]
    }

    /// When the closure's `}` stood alone at the call's indentation, the modifiers chained
    /// below it were aligned with it; with the closure gone they belong one level in.
    ///
    /// Lines are read as bytes: an indentation is spaces and tabs (one byte and one `Character`
    /// each), so comparing and counting bytes compares and counts characters.
    func indentedModifierLines(call: CallSite, rightBrace: Int) -> [Edit] {
        let source = file.source
        let braceOffset = file.offset(rightBrace)
        let braceLine = source.line(of: braceOffset)
        let braceLineRange = source.lineRange(braceLine)
        let braceIndent = indentWidth(braceLineRange)
        guard braceLineRange.lowerBound + braceIndent == braceOffset else { return [] }
        let callLine = source.line(of: file.offset(call.calleeToken))
        let callLineRange = source.lineRange(callLine)
        let callIndent = indentWidth(callLineRange)
        guard callLine < braceLine,
              sameIndentation(callLineRange.lowerBound, braceLineRange.lowerBound,
                              width: callIndent, braceIndent) else {
            return []
        }
        // When the call is itself a chained modifier (`.onSubmit {`), the modifiers below its
        // `}` were aligned with the call, not with the closure: they are siblings and stay.
        if startsWithPeriod((callLineRange.lowerBound + callIndent)..<callLineRange.upperBound) { return [] }
        // A `)` standing alone at the call's indentation stays the line the modifiers hang from.
        if let rightParen = call.rightParen, standsAlone(rightParen, indentedLike: callLineRange, width: callIndent) {
            return []
        }
        // Nothing may follow the `}` on its line but white space.
        let afterBrace = source.bytes[end(rightBrace)..<braceLineRange.upperBound]
        guard afterBrace.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
            return []
        }
        var edits: [Edit] = []
        var line = braceLine + 1
        var inChain = false
        var openBrackets = 0
        while line <= source.lineCount {
            let range = source.lineRange(line)
            let indent = indentWidth(range)
            let content = (range.lowerBound + indent)..<range.upperBound
            // A line inside a multi-line string or comment is text, not code: stop before it.
            if content.isEmpty || file.isInsideToken(range.lowerBound) { break }
            let sameAsBrace = sameIndentation(range.lowerBound, braceLineRange.lowerBound, width: indent, braceIndent)
            if sameAsBrace, startsWithPeriod(content), !startsWithTwoPeriods(content) {
                inChain = true
            } else if inChain, sameAsBrace, openBrackets > 0 {
                // The `}` or `)` closing a chained modifier's argument moves with the modifier.
            } else if !(inChain && indent > braceIndent
                        && sameIndentation(range.lowerBound, braceLineRange.lowerBound,
                                           width: braceIndent, braceIndent)) {
                break
            }
            openBrackets += bracketBalance(of: content)
            edits.append(Edit(range: range.lowerBound..<range.lowerBound, replacement: unit))
            line += 1
        }
        return edits
    }

    /// Brackets the line's code opens minus those it closes (strings and comments are one token each).
    func bracketBalance(of content: Range<Int>) -> Int {
        guard var index = file.tokenIndex(at: content.lowerBound) else { return 0 }
        var balance = 0
        while index < file.tokens.count, file.offset(index) < content.upperBound {
            switch file.tokens[index].kind {
            case .leftBrace, .leftParen, .leftSquare: balance += 1
            case .rightBrace, .rightParen, .rightSquare: balance -= 1
            default: break
            }
            index += 1
        }
        return balance
    }

    /// Whether `token` opens its line below the call's, at the call's indentation.
    func standsAlone(_ token: Int, indentedLike callLine: Range<Int>, width: Int) -> Bool {
        guard let range = lineRange(openedAt: file.offset(token)) else { return false }
        return range.lowerBound > callLine.lowerBound
            && sameIndentation(range.lowerBound, callLine.lowerBound, width: indentWidth(range), width)
    }

    /// Bytes of leading spaces and tabs of a line.
    func indentWidth(_ line: Range<Int>) -> Int {
        IndentationStyle.indentationEnd(in: line, of: file.source.bytes) - line.lowerBound
    }

    /// Whether the first `width` bytes at `first` equal the `otherWidth` bytes at `other`.
    func sameIndentation(_ first: Int, _ other: Int, width: Int, _ otherWidth: Int) -> Bool {
        guard width == otherWidth else { return false }
        let bytes = file.source.bytes
        for offset in 0..<width where bytes[first + offset] != bytes[other + offset] { return false }
        return true
    }

    /// `text(range).hasPrefix(".")`: the first character is a lone `.` (a combining mark after
    /// it would make it another character, so a non-ASCII byte next asks the string).
    func startsWithPeriod(_ range: Range<Int>) -> Bool {
        let bytes = file.source.bytes
        guard !range.isEmpty, bytes[range.lowerBound] == UInt8(ascii: ".") else { return false }
        if range.count == 1 || bytes[range.lowerBound + 1] < 0x80 { return true }
        return file.source.text(range).hasPrefix(".")
    }

    /// `text(range).hasPrefix("..")`.
    func startsWithTwoPeriods(_ range: Range<Int>) -> Bool {
        let bytes = file.source.bytes
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "."),
              bytes[range.lowerBound + 1] == UInt8(ascii: ".") else {
            return false
        }
        if range.count == 2 || bytes[range.lowerBound + 2] < 0x80 { return true }
        return file.source.text(range).hasPrefix("..")
    }
}
