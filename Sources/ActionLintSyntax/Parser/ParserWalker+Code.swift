/// Statements and expressions: brackets, calls, closures, bindings and reads.
extension ParserWalker {
    /// Inlined: the driver loop calls it for nearly every token.
    @inline(__always)
    mutating func handleCode(_ current: Int) {
        let kind = tokens[current].kind
        let top = frames[frames.count - 1]
        if top.viewMember != nil {
            if case let .closure(closureIndex) = top.kind { noteStatementStart(current, kind: kind, closure: closureIndex) }
            // Only the parentheses of a call collect arguments.
            if top.callSlot >= 0 { noteArgumentToken(current, kind: kind, slot: top.callSlot) }
        }
        if binding != nil, collectBinding(current) { return }
        switch kind {
        case .leftBrace:
            openBrace(current)
        case .rightBrace:
            closeBracket(current, brace: true)
            finishBraceClose(current)
        case .leftParen:
            openParen(current)
        case .rightParen, .rightSquare:
            closeBracket(current, brace: false)
        case .leftSquare:
            pushFrame(ParserFrame(kind: .square, open: current, viewMember: currentViewMember))
        case .interpolationStart:
            pushFrame(ParserFrame(kind: .interpolation, open: current, viewMember: currentViewMember))
        case .interpolationEnd:
            if frames.count > 1, frames[frames.count - 1].kind == .interpolation { popFrame(closingToken: current) }
        case .comma:
            let slot = frames[frames.count - 1].callSlot
            if slot >= 0 { finishArgument(slot: slot) }
        case .keyword:
            handleKeyword(current)
        case .identifier:
            handleIdentifier(current)
        case .poundDirective:
            handleConditionalDirective(current)
        default:
            break
        }
    }

    // MARK: - Statements

    mutating func handleKeyword(_ current: Int) {
        let word = word(current)
        switch word {
        case .if, .while, .switch, .catch, .do, .repeat, .defer, .else:
            pendingStatement = PendingStatement(keyword: word, frameCount: frames.count)
        case .guard:
            pendingStatement = PendingStatement(keyword: .guard, frameCount: frames.count)
        case .for:
            pendingStatement = PendingStatement(keyword: .for, frameCount: frames.count)
            binding = BindingCollector(frameCount: frames.count, intoPendingBlock: true, untilIn: true)
        case .let, .var:
            // `case .some(let item)`, `if case .loaded(let value) = state {`: the pattern's
            // parentheses are not a scope, so the name binds where the pattern does.
            let patternDepth = patternParenDepth()
            let scopeCount = frames.count - patternDepth
            let intoBlock = pendingStatement.map { $0.frameCount == scopeCount && $0.keyword != .guard } ?? false
            let inCondition = patternDepth == 0 && pendingStatement.map {
                $0.frameCount == scopeCount && ($0.keyword == .if || $0.keyword == .guard || $0.keyword == .while)
            } ?? false
            binding = BindingCollector(frameCount: frames.count, intoPendingBlock: intoBlock, untilIn: false,
                                       patternDepth: patternDepth, inCondition: inCondition)
        case .await:
            markInnermostClosure { $0.containsAwait = true }
        case .try:
            markInnermostClosure { $0.containsTry = true }
        case .return:
            let next = nextSignificant(after: current)
            if next < tokens.count, !lineBreakAfter(current), tokens[next].kind != .rightBrace, tokens[next].kind != .semicolon {
                markInnermostClosure { $0.returnsValue = true }
            }
        case .struct, .class, .enum, .extension, .protocol:
            recoverAtDeclaration(current)
        default:
            break
        }
    }

    /// Access modifiers cannot appear inside a function body, and a type declared at the
    /// start of a line at column 1 is top-level: an unclosed brace before it is recovered here.
    mutating func recoverAtDeclaration(_ current: Int) {
        guard startsTopLevelDeclaration(current, word: word(current)) else { return }
        closeFramesForTopLevelDeclaration()
        handleDeclarationContext(current)
    }

    /// A type keyword (`struct`, `extension`, …) starting a declaration flush left while
    /// brackets are still open (see `DeclarationScanner.startsTopLevelType`). The walker's own
    /// state is read here, in the caller: a call out with the walker would copy all of it.
    @inline(__always)
    mutating func startsTopLevelDeclaration(_ current: Int, word: ParserWord) -> Bool {
        frames.count > 1 && word.isTypeKeyword && declarations.startsTopLevelType(keyword: current)
    }

    /// Drops every open bracket (they will never close) so the next declaration is top-level.
    mutating func closeFramesForTopLevelDeclaration() {
        while frames.count > 1 { popFrame(closingToken: nil) }
        conditionalStack.removeAll()
        pendingStatement = nil
        binding = nil
        closedCall = nil
        closedTrailing = nil
    }

    mutating func markInnermostClosure(_ update: (inout ClosureExpression) -> Void) {
        guard frames[frames.count - 1].viewMember != nil, let closureIndex = innermostClosure else { return }
        update(&model.closures[closureIndex])
    }

    /// The closure of the innermost closure frame, if any. Closures are only ever opened inside
    /// a member body (with nothing but code frames above it), and `closureBelow` links them.
    @inline(__always)
    var innermostClosure: Int? {
        let top = frames.count - 1
        var frameIndex = frames[top].closureBelow
        if case .closure = frames[top].kind { frameIndex = top }
        guard frameIndex >= 0, case let .closure(closureIndex) = frames[frameIndex].kind else { return nil }
        return closureIndex
    }

    /// Records where each top-level statement of the closure `closureIndex` (the innermost
    /// frame) starts. Inlined for its common case, a token that continues a statement on the
    /// same line, which needs no more than this test.
    @inline(__always)
    mutating func noteStatementStart(_ current: Int, kind: TokenKind, closure closureIndex: Int) {
        if newlineSincePrevious || model.closures[closureIndex].statementStarts.isEmpty || self.kind(previous.0) == .semicolon {
            noteStatementStart(current, closure: closureIndex)
        }
    }

    mutating func noteStatementStart(_ current: Int, closure closureIndex: Int) {
        if current < model.closures[closureIndex].bodyStart { return }
        // `#if DEBUG` / `#endif` lines select statements; they are not statements themselves.
        if tokens[current].kind == .poundDirective { return }
        if model.closures[closureIndex].statementStarts.isEmpty {
            if tokens[current].kind != .rightBrace && tokens[current].kind != .semicolon {
                // Nearly every closure has at most four statements: room for them at once
                // (growing the array one by one cost more than the reserve).
                model.closures[closureIndex].statementStarts.reserveCapacity(4)
                model.closures[closureIndex].statementStarts.append(current)
            }
            return
        }
        let afterSeparator = newlineSincePrevious || kind(previous.0) == .semicolon
        guard afterSeparator, !StatementBoundary.continuesStatement(tokens[current].kind, word: keywordWord(current)),
              !StatementBoundary.expectsMore(after: kind(previous.0), word: keywordWord(previous.0)) else { return }
        model.closures[closureIndex].statementStarts.append(current)
    }

    /// The parser word of a keyword token; `.other` for any other token (whose word the
    /// statement boundary never asks for), without looking its bytes up.
    @inline(__always)
    func keywordWord(_ index: Int) -> ParserWord {
        kind(index) == .keyword ? word(index) : .other
    }

    // MARK: - Bindings

    /// Feeds one token to the `let`/`var`/`for` pattern being read; true when the token was a
    /// bound name (and needs no other handling).
    mutating func collectBinding(_ current: Int) -> Bool {
        guard var collector = binding else { return false }
        guard frames.count == collector.frameCount + collector.depth || tokens[current].kind == .rightParen else {
            return false
        }
        let token = tokens[current]
        switch token.kind {
        case .identifier where !(isText(current, "in") && collector.untilIn):
            let next = nextSignificant(after: current)
            let isMember = kind(previous.0) == .period || kind(next) == .period || kind(next) == .leftParen
            if !isMember, !isText(current, "let"), !isText(current, "var") {
                // `if let x {`, `guard let x else`, `if let x, …`: the shorthand reads the outer `x` it unwraps.
                if collector.inCondition, kind(previous.0) == .keyword, kind(next) == .leftBrace || kind(next) == .comma
                    || isText(next, "else") {
                    handleIdentifier(current)
                }
                bind(text(current), at: current, collector: collector)
                return true
            }
            return false
        case .wildcard:
            return false
        case .comma where collector.depth > 0:
            return false
        case .leftParen:
            collector.depth += 1
            binding = collector
            return false
        case .rightParen:
            collector.depth -= 1
            binding = collector.depth < 0 ? nil : collector
            return false
        case .keyword where isText(current, "let") || isText(current, "var") || isText(current, "case"):
            return false
        case .period:
            return false
        default:
            binding = nil
            return false
        }
    }

    mutating func bind(_ name: String, at current: Int, collector: BindingCollector) {
        let newBinding = ParserFrame.Binding(name: name, offset: Int(tokens[current].start), isParameter: false,
                                             asciiSpelling: reader.asciiSpelling(current))
        if collector.intoPendingBlock, pendingStatement != nil {
            pendingStatement!.lastBinding = scopeBindings.add(newBinding, to: pendingStatement!.lastBinding)
        } else if frames[frames.count - 1].viewMember != nil {
            let scope = frames.count - 1 - collector.depth - collector.patternDepth
            frames[scope].lastBinding = scopeBindings.add(newBinding, to: frames[scope].lastBinding)
        }
    }

    /// How many pattern parentheses (`.some(`, `(`) are open above the innermost brace.
    func patternParenDepth() -> Int {
        var depth = 0
        var frameIndex = frames.count - 1
        while frameIndex > 0, frames[frameIndex].kind == .paren {
            depth += 1
            frameIndex -= 1
        }
        return depth
    }

    // MARK: - Reads

    mutating func handleIdentifier(_ current: Int) {
        guard frames[frames.count - 1].viewMember != nil else { return }
        if isAnonymousParameter(current) {
            markInnermostClosure { $0.usesAnonymousParameters = true }
            return
        }
        if kind(previous.0) == .period { return }
        // Only scopes that bind something are visited (linked by `boundBelow`), so deep nesting
        // without bindings costs nothing per read; most reads have no such scope at all.
        let top = frames.count - 1
        let boundScope = frames[top].hasBindings ? top : frames[top].boundBelow
        guard boundScope > 0 else { return }
        let next = nextSignificant(after: current)
        if kind(next) == .colon, let before = kind(previous.0), before == .leftParen || before == .comma { return }
        resolveRead(current, from: boundScope)
    }

    /// `$0`, `$1`, …: a `$` and a digit, checked on the bytes.
    @inline(__always)
    func isAnonymousParameter(_ current: Int) -> Bool {
        let token = tokens[current]
        guard token.length > 1 else { return false }
        let start = Int(token.start)
        let second = source.bytes[start + 1]
        return source.bytes[start] == UInt8(ascii: "$") && second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9")
    }

    /// Finds the scope binding the name read at token `current` and records the read on every
    /// closure between that scope and the read (for them the name comes from outside).
    /// Most reads have no binding scope to search: the name's String is built only when a
    /// scope to compare it with turns up.
    mutating func resolveRead(_ current: Int, from boundScope: Int) {
        var frameIndex = boundScope
        let read = NameRead(token: tokens[current], in: source)
        while frameIndex > 0 {
            if let found = scopeBindings.newest(from: frames[frameIndex].lastBinding, named: read, in: source) {
                recordRead(read.name(in: source), found: found, frameIndex: frameIndex)
                return
            }
            if case .memberBody = frames[frameIndex].kind { return }
            frameIndex = frames[frameIndex].boundBelow
        }
    }

    /// Records a read of `name`, bound in frame `frameIndex`, on the closures inside that frame
    /// (walking only closure frames, linked by `closureBelow`).
    mutating func recordRead(_ name: String, found: ParserFrame.Binding, frameIndex: Int) {
        if found.isParameter, case let .closure(owner) = frames[frameIndex].kind { model.closures[owner].readsParameters = true }
        let top = frames.count - 1
        var inner = top
        if case .closure = frames[top].kind {} else { inner = frames[top].closureBelow }
        while inner > frameIndex {
            if case let .closure(closureIndex) = frames[inner].kind {
                let read = BoundRead(name: name, bindingOffset: found.offset)
                if !model.closures[closureIndex].boundReads.contains(read) { model.closures[closureIndex].boundReads.append(read) }
            }
            inner = frames[inner].closureBelow
        }
    }

    // MARK: - Calls and closures

    mutating func openParen(_ current: Int) {
        var frame = ParserFrame(kind: .paren, open: current, viewMember: currentViewMember)
        if currentViewMember != nil, let callee = calleeBefore(current) {
            pendingCalls.append(PendingCall(calleeToken: callee.token, calleeIsMember: callee.isMember, leftParen: current,
                                            firstArgument: pendingArguments.count))
            frame.callSlot = pendingCalls.count - 1
        }
        pushFrame(frame)
    }

    /// The name token called when `(` or a trailing `{` follows token `previous.0` (`Button`,
    /// `.onTapGesture`, `model.save` → `save`), and whether a `.` makes it a member (`.save`).
    /// A name qualified by its module is the name (`SwiftUI.Button` is `Button`, as the compiler
    /// reads it in a file that also sees another `Button`). Nil when the bracket is not a call.
    @inline(__always)
    func calleeBefore(_ current: Int) -> (token: Int, isMember: Bool)? {
        let last = previous.0
        guard last >= 0, last == lastSignificant(before: current), let nameToken = reader.calleeName(endingAt: last) else {
            return nil
        }
        let before = lastSignificant(before: nameToken)
        let isMember = before >= 0 && tokens[before].kind == .period
        return (nameToken, isMember && !isSwiftUIQualifier(before: before))
    }

    /// Whether the `.` at `period` follows the module name `SwiftUI` (itself no member: `x.SwiftUI.Button` is not).
    func isSwiftUIQualifier(before period: Int) -> Bool {
        let module = lastSignificant(before: period)
        guard module >= 0, isText(module, "SwiftUI") else { return false }
        let beforeModule = lastSignificant(before: module)
        return beforeModule < 0 || tokens[beforeModule].kind != .period
    }

    /// Tracks the extent of the current argument of the call at `slot` (the innermost frame's).
    /// Inlined: it runs for every token inside a call's parentheses.
    @inline(__always)
    mutating func noteArgumentToken(_ current: Int, kind: TokenKind, slot: Int) {
        if kind == .comma || kind == .rightParen { return }
        if pendingCalls[slot].argumentStart == nil {
            startArgument(current, kind: kind, slot: slot)
            return
        }
        if pendingCalls[slot].argumentClosure != nil { pendingCalls[slot].argumentHasMoreThanClosure = true }
        pendingCalls[slot].argumentLastToken = current
    }

    /// The first token of an argument: its label (`action:`), or the start of its value.
    mutating func startArgument(_ current: Int, kind: TokenKind, slot: Int) {
        if kind == .identifier || kind == .keyword || kind == .wildcard,
           self.kind(nextSignificant(after: current)) == .colon, pendingCalls[slot].argumentLabelToken == nil {
            pendingCalls[slot].argumentLabelToken = current
            return
        }
        if kind == .colon, pendingCalls[slot].argumentLabelToken != nil { return }
        pendingCalls[slot].argumentStart = current
        pendingCalls[slot].argumentLastToken = current
    }

    mutating func openBrace(_ current: Int) {
        // A statement's block: `if x {`, `for item in items {`, `} else {`, `guard … else {`.
        if let statement = pendingStatement, statement.frameCount == frames.count, isStatementBlockBrace(statement) {
            pendingStatement = nil
            binding = nil
            var frame = ParserFrame(kind: .block, open: current, viewMember: currentViewMember)
            frame.lastBinding = statement.lastBinding
            pushFrame(frame)
            return
        }
        guard let viewMember = currentViewMember else {
            pushFrame(ParserFrame(kind: .block, open: current, viewMember: nil))
            return
        }
        if isAccessorBrace(current) {
            pushFrame(ParserFrame(kind: .block, open: current, viewMember: viewMember))
            return
        }
        openClosure(current, viewMember: viewMember)
    }

    @inline(__always)
    func isStatementBlockBrace(_ statement: PendingStatement) -> Bool {
        // `guard` only opens its block after `else`.
        statement.keyword != .guard
    }

    /// `get {`, `set {`, `didSet {` directly in a computed property are accessor blocks.
    @inline(__always)
    func isAccessorBrace(_ current: Int) -> Bool {
        guard case .memberBody = frames[frames.count - 1].kind, previous.0 >= 0 else { return false }
        guard tokens[previous.0].kind == .identifier else { return false }
        switch word(previous.0) {
        case .get, .set, .willSet, .didSet, ._read, ._modify, .unsafeAddress, .unsafeMutableAddress:
            return lastSignificant(before: previous.0) == frames[frames.count - 1].open
                || kind(lastSignificant(before: previous.0)) == .rightBrace
        default:
            return false
        }
    }

    mutating func openClosure(_ current: Int, viewMember: Int) {
        let signature = signatures.scan(leftBrace: current)
        let closureIndex = model.closures.count
        let parentClosure = innermostClosure
        var frame = ParserFrame(kind: .closure(closure: closureIndex), open: current, viewMember: viewMember)
        var parameters: [String] = []
        if let signature {
            // A copy of the scanner: the loop adds to the walker's bindings.
            let scanner = signatures
            scanner.forEachParameter(of: signature) { token in
                let parameter = scanner.binding(token)
                parameters.append(parameter.name)
                if parameter.name != "_" { frame.lastBinding = scopeBindings.add(parameter, to: frame.lastBinding) }
                // `{ $item in`: the closure binds the wrapped value `item` as well.
                if let wrapped = parameter.wrappedValue { frame.lastBinding = scopeBindings.add(wrapped, to: frame.lastBinding) }
            }
        }
        model.closures.append(ClosureExpression(
            leftBrace: current, rightBrace: nil, captureList: signature?.captureList,
            parameters: parameters, inToken: signature?.inToken,
            bodyStart: signature.map { $0.inToken + 1 } ?? current + 1, statementStarts: [],
            containsAwait: false, containsTry: false, returnsValue: false, usesAnonymousParameters: false,
            readsParameters: false, boundReads: [], member: viewMember, call: nil, parent: parentClosure
        ))
        attachToCall(closureIndex: closureIndex, leftBrace: current)
        notePrevious(current)
        pushFrame(frame)
        if let signature { index = signature.inToken + 1 } else { index = current + 1 }
        newlineSincePrevious = false
    }

    /// Links a new closure to the call it is an argument of: inside the parentheses, right
    /// after `)` (trailing), after a bare callee (`.onAppear {`), or after `label:` following a
    /// trailing closure (multiple trailing closures).
    mutating func attachToCall(closureIndex: Int, leftBrace: Int) {
        let top = frames.count - 1
        let slot = frames[top].callSlot
        if slot >= 0, pendingCalls[slot].argumentStart == leftBrace {
            pendingCalls[slot].argumentClosure = closureIndex
            pendingCalls[slot].hasClosure = true
            return
        }
        // Only the token right after `)` may start a trailing closure: a closed call left from
        // further back never matches `previous.0` again.
        if let closed = closedCall, closed.rightParen == previous.0, closed.frameCount == frames.count {
            let trailing = TrailingClosure(label: nil, labelToken: nil, closure: closureIndex)
            let callIndex: Int
            if let existing = closed.callIndex {
                model.calls[existing].trailingClosures.append(trailing)
                callIndex = existing
            } else {
                callIndex = materialize(closed.call, arguments: closedCallArguments, trailingClosures: [trailing])
            }
            model.closures[closureIndex].call = callIndex
            closedCall = nil
            return
        }
        if let trailing = closedTrailing, kind(previous.0) == .colon, previous.2 == trailing.rightBrace,
           kind(previous.1) == .identifier || kind(previous.1) == .wildcard {
            model.calls[trailing.call].trailingClosures.append(
                TrailingClosure(label: text(previous.1), labelToken: previous.1, closure: closureIndex)
            )
            model.closures[closureIndex].call = trailing.call
            return
        }
        if let callee = calleeBefore(leftBrace), !isText(callee.token, "self"), !isText(callee.token, "super") {
            let callIndex = materialize(PendingCall(calleeToken: callee.token, calleeIsMember: callee.isMember), arguments: [],
                                        trailingClosures: [TrailingClosure(label: nil, labelToken: nil, closure: closureIndex)])
            model.closures[closureIndex].call = callIndex
        }
    }

    /// Turns a pending call into a `CallSite`, linking its closure arguments.
    /// (A first trailing closure comes in the array literal: cheaper than growing an empty array.)
    mutating func materialize(_ call: PendingCall, arguments: [CallArgument], trailingClosures: [TrailingClosure] = []) -> Int {
        let callIndex = model.calls.count
        // `.onTapGesture`: one String for the dot and the name.
        let callee = call.calleeIsMember ? reader.text(call.calleeToken, after: UInt8(ascii: ".")) : text(call.calleeToken)
        model.calls.append(CallSite(
            callee: callee, calleeToken: call.calleeToken, leftParen: call.leftParen, rightParen: call.rightParen,
            arguments: arguments, trailingClosures: trailingClosures, member: currentViewMember ?? -1
        ))
        for argument in arguments {
            if let closure = argument.closure { model.closures[closure].call = callIndex }
        }
        return callIndex
    }

    /// At a `,` in a call's parentheses: the argument before it is finished.
    mutating func finishArgument(slot: Int) {
        if let argument = pendingCalls[slot].finishedArgument { pendingArguments.append(argument) }
        pendingCalls[slot].resetArgument()
    }

    /// After a `}`: remember a trailing closure so that `label: {` can continue its call, and
    /// make a call whose parentheses held closures into a `CallSite`.
    mutating func finishBraceClose(_ current: Int) {
        closedTrailing = nil
        guard let closureIndex = lastClosedClosure, model.closures[closureIndex].rightBrace == current else { return }
        lastClosedClosure = nil
        let top = frames.count - 1
        let slot = frames[top].callSlot
        if slot >= 0, pendingCalls[slot].argumentClosure == closureIndex { pendingCalls[slot].argumentLastToken = current }
        guard let call = model.closures[closureIndex].call,
              model.calls[call].trailingClosures.contains(where: { $0.closure == closureIndex }) else { return }
        closedTrailing = (call, current)
    }
}
