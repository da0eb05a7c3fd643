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

    public init(file: ParsedFile) {
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
    }

    /// Stack depth at a `#if`, and the lowest depth reached in the current branch.
    struct Conditional {
        var depth: Int
        var floor: Int
    }

    /// The brace pairs whose opening `isWanted` accepts, in closing order; nil when the
    /// brackets are irregular (see above).
    public func scan(keeping isWanted: (ClosureOpening) -> Bool) -> [ClosureLiteral]? {
        reader.tokens.withUnsafeBufferPointer { tokens in scan(tokens, keeping: isWanted) }
    }

    /// The walk itself, over the token storage: it runs for every file, so it reads tokens
    /// without bounds checks and does real work only at brackets and directives.
    private func scan(_ tokens: UnsafeBufferPointer<Token>, keeping isWanted: (ClosureOpening) -> Bool) -> [ClosureLiteral]? {
        var stack: [Open] = []
        var conditionals: [Conditional] = []
        var kept: [ClosureLiteral] = []
        // The last two significant tokens as the parser sees them: a directive line counts as
        // its `#if` token.
        var previous = -1
        var beforePrevious = -1
        // The `)` popped last, and the name its `(` called.
        var closedParen = -1
        var closedCallee = -1
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let kind = token.kind
            if kind.isTrivia {
                index += 1
                continue
            }
            var popped = false
            switch kind {
            case .poundDirective:
                guard Self.track(directive: reader.text(index), depth: stack.count, &conditionals) else { return nil }
                // The condition (`os(iOS)`) is not code: skip to the end of the line.
                beforePrevious = previous
                previous = index
                index += 1
                while index < tokens.count, tokens[index].kind != .newline { index += 1 }
                continue
            case .leftBrace:
                var open = Open(kind: .leftBrace, token: index)
                if isWanted(opening(previous: previous, beforePrevious: beforePrevious, closedParen: closedParen, closedCallee: closedCallee)) {
                    let signature = ClosureSignatureScanner(reader: reader).scan(leftBrace: index)
                    open.bodyStart = signature.map { $0.inToken + 1 } ?? index + 1
                }
                stack.append(open)
            case .rightBrace:
                // A `}` closes the innermost brace, and any `(`/`[` left open inside it.
                while let top = stack.last, top.kind != .leftBrace { stack.removeLast() }
                guard let brace = stack.popLast() else { return nil }
                if brace.bodyStart >= 0 {
                    kept.append(ClosureLiteral(leftBrace: brace.token, bodyStart: brace.bodyStart, rightBrace: index))
                }
                popped = true
            case .leftParen:
                stack.append(Open(kind: .leftParen, token: index, callee: callee(ofBracketAt: index, previous: previous)))
            case .leftSquare, .interpolationStart:
                stack.append(Open(kind: kind, token: index))
            case .rightParen, .rightSquare:
                // A stray `)` or `]` never closes a brace.
                if let top = stack.last, top.kind != .leftBrace {
                    stack.removeLast()
                    popped = true
                    if kind == .rightParen, top.kind == .leftParen {
                        closedParen = index
                        closedCallee = top.callee
                    }
                }
            case .interpolationEnd:
                if stack.last?.kind == .interpolationStart {
                    stack.removeLast()
                    popped = true
                }
            case .keyword:
                // `struct`, `class`, `enum`, `protocol`, `extension`: 4 to 9 bytes.
                if !stack.isEmpty, token.length >= 4, startsRecoveredDeclaration(index) { return nil }
            case .identifier:
                // `actor` is the one type keyword lexed as a name.
                if !stack.isEmpty, token.length == 5, startsRecoveredDeclaration(index) { return nil }
            default:
                break
            }
            if popped, !conditionals.isEmpty {
                conditionals[conditionals.count - 1].floor = min(conditionals[conditionals.count - 1].floor, stack.count)
            }
            beforePrevious = previous
            previous = index
            index += 1
        }
        return stack.isEmpty ? kept : nil
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

    /// What stands before a `{`, given the last two significant tokens.
    func opening(previous: Int, beforePrevious: Int, closedParen: Int, closedCallee: Int) -> ClosureOpening {
        guard let kind = reader.kind(previous) else { return .other }
        switch kind {
        case .poundDirective:
            return .afterDirective
        case .colon:
            switch reader.kind(beforePrevious) {
            case .identifier?, .keyword?, .wildcard?: return .labelled(label: beforePrevious)
            default: return .unlabelledArgument
            }
        case .leftParen, .comma:
            return .unlabelledArgument
        case .rightParen:
            return previous == closedParen && closedCallee >= 0 ? .trailing(callee: closedCallee) : .trailing(callee: nil)
        case .identifier, .keyword, .rightAngle:
            // A name right before the brace: `Button {`, `.onAppear {`, `Grid<Item> {`.
            guard let name = reader.calleeName(endingAt: previous) else { return kind == .rightAngle ? .afterDirective : .other }
            return .trailing(callee: name)
        default:
            return .other
        }
    }

    /// The name a `(` at `index` calls, as the parser finds it; -1 when there is none.
    func callee(ofBracketAt index: Int, previous: Int) -> Int {
        // After a directive line the parser's previous token is the directive: no callee.
        guard previous >= 0, previous == reader.lastSignificant(before: index) else { return -1 }
        return reader.calleeName(endingAt: previous) ?? -1
    }

    /// A type keyword with a name after it, where the parser would take it for a new top-level
    /// declaration and drop every open bracket: `extension` anywhere, other type keywords on a
    /// line that starts flush left. (A superset of the parser's test, which looks at the
    /// declaration's modifiers too.)
    func startsRecoveredDeclaration(_ index: Int) -> Bool {
        let token = reader.tokens[index]
        guard reader.isTypeKeyword(index), reader.kind(reader.nextSignificant(after: index)) == .identifier else { return false }
        if reader.isText(index, "extension") { return true }
        let lineStart = reader.source.lineStarts[reader.source.line(of: Int(token.start)) - 1]
        guard lineStart < reader.source.bytes.count else { return false }
        let first = reader.source.bytes[lineStart]
        return first != UInt8(ascii: " ") && first != UInt8(ascii: "\t")
    }
}
