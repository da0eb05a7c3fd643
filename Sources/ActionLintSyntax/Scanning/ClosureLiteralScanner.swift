/// One pass over a file's tokens that finds the brace pairs a rule asks for, judged by what
/// stands before each `{` — without the shallow parser's model. Rules use it to decide cheaply
/// whether a file can have findings at all, before paying for a full parse.
///
/// Its brace pairs are the parser's only where the brackets are regular. Wherever the parser's
/// recovery could pair braces differently — a `}` with nothing open, a brace still open at the
/// end, a `#if` branch that leaves the brackets other than it found them, a type declared flush
/// left while braces are open — the scan gives up (`nil`) and the caller must parse in full.
public struct ClosureLiteralScanner {
    let reader: TokenReader
    let file: ParsedFile

    public init(file: ParsedFile) {
        self.file = file
        reader = TokenReader(source: file.source, tokens: file.tokens)
    }

    /// An open bracket on the scan's stack.
    struct Open {
        var kind: TokenKind
        var token: Int
        /// Where a wanted closure's body starts; -1 for brackets that are not wanted.
        var bodyStart: Int = -1
        /// For `(`: the name token it calls, -1 if none.
        var callee: Int = -1
        /// For a wanted `{`: the scan's weight count where its body starts.
        var weightAtBodyStart = 0
    }

    /// Stack depth at a `#if`, and the lowest depth reached in the current branch.
    struct Conditional {
        var depth: Int
        var floor: Int
    }

    /// The brace pairs whose opening `isWanted` accepts, in closing order; nil when the
    /// brackets are irregular (see above). A scan that reaches the end also leaves the file
    /// where its type keywords are (`ParsedFile.typeKeywordTokens`), which it met on the way.
    public func scan(keeping isWanted: (ClosureOpening) -> Bool) -> [ClosureLiteral]? {
        // Room for a usual file's type keywords (and, below, its kept closures), so that the
        // arrays do not grow one doubling at a time in every file.
        var typeKeywords: [Int] = []
        typeKeywords.reserveCapacity(8)
        var memberKeywords: [Int] = []
        memberKeywords.reserveCapacity(32)
        var topLevelKeywords: [Int] = []
        topLevelKeywords.reserveCapacity(8)
        let kept = reader.tokens.withUnsafeBufferPointer { tokens in
            reader.source.bytes.withUnsafeBufferPointer { bytes in
                scan(tokens, bytes, keeping: isWanted, typeKeywords: &typeKeywords, memberKeywords: &memberKeywords,
                     topLevelKeywords: &topLevelKeywords)
            }
        }
        if kept != nil {
            file.remember(typeKeywordTokens: typeKeywords)
            file.remember(memberDeclarationKeywordTokens: memberKeywords, topLevel: topLevelKeywords)
        }
        return kept
    }

    /// The walk itself, over the token and byte storage: it runs for every file, so it reads
    /// without bounds checks and, for most tokens, does no more than count them (`ScanAction`).
    /// The tokens before a bracket are looked up when the bracket is met
    /// (`significant(before:)`), not tracked at every token.
    private func scan(
        _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>, keeping isWanted: (ClosureOpening) -> Bool,
        typeKeywords: inout [Int], memberKeywords: inout [Int], topLevelKeywords: inout [Int]
    ) -> [ClosureLiteral]? {
        var stack: [Open] = []
        stack.reserveCapacity(32)
        var conditionals: [Conditional] = []
        var kept: [ClosureLiteral] = []
        kept.reserveCapacity(16)
        // The `)` popped last, and the name its `(` called.
        var closedParen = -1
        var closedCallee = -1
        // `ClosureLiteral.bodyWeight` of everything before `index`.
        var weight = 0
        var directiveLine = DirectiveLine()
        var lineStarts = LineStartCursor()
        let actions = ScanAction.table
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let action = actions[Int(token.kind.rawValue)]
            weight &+= Int(action & ScanAction.weighs)
            // Names, white space, periods, literals and operators, most tokens, stop here.
            let fiveLong = token.end &- token.start == 5 ? ScanAction.lookIfFiveLong : 0
            guard action & (ScanAction.look | fiveLong) != 0 else {
                index += 1
                continue
            }
            var popped = false
            switch token.kind {
            case .identifier:
                // `actor` is the one type keyword lexed as a name.
                if token.isTypeKeyword(in: bytes) {
                    typeKeywords.append(index)
                    if stack.isEmpty {
                        topLevelKeywords.append(index)
                    } else if startsRecoveredDeclaration(index, bytes, lineStarts: &lineStarts) {
                        return nil
                    }
                }
            case .keyword:
                weight += ClosureLiteral.weight(of: token, in: bytes)
                if token.isTypeKeyword(in: bytes) {
                    typeKeywords.append(index)
                    if stack.isEmpty {
                        topLevelKeywords.append(index)
                    } else if startsRecoveredDeclaration(index, bytes, lineStarts: &lineStarts) {
                        return nil
                    }
                } else if token.isMemberDeclarationKeyword(in: bytes) {
                    memberKeywords.append(index)
                    if stack.isEmpty { topLevelKeywords.append(index) }
                }
            case .poundDirective:
                guard Self.track(directive: reader.text(index), depth: stack.count, &conditionals) else { return nil }
                // The condition (`os(iOS)`) is not code: skip to the end of the line.
                let directive = index
                index += 1
                while index < tokens.count, tokens[index].kind != .newline {
                    let token = tokens[index]
                    if !token.kind.isTrivia { weight += ClosureLiteral.weight(of: token, in: bytes) }
                    if token.isTypeKeyword(in: bytes) { typeKeywords.append(index) }
                    index += 1
                }
                directiveLine = DirectiveLine(directive: directive, end: index)
                continue
            case .leftBrace:
                var open = Open(kind: .leftBrace, token: index)
                let previous = significant(before: index, directiveLine)
                if isWanted(opening(previous: previous, directiveLine: directiveLine, closedParen: closedParen, closedCallee: closedCallee)) {
                    open.bodyStart = index + 1
                    open.weightAtBodyStart = weight
                    if let signature = ClosureSignatureScanner(reader: reader).scan(leftBrace: index) {
                        open.bodyStart = signature.inToken + 1
                        open.weightAtBodyStart += Self.weight(of: tokens[(index + 1)..<open.bodyStart], bytes)
                    }
                }
                stack.append(open)
            case .rightBrace:
                // A `}` closes the innermost brace, and any `(`/`[` left open inside it.
                while let top = stack.last, top.kind != .leftBrace { stack.removeLast() }
                guard let brace = stack.popLast() else { return nil }
                if brace.bodyStart >= 0 {
                    kept.append(ClosureLiteral(
                        leftBrace: brace.token, bodyStart: brace.bodyStart, rightBrace: index,
                        bodyWeight: weight - brace.weightAtBodyStart))
                }
                weight += 1
                popped = true
            case .leftParen:
                stack.append(Open(kind: .leftParen, token: index, callee: callee(ofBracketAt: index, directiveLine)))
            case .leftSquare, .interpolationStart:
                stack.append(Open(kind: token.kind, token: index))
            case .rightParen, .rightSquare:
                // A stray `)` or `]` never closes a brace. Either one closes a call's `(`, as
                // in the parser: `Button("B"] {` still gets its trailing closure.
                if let top = stack.last, top.kind != .leftBrace {
                    stack.removeLast()
                    popped = true
                    if top.kind == .leftParen {
                        closedParen = index
                        closedCallee = top.callee
                    }
                }
            case .interpolationEnd:
                if stack.last?.kind == .interpolationStart {
                    stack.removeLast()
                    popped = true
                }
            default:
                break
            }
            if popped, !conditionals.isEmpty {
                conditionals[conditionals.count - 1].floor = min(conditionals[conditionals.count - 1].floor, stack.count)
            }
            index += 1
        }
        return stack.isEmpty ? kept : nil
    }

    /// The weight of the significant tokens among `slice` (a closure signature).
    static func weight(of slice: Slice<UnsafeBufferPointer<Token>>, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        slice.reduce(0) { $0 + ($1.kind.isTrivia ? 0 : ClosureLiteral.weight(of: $1, in: bytes)) }
    }

    /// Keeps the `#if` bookkeeping; false when a branch left the brackets other than it found
    /// them (the parser restarts each branch from the state at `#if`, pairing differently).
    static func track(directive: String, depth: Int, _ conditionals: inout [Conditional]) -> Bool {
        switch directive {
        case "#if":
            conditionals.append(Conditional(depth: depth, floor: depth))
        case "#elseif", "#else", "#endif":
            guard let branch = conditionals.last else { return true }
            guard branch.depth == depth, branch.floor >= branch.depth else { return false }
            if directive == "#endif" {
                conditionals.removeLast()
            } else {
                conditionals[conditionals.count - 1].floor = depth
            }
        default:
            break
        }
        return true
    }

    /// The directive line the scan passed last: its `#if`/`#else`/… token, and the newline
    /// that ends the line (or the end of the tokens). -1 before the first.
    struct DirectiveLine {
        var directive = -1
        var end = -1

        /// Whether `token` is on the line after its directive (`os(iOS)` of `#if os(iOS)`).
        func holdsCondition(_ token: Int) -> Bool { token > directive && token < end }
    }

    /// The last significant token before `index` as the parser sees it: a token of the last
    /// directive line stands for that line's directive. (Only the last line can hold it: any
    /// earlier directive line is followed by the later directive, itself significant.)
    func significant(before index: Int, _ line: DirectiveLine) -> Int {
        let found = reader.lastSignificant(before: index)
        return line.holdsCondition(found) ? line.directive : found
    }

    /// What stands before a `{` whose last significant token (as the parser sees it) is
    /// `previous`.
    func opening(previous: Int, directiveLine: DirectiveLine, closedParen: Int, closedCallee: Int) -> ClosureOpening {
        guard let kind = reader.kind(previous) else { return .other }
        switch kind {
        case .poundDirective:
            return .afterDirective
        case .colon:
            let label = significant(before: previous, directiveLine)
            switch reader.kind(label) {
            case .identifier?, .keyword?, .wildcard?: return .labelled(label: label)
            default: return .unlabelledArgument
            }
        case .leftParen, .comma:
            return .unlabelledArgument
        case .rightParen, .rightSquare:
            // After the bracket that closed a call's `(` (a `]` only in broken code).
            if previous == closedParen && closedCallee >= 0 { return .trailing(callee: closedCallee) }
            return kind == .rightParen ? .trailing(callee: nil) : .other
        case .identifier, .keyword, .rightAngle:
            // A name right before the brace: `Button {`, `.onAppear {`, `Grid<Item> {`.
            guard let name = reader.calleeName(endingAt: previous) else { return kind == .rightAngle ? .afterDirective : .other }
            return .trailing(callee: name)
        default:
            return .other
        }
    }

    /// The name a `(` at `index` calls, as the parser finds it; -1 when there is none.
    func callee(ofBracketAt index: Int, _ line: DirectiveLine) -> Int {
        let previous = reader.lastSignificant(before: index)
        // After a directive line the parser's previous token is the directive: no callee.
        guard previous >= 0, !line.holdsCondition(previous) else { return -1 }
        return reader.calleeName(endingAt: previous) ?? -1
    }

    /// A type keyword (the caller checked) with a name after it, where the parser would take it
    /// for a new top-level declaration and drop every open bracket: `extension` anywhere, other
    /// type keywords on a line that starts flush left. (A superset of the parser's test, which
    /// looks at the declaration's modifiers too.)
    func startsRecoveredDeclaration(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, lineStarts: inout LineStartCursor) -> Bool {
        guard reader.kind(reader.nextSignificant(after: index)) == .identifier else { return false }
        if reader.isText(index, "extension") { return true }
        let lineStart = lineStarts.lineStart(of: Int(reader.tokens[index].start), in: bytes)
        guard lineStart < bytes.count else { return false }
        return bytes[lineStart] != UInt8(ascii: " ") && bytes[lineStart] != UInt8(ascii: "\t")
    }
}
