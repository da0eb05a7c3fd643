/// A shallow, single-pass Swift parser: it finds type declarations and their members, and inside
/// view-building members every call with closure arguments, every closure, and the names each
/// closure reads that are bound inside the member.
///
/// It is not a full Swift parser. It walks the tokens once with an explicit stack of open
/// brackets (no recursion, so deep nesting cannot overflow the stack), recovers from broken code
/// at the next brace, and never fails.
public enum ShallowParser {
    /// - Parameter declarationsOnly: read view-building members' bodies like any other member's:
    ///   the model has the same types and members, and no closures or calls (what a module
    ///   index reads of another file, for a fraction of the work in a view's file).
    public static func parse(source: SourceFile, tokens: [Token], declarationsOnly: Bool = false) -> SyntaxModel {
        var walker = ParserWalker(source: source, tokens: tokens)
        walker.declarationsOnly = declarationsOnly
        walker.run()
        return walker.model
    }
}

/// The state of one parse.
struct ParserWalker {
    let source: SourceFile
    let tokens: [Token]
    /// What the look-ahead scanners get instead of the walker (see `TokenReader`).
    let reader: TokenReader
    /// The look-ahead scanners, made once: each copy of the reader costs two retains and two
    /// releases, and there is a scan at every declaration and every closure.
    let declarations: DeclarationScanner
    let signatures: ClosureSignatureScanner
    /// The parser's word table, fetched once (see `TokenReader.word(_:in:)`).
    let words = ParserWordTable.shared
    var model = SyntaxModel()
    /// See `ShallowParser.parse(source:tokens:declarationsOnly:)`.
    var declarationsOnly = false
    var frames: [ParserFrame]
    var index = 0
    /// The last three significant tokens, most recent first (-1 when none).
    var previous = (-1, -1, -1)
    var newlineSincePrevious = true
    /// A statement keyword (`if`, `for`, `guard`, …) whose block has not opened yet.
    var pendingStatement: PendingStatement?
    /// The last call whose `)` came right before a `{`: that `{` is its trailing closure. It
    /// counts only while its `)` is `previous.0`, so it is never cleared after a token.
    var closedCall: ClosedCall?
    /// The closure whose `}` was just read.
    var lastClosedClosure: Int?
    /// A trailing closure that just closed: `label: {` after it continues the same call.
    var closedTrailing: (call: Int, rightBrace: Int)?
    /// Names being bound by `let`/`var`/`for`/`case let`.
    var binding: BindingCollector?
    /// Attributes and modifiers seen before the next declaration.
    /// Attribute tokens (their Strings are made only for a member with a body).
    var pendingAttributes: [Int] = []
    var pendingModifiers: [ParserWord] = []
    var declarationStart: Int?
    /// The calls whose parentheses are open, innermost last (see `ParserFrame.callSlot`).
    var pendingCalls: [PendingCall] = []
    /// The finished arguments of the pending calls, innermost call's last (see
    /// `PendingCall.firstArgument`): one stack for all, so reading arguments allocates nothing.
    var pendingArguments: [PendingArgument] = []
    /// The arguments of `closedCall` (when it has no `CallSite` yet), ready for the `{` after it.
    var closedCallArguments: [CallArgument] = []
    /// The names bound by every scope (see `ParserFrame.lastBinding`).
    var scopeBindings = ScopeBindings()
    /// Frame stacks (and their pending calls) saved at `#if`, restored at `#elseif`/`#else`.
    var conditionalStack: [SavedBrackets] = []

    typealias SavedBrackets = (frames: [ParserFrame], pendingCalls: [PendingCall], pendingArguments: [PendingArgument])

    struct PendingStatement {
        var keyword: ParserWord
        var frameCount: Int
        /// Names bound for the statement's block (see `ParserFrame.lastBinding`).
        var lastBinding = -1
    }

    struct BindingCollector {
        var frameCount: Int
        /// Bind into the pending statement's block rather than the current scope.
        var intoPendingBlock: Bool
        var depth = 0
        /// `for` patterns end at `in`.
        var untilIn: Bool
        /// Pattern parentheses open around the `let` (`case .some(let item)`): the name binds in
        /// the scope below them, which outlives the `)`.
        var patternDepth = 0
        /// An `if`/`guard`/`while` condition's own `let`/`var`, where `let x` alone (`if let x {`)
        /// also reads the outer `x`.
        var inCondition = false
    }

    init(source: SourceFile, tokens: [Token]) {
        self.source = source
        self.tokens = tokens
        self.reader = TokenReader(source: source, tokens: tokens)
        self.declarations = DeclarationScanner(reader: reader)
        self.signatures = ClosureSignatureScanner(reader: reader)
        self.frames = [ParserFrame(kind: .topLevel, open: -1, viewMember: nil)]
        // Brackets seldom nest deeper than this: the stacks are made once, not grown step by step.
        frames.reserveCapacity(32)
        pendingCalls.reserveCapacity(16)
        pendingArguments.reserveCapacity(16)
    }

    // MARK: - Token helpers

    // Always inlined: called (not inlined) from the walker's mutating methods, each of these
    // took a copy of the whole walker (424 bytes and a retain per reference it holds).
    @inline(__always) func text(_ index: Int) -> String { reader.text(index) }
    @inline(__always) func isText(_ index: Int, _ literal: StaticString) -> Bool { reader.isText(index, literal) }
    @inline(__always) func kind(_ index: Int) -> TokenKind? { reader.kind(index) }
    @inline(__always) func word(_ index: Int) -> ParserWord { reader.word(index, in: words) }
    @inline(__always) func nextSignificant(after index: Int) -> Int { reader.nextSignificant(after: index) }
    @inline(__always) func lastSignificant(before index: Int) -> Int { reader.lastSignificant(before: index) }
    @inline(__always) func lineBreakAfter(_ index: Int) -> Bool { reader.lineBreakAfter(index) }
    @inline(__always) func lineBreakBefore(_ index: Int) -> Bool { reader.lineBreakBefore(index) }
    @inline(__always) func matchingClose(of open: Int) -> Int? { reader.matchingClose(of: open) }

    @inline(__always) var currentViewMember: Int? { frames[frames.count - 1].viewMember }

    // MARK: - Driver

    mutating func run() {
        let count = tokens.count
        while index < count {
            // Trivia matters only as a line break before the next significant token.
            var current = index
            var lineBreak = false
            while current < count, tokens[current].kind.isTrivia {
                if tokens[current].kind == .newline { lineBreak = true }
                current += 1
            }
            if lineBreak { newlineSincePrevious = true }
            index = current
            guard current < count else { break }
            if frames[frames.count - 1].isDeclarationContext, binding == nil {
                handleDeclarationContext(current)
            } else {
                handleCode(current)
            }
            // Handlers that consumed a range move `index` themselves.
            if index == current {
                notePrevious(current)
                index += 1
            }
        }
        closeAllFrames()
    }

    mutating func notePrevious(_ current: Int) {
        previous = (current, previous.0, previous.1)
        newlineSincePrevious = false
    }

    mutating func closeAllFrames() {
        while frames.count > 1 { popFrame(closingToken: nil) }
    }

    // MARK: - Declarations

    mutating func handleDeclarationContext(_ current: Int) {
        let token = tokens[current]
        switch token.kind {
        case .attribute:
            declarationStart = declarationStart ?? current
            pendingAttributes.append(current)
            skipParenthesizedArgument(after: current)
            return
        case .keyword, .identifier:
            // Most names here are not declaration words: classify the bytes, and build a String
            // only for a modifier that is kept.
            let word = word(current)
            if word.isModifier, !isDeclarationNameUse(current) {
                // `class func` / `class var` are modifiers; `class Foo` declares a type.
                if word != .class || self.word(nextSignificant(after: current)).isIntroducer {
                    declarationStart = declarationStart ?? current
                    pendingModifiers.append(word)
                    skipParenthesizedArgument(after: current)
                    return
                }
            }
            if startsTopLevelDeclaration(current, word: word) { closeFramesForTopLevelDeclaration() }
            if handleDeclaration(word, at: current) { return }
        case .poundDirective:
            handleConditionalDirective(current)
            return
        default:
            break
        }
        clearPendingDeclaration()
        handleCode(current)
    }

    /// `private(set)`, `@available(iOS 17, *)`: skip the parenthesized part.
    mutating func skipParenthesizedArgument(after current: Int) {
        let next = current + 1
        guard next < tokens.count, tokens[next].kind == .leftParen, let close = matchingClose(of: next) else { return }
        notePrevious(current)
        index = close + 1
    }

    /// `var class = 1` and friends: a modifier word followed by `=`/`:`/`.` is a name.
    @inline(__always)
    func isDeclarationNameUse(_ current: Int) -> Bool {
        let next = nextSignificant(after: current)
        guard next < tokens.count else { return true }
        switch tokens[next].kind {
        case .equal, .colon, .period, .leftParen, .comma, .rightParen, .rightBrace: return tokens[current].kind == .identifier
        default: return false
        }
    }

    /// Called for most tokens at declaration level, where nothing is pending: inlined for that.
    @inline(__always)
    mutating func clearPendingDeclaration() {
        if declarationStart != nil || !pendingAttributes.isEmpty || !pendingModifiers.isEmpty { clearDeclarationParts() }
    }

    mutating func clearDeclarationParts() {
        // One at a time, keeping the room: `removeAll(keepingCapacity:)` went through a generic
        // range replace, and there are only one or two.
        while !pendingAttributes.isEmpty { pendingAttributes.removeLast() }
        while !pendingModifiers.isEmpty { pendingModifiers.removeLast() }
        declarationStart = nil
    }

    /// Handles a declaration starting with `word`; false when `word` starts none.
    mutating func handleDeclaration(_ word: ParserWord, at current: Int) -> Bool {
        switch word {
        case .struct, .class, .enum, .protocol, .extension:
            return declareType(word, at: current)
        case .actor:
            guard kind(nextSignificant(after: current)) == .identifier else { return false }
            return declareType(word, at: current)
        case .func, .`init`, .subscript, .deinit:
            return declareFunction(word, at: current)
        case .var, .let:
            return declareVariable(at: current)
        case .case:
            guard case let .typeBody(typeIndex) = frames[frames.count - 1].kind else { return false }
            recordEnumCases(after: current, typeIndex: typeIndex)
            clearPendingDeclaration()
            return true
        case .typealias, .associatedtype:
            let name = nextSignificant(after: current)
            if case let .typeBody(typeIndex) = frames[frames.count - 1].kind, kind(name) == .identifier {
                addMemberName(text(name), to: typeIndex)
            }
            clearPendingDeclaration()
            return false
        default:
            return false
        }
    }

    /// Most types declare a handful of members: room for eight at the first saves the array
    /// growing one by one.
    mutating func addMemberName(_ name: String, to typeIndex: Int) {
        if model.types[typeIndex].memberNames.isEmpty { model.types[typeIndex].memberNames.reserveCapacity(8) }
        model.types[typeIndex].memberNames.append(name)
    }

    var enclosingTypeIndex: Int? {
        for frame in frames.reversed() {
            if case let .typeBody(typeIndex) = frame.kind { return typeIndex }
        }
        return nil
    }

    mutating func declareType(_ keyword: ParserWord, at current: Int) -> Bool {
        guard let header = declarations.scanTypeHeader(keyword: current) else { return false }
        let parent = enclosingTypeIndex
        let simpleName = header.name
        let qualified: String
        if keyword == .extension || parent == nil {
            qualified = keyword == .extension ? extendedName(simpleName, parent: parent) : simpleName
        } else {
            qualified = model.types[parent!].qualifiedName + "." + simpleName
        }
        if let parent, keyword != .extension { addMemberName(simpleName, to: parent) }
        let typeIndex = model.types.count
        model.types.append(TypeDeclaration(
            kind: ParserWalker.typeKind(keyword),
            qualifiedName: qualified,
            nameToken: header.nameToken,
            declarationStart: declarationStart ?? current,
            inheritedTypes: header.inheritedTypes,
            modifiers: pendingModifiers.map(\.spelling),
            leftBrace: header.leftBrace,
            rightBrace: nil,
            memberNames: [],
            parent: parent
        ))
        clearPendingDeclaration()
        notePrevious(current)
        pushFrame(ParserFrame(kind: .typeBody(type: typeIndex), open: header.leftBrace, viewMember: nil))
        index = header.leftBrace + 1
        return true
    }

    /// `extension Row` inside `struct Outer` is not valid Swift, but `extension Outer.Row` at
    /// top level names the nested type by its full path: keep it as written.
    func extendedName(_ name: String, parent: Int?) -> String {
        guard let parent else { return name }
        return model.types[parent].qualifiedName + "." + name
    }

    /// The kind of type the keyword `word` declares.
    static func typeKind(_ word: ParserWord) -> TypeDeclaration.Kind {
        switch word {
        case .class: return .class
        case .enum: return .enum
        case .actor: return .actor
        case .protocol: return .protocol
        case .extension: return .extension
        default: return .struct
        }
    }

    mutating func declareFunction(_ keyword: ParserWord, at current: Int) -> Bool {
        guard let typeIndex = enclosingTypeIndex, case .typeBody = frames[frames.count - 1].kind else {
            clearPendingDeclaration()
            return false
        }
        guard let header = declarations.scanFunctionHeader(keyword: current) else {
            clearPendingDeclaration()
            return false
        }
        if keyword == .func { addMemberName(header.name, to: typeIndex) }
        guard let leftBrace = header.leftBrace else {
            clearPendingDeclaration()
            notePrevious(current)
            index = header.end
            return true
        }
        let kind: MemberDeclaration.Kind = keyword == .func ? .function : (keyword == .subscript ? .subscript : .initializer)
        openMember(kind: kind, name: header.name, typeIndex: typeIndex, resultType: header.resultType,
                   parameters: header.parameterNames, leftBrace: leftBrace, keyword: current)
        return true
    }

    mutating func declareVariable(at current: Int) -> Bool {
        guard let typeIndex = enclosingTypeIndex, case .typeBody = frames[frames.count - 1].kind else {
            clearPendingDeclaration()
            return false
        }
        let header = declarations.scanVariableHeader(keyword: current)
        var firstName: String?
        for token in header.names where tokens[token].kind == .identifier {
            let name = header.namesInPattern ? text(token) : text(token).replacingBackticks
            firstName = firstName ?? name
            addMemberName(name, to: typeIndex)
        }
        guard let leftBrace = header.leftBrace, let name = firstName else {
            // A stored property: its initializer (if any) is ordinary code.
            clearPendingDeclaration()
            notePrevious(current)
            index = header.end
            return true
        }
        openMember(kind: .property, name: name, typeIndex: typeIndex, resultType: header.resultType,
                   parameters: [], leftBrace: leftBrace, keyword: current)
        return true
    }

    mutating func openMember(kind: MemberDeclaration.Kind, name: String, typeIndex: Int, resultType: String,
                             parameters: [ParserFrame.Binding], leftBrace: Int, keyword: Int) {
        let attributes = pendingAttributes.map { text($0) }
        let isViewBuilding = DeclarationWords.isViewBuilding(name: name, resultType: resultType, attributes: attributes)
        let memberIndex = model.members.count
        model.members.append(MemberDeclaration(
            kind: kind, name: name, typeIndex: typeIndex, isViewBuilding: isViewBuilding, resultType: resultType,
            leftBrace: leftBrace, rightBrace: nil, parameterNames: parameters.map(\.name)
        ))
        clearPendingDeclaration()
        notePrevious(keyword)
        // Closures and calls are recorded only in the bodies of view-building members and of
        // members holding a view's actions (an `Alert`, an array of button models).
        let recordsClosures = (isViewBuilding || DeclarationWords.holdsActions(resultType: resultType))
            && !declarationsOnly
        if recordsClosures, model.closures.isEmpty { reserveClosureRoom() }
        var frame = ParserFrame(kind: .memberBody(member: memberIndex), open: leftBrace, viewMember: recordsClosures ? memberIndex : nil)
        for parameter in parameters { frame.lastBinding = scopeBindings.add(parameter, to: frame.lastBinding) }
        pushFrame(frame)
        index = leftBrace + 1
    }

    /// Room for about one closure and one call per 32 tokens, made when the first view-building
    /// member opens (only they hold closures). SwiftUI code has about one per 50 tokens: the
    /// arrays, whose elements are large, then grow once or twice rather than at every doubling.
    mutating func reserveClosureRoom() {
        model.closures.reserveCapacity(tokens.count / 32)
        model.calls.reserveCapacity(tokens.count / 32)
    }

    mutating func recordEnumCases(after current: Int, typeIndex: Int) {
        var next = nextSignificant(after: current)
        var expectName = true
        var depth = 0
        while next < tokens.count {
            let token = tokens[next]
            if depth == 0, !expectName, lineBreakBefore(next), token.kind != .comma { break }
            switch token.kind {
            case .identifier where expectName && depth == 0:
                addMemberName(text(next), to: typeIndex)
                expectName = false
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .comma where depth == 0: expectName = true
            case .rightBrace, .semicolon: if depth <= 0 { index = next; return }
            case .keyword where depth == 0 && !expectName: index = next; return
            default: break
            }
            if depth < 0 { break }
            next = nextSignificant(after: next)
        }
        index = next
    }

    // MARK: - Conditional compilation

    /// `#if` branches are all parsed. Each branch starts from the bracket state at `#if`, so
    /// branches that open a container differently (`NavigationStack {` / `NavigationView {`)
    /// do not unbalance what follows; the last branch's state carries on after `#endif`.
    mutating func handleConditionalDirective(_ current: Int) {
        switch text(current) {
        case "#if":
            conditionalStack.append((frames, pendingCalls, pendingArguments))
        case "#elseif", "#else":
            if let saved = conditionalStack.last { abandonFrames(restoringTo: saved) }
        case "#endif":
            _ = conditionalStack.popLast()
        default:
            break
        }
        // The condition (`os(iOS)`, `DEBUG && !targetEnvironment(simulator)`) is not code.
        notePrevious(current)
        var next = current + 1
        while next < tokens.count, tokens[next].kind != .newline { next += 1 }
        index = next
        closedCall = nil
        closedTrailing = nil
        pendingStatement = nil
        binding = nil
    }

    /// Drops frames opened since `saved` was taken (their brackets close in another branch).
    mutating func abandonFrames(restoringTo saved: SavedBrackets) {
        frames = saved.frames
        pendingCalls = saved.pendingCalls
        pendingArguments = saved.pendingArguments
    }

    // MARK: - Frames

    @inline(__always)
    mutating func pushFrame(_ frame: ParserFrame) {
        var frame = frame
        // A member body starts a new chain: scopes outside the member bind nothing it reads.
        if case .memberBody = frame.kind {
            frame.boundBelow = -1
            frame.closureBelow = -1
        } else if !frames.isEmpty {
            let topIndex = frames.count - 1
            frame.boundBelow = frames[topIndex].hasBindings ? topIndex : frames[topIndex].boundBelow
            if case .closure = frames[topIndex].kind { frame.closureBelow = topIndex } else { frame.closureBelow = frames[topIndex].closureBelow }
        }
        frames.append(frame)
    }

    /// Pops the innermost frame, recording where it closed.
    mutating func popFrame(closingToken: Int?) {
        guard frames.count > 1 else { return }
        let frame = frames.removeLast()
        switch frame.kind {
        case let .typeBody(typeIndex):
            model.types[typeIndex].rightBrace = closingToken
        case let .memberBody(memberIndex):
            model.members[memberIndex].rightBrace = closingToken
        case let .closure(closureIndex):
            model.closures[closureIndex].rightBrace = closingToken
            lastClosedClosure = closureIndex
        case .paren:
            guard frame.callSlot >= 0 else { break }
            let call = pendingCalls.removeLast()
            if let closingToken { closeCall(call, rightParen: closingToken) }
            // Most calls leave no finished argument behind: the last one is never stacked.
            // (One at a time: `removeLast(_:)` went through a generic range replace.)
            while pendingArguments.count > call.firstArgument { pendingArguments.removeLast() }
        default:
            break
        }
        // Read the one field through `?.`: `if let` copied the whole pending statement.
        if let frameCount = pendingStatement?.frameCount, frameCount > frames.count { pendingStatement = nil }
        if let frameCount = binding?.frameCount, frameCount > frames.count { binding = nil }
    }

    /// At a call's `)`: a call with closures in its parentheses becomes a `CallSite`, and a call
    /// followed by `{` is kept for that trailing closure (only the token right after the `)` can
    /// use it, so for any other call nothing needs doing).
    @inline(__always)
    mutating func closeCall(_ call: PendingCall, rightParen: Int) {
        let beforeBrace = kind(nextSignificant(after: rightParen)) == .leftBrace
        guard call.hasClosure || beforeBrace else { return }
        var call = call
        call.rightParen = rightParen
        if let argument = call.finishedArgument { pendingArguments.append(argument) }
        let callIndex = call.hasClosure
            ? materialize(call, arguments: PendingArgument.callArguments(pendingArguments[call.firstArgument...], reader: reader)) : nil
        guard beforeBrace else { return }
        if callIndex == nil {
            closedCallArguments = PendingArgument.callArguments(pendingArguments[call.firstArgument...], reader: reader)
        }
        closedCall = ClosedCall(call: call, callIndex: callIndex, rightParen: rightParen, frameCount: frames.count)
    }

    /// Pops frames until one of the wanted shape closes: a `}` closes the innermost brace even
    /// if a `(` inside it was never closed (broken code recovers at the next brace).
    mutating func closeBracket(_ current: Int, brace: Bool) {
        if brace {
            guard frames.dropFirst().contains(where: { $0.isBrace }) else { return }
            while frames.count > 1, !frames[frames.count - 1].isBrace { popFrame(closingToken: nil) }
            popFrame(closingToken: current)
        } else {
            // A stray `)` or `]` never closes a brace.
            guard frames.count > 1, !frames[frames.count - 1].isBrace else { return }
            popFrame(closingToken: current)
        }
        // The bracket ends a part of the enclosing call's argument (`publisher(for: .done)` in
        // `.onReceive(center.publisher(for: .done))`): the argument reaches at least this far.
        let slot = frames[frames.count - 1].callSlot
        if slot >= 0, frames[frames.count - 1].viewMember != nil, pendingCalls[slot].argumentStart != nil {
            pendingCalls[slot].argumentLastToken = current
        }
    }
}
