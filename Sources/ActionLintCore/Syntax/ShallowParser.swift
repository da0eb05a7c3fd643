/// A shallow, single-pass Swift parser: it finds type declarations and their members, and inside
/// view-building members every call with closure arguments, every closure, and the names each
/// closure reads that are bound inside the member.
///
/// It is not a full Swift parser. It walks the tokens once with an explicit stack of open
/// brackets (no recursion, so deep nesting cannot overflow the stack), recovers from broken code
/// at the next brace, and never fails.
public enum ShallowParser {
    public static func parse(source: SourceFile, tokens: [Token]) -> SyntaxModel {
        var walker = ParserWalker(source: source, tokens: tokens)
        walker.run()
        return walker.model
    }
}

/// The state of one parse.
struct ParserWalker {
    let source: SourceFile
    let tokens: [Token]
    var model = SyntaxModel()
    var frames: [ParserFrame]
    var index = 0
    /// The last three significant tokens, most recent first (-1 when none).
    var previous = (-1, -1, -1)
    var newlineSincePrevious = true
    /// A statement keyword (`if`, `for`, `guard`, …) whose block has not opened yet.
    var pendingStatement: PendingStatement?
    /// A call whose `)` was the previous significant token: a `{` now is its trailing closure.
    var closedCall: (call: PendingCall, callIndex: Int?, rightParen: Int, frameCount: Int)?
    /// The closure whose `}` was just read.
    var lastClosedClosure: Int?
    /// A trailing closure that just closed: `label: {` after it continues the same call.
    var closedTrailing: (call: Int, rightBrace: Int)?
    /// Names being bound by `let`/`var`/`for`/`case let`.
    var binding: BindingCollector?
    /// Attributes and modifiers seen before the next declaration.
    var pendingAttributes: [String] = []
    var pendingModifiers: [String] = []
    var declarationStart: Int?
    /// Frame stacks saved at `#if`, restored at `#elseif`/`#else`.
    var conditionalStack: [[ParserFrame]] = []

    struct PendingStatement {
        var keyword: String
        var frameCount: Int
        var bindings: [ParserFrame.Binding] = []
    }

    struct BindingCollector {
        var frameCount: Int
        /// Bind into the pending statement's block rather than the current scope.
        var intoPendingBlock: Bool
        var depth = 0
        /// `for` patterns end at `in`.
        var untilIn: Bool
    }

    init(source: SourceFile, tokens: [Token]) {
        self.source = source
        self.tokens = tokens
        self.frames = [ParserFrame(kind: .topLevel, open: -1, viewMember: nil)]
    }

    // MARK: - Token helpers

    func text(_ index: Int) -> String { source.text(of: tokens[index]) }
    func isText(_ index: Int, _ literal: StaticString) -> Bool { index >= 0 && index < tokens.count && source.token(tokens[index], is: literal) }
    func kind(_ index: Int) -> TokenKind? { index >= 0 && index < tokens.count ? tokens[index].kind : nil }

    /// Index of the next significant token after `index` (or `tokens.count`).
    func nextSignificant(after index: Int) -> Int {
        var next = index + 1
        while next < tokens.count, tokens[next].kind.isTrivia { next += 1 }
        return next
    }

    /// Whether a line break separates token `index` from the next significant token.
    func lineBreakAfter(_ index: Int) -> Bool {
        var next = index + 1
        while next < tokens.count, tokens[next].kind.isTrivia {
            if tokens[next].kind == .newline || tokens[next].kind == .lineComment || tokens[next].kind == .docLineComment {
                return true
            }
            next += 1
        }
        return false
    }

    var currentViewMember: Int? { frames[frames.count - 1].viewMember }

    // MARK: - Driver

    mutating func run() {
        while index < tokens.count {
            let token = tokens[index]
            if token.kind.isTrivia {
                if token.kind == .newline { newlineSincePrevious = true }
                index += 1
                continue
            }
            let current = index
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
            pendingAttributes.append(text(current))
            skipParenthesizedArgument(after: current)
            return
        case .keyword, .identifier:
            let word = text(current)
            if DeclarationWords.modifiers.contains(word), !isDeclarationNameUse(current) {
                // `class func` / `class var` are modifiers; `class Foo` declares a type.
                if word != "class" || DeclarationWords.introducers.contains(text(nextSignificant(after: current))) {
                    declarationStart = declarationStart ?? current
                    pendingModifiers.append(word)
                    skipParenthesizedArgument(after: current)
                    return
                }
            }
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
    func isDeclarationNameUse(_ current: Int) -> Bool {
        let next = nextSignificant(after: current)
        guard next < tokens.count else { return true }
        switch tokens[next].kind {
        case .equal, .colon, .period, .leftParen, .comma, .rightParen, .rightBrace: return tokens[current].kind == .identifier
        default: return false
        }
    }

    mutating func clearPendingDeclaration() {
        pendingAttributes.removeAll(keepingCapacity: true)
        pendingModifiers.removeAll(keepingCapacity: true)
        declarationStart = nil
    }

    /// Handles a declaration starting with `word`; false when `word` starts none.
    mutating func handleDeclaration(_ word: String, at current: Int) -> Bool {
        switch word {
        case "struct", "class", "enum", "protocol", "extension":
            return declareType(word, at: current)
        case "actor":
            guard kind(nextSignificant(after: current)) == .identifier else { return false }
            return declareType(word, at: current)
        case "func", "init", "subscript", "deinit":
            return declareFunction(word, at: current)
        case "var", "let":
            return declareVariable(at: current)
        case "case":
            guard case let .typeBody(typeIndex) = frames[frames.count - 1].kind else { return false }
            recordEnumCases(after: current, typeIndex: typeIndex)
            clearPendingDeclaration()
            return true
        case "typealias", "associatedtype":
            let name = nextSignificant(after: current)
            if case let .typeBody(typeIndex) = frames[frames.count - 1].kind, kind(name) == .identifier {
                model.types[typeIndex].memberNames.append(text(name))
            }
            clearPendingDeclaration()
            return false
        default:
            return false
        }
    }

    var enclosingTypeIndex: Int? {
        for frame in frames.reversed() {
            if case let .typeBody(typeIndex) = frame.kind { return typeIndex }
        }
        return nil
    }

    mutating func declareType(_ keyword: String, at current: Int) -> Bool {
        guard let header = DeclarationScanner(walker: self).scanTypeHeader(keyword: current) else { return false }
        let parent = enclosingTypeIndex
        let simpleName = header.name
        let qualified: String
        if keyword == "extension" || parent == nil {
            qualified = keyword == "extension" ? extendedName(simpleName, parent: parent) : simpleName
        } else {
            qualified = model.types[parent!].qualifiedName + "." + simpleName
        }
        if let parent, keyword != "extension" { model.types[parent].memberNames.append(simpleName) }
        let typeIndex = model.types.count
        model.types.append(TypeDeclaration(
            kind: TypeDeclaration.Kind(rawValue: keyword) ?? .struct,
            qualifiedName: qualified,
            nameToken: header.nameToken,
            declarationStart: declarationStart ?? current,
            inheritedTypes: header.inheritedTypes,
            modifiers: pendingModifiers,
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

    mutating func declareFunction(_ keyword: String, at current: Int) -> Bool {
        guard let typeIndex = enclosingTypeIndex, case .typeBody = frames[frames.count - 1].kind else {
            clearPendingDeclaration()
            return false
        }
        // A temporary, not a local: a scanner still alive would share the model's arrays, and the
        // appends below would copy them whole for every declaration (quadratic in the file).
        guard let header = DeclarationScanner(walker: self).scanFunctionHeader(keyword: current) else {
            clearPendingDeclaration()
            return false
        }
        if keyword == "func" { model.types[typeIndex].memberNames.append(header.name) }
        guard let leftBrace = header.leftBrace else {
            clearPendingDeclaration()
            notePrevious(current)
            index = header.end
            return true
        }
        let kind: MemberDeclaration.Kind = keyword == "func" ? .function : (keyword == "subscript" ? .subscript : .initializer)
        openMember(kind: kind, name: header.name, typeIndex: typeIndex, resultType: header.resultType,
                   parameters: header.parameterNames, leftBrace: leftBrace, keyword: current)
        return true
    }

    mutating func declareVariable(at current: Int) -> Bool {
        guard let typeIndex = enclosingTypeIndex, case .typeBody = frames[frames.count - 1].kind else {
            clearPendingDeclaration()
            return false
        }
        let header = DeclarationScanner(walker: self).scanVariableHeader(keyword: current)
        for name in header.names { model.types[typeIndex].memberNames.append(name) }
        guard let leftBrace = header.leftBrace, let name = header.names.first else {
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
        let isViewBuilding = DeclarationWords.isViewBuilding(name: name, resultType: resultType, attributes: pendingAttributes)
        let memberIndex = model.members.count
        model.members.append(MemberDeclaration(
            kind: kind, name: name, typeIndex: typeIndex, isViewBuilding: isViewBuilding, resultType: resultType,
            leftBrace: leftBrace, rightBrace: nil, parameterNames: parameters.map(\.name)
        ))
        clearPendingDeclaration()
        notePrevious(keyword)
        var frame = ParserFrame(kind: .memberBody(member: memberIndex), open: leftBrace, viewMember: isViewBuilding ? memberIndex : nil)
        frame.bindings = parameters
        pushFrame(frame)
        index = leftBrace + 1
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
                model.types[typeIndex].memberNames.append(text(next))
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

    func lineBreakBefore(_ index: Int) -> Bool {
        var before = index - 1
        while before >= 0, tokens[before].kind.isTrivia {
            if tokens[before].kind == .newline { return true }
            before -= 1
        }
        return false
    }

    // MARK: - Conditional compilation

    /// `#if` branches are all parsed. Each branch starts from the bracket state at `#if`, so
    /// branches that open a container differently (`NavigationStack {` / `NavigationView {`)
    /// do not unbalance what follows; the last branch's state carries on after `#endif`.
    mutating func handleConditionalDirective(_ current: Int) {
        switch text(current) {
        case "#if":
            conditionalStack.append(frames)
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
    mutating func abandonFrames(restoringTo saved: [ParserFrame]) {
        frames = saved
    }

    // MARK: - Frames

    mutating func pushFrame(_ frame: ParserFrame) {
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
            if var call = frame.call, let closingToken {
                call.finishArgument()
                call.rightParen = closingToken
                // Closures inside the parentheses make it a call site on their own.
                let callIndex = call.hasClosure ? materialize(call) : nil
                closedCall = (call, callIndex, closingToken, frames.count)
            }
        default:
            break
        }
        if let statement = pendingStatement, statement.frameCount > frames.count { pendingStatement = nil }
        if let collector = binding, collector.frameCount > frames.count { binding = nil }
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
    }
}

extension ParserWalker {
    /// The `)`/`]`/`>` matching the bracket at `open`, by token depth; nil if the file ends first
    /// or a brace intervenes at depth zero in a way that shows the header is broken.
    func matchingClose(of open: Int) -> Int? {
        var depth = 0
        var cursor = open
        while cursor < tokens.count, cursor - open < DeclarationScanner.headerLimit * 4 {
            switch tokens[cursor].kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare:
                depth -= 1
                if depth == 0 { return cursor }
            default: break
            }
            cursor += 1
        }
        return nil
    }
}
