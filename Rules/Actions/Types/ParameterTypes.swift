import ActionLintCore

/// The types of an extracted member's parameters, from what the file says: a closure
/// parameter's written type; the element type of the `ForEach`/`List`/`for` data when that is a
/// property or parameter declared with an array type (`[Item]`, `Array<Item>`,
/// `IdentifiedArrayOf<Item>`; `$items` gives `Binding<Item>`; `0..<n` and `items.indices` give
/// `Int`; `Mode.allCases` gives `Mode`); the declared type of what an `if let` unwraps; for a
/// literal, the type of the property it is assigned to or the parameter it is passed to (a
/// function or enum case of this file), else its own literal type. Never a guess past that.
struct ParameterTypes {
    enum Resolution {
        /// `safe` is false for a literal typed by its spelling alone (`3` as `Int`), which the
        /// context might have read as another type (`CGFloat`).
        case type(String, safe: Bool)
        case unknown(reason: String)
    }

    let file: ParsedFile
    let typeName: String
    let declared: DeclaredTypes
    /// The module's other files, for types this file does not write.
    var module: ModuleTypeFacts? = nil

    // MARK: - Bindings

    /// The type of the binding `read` (read by `body`).
    func type(of read: BoundRead, in body: any ActionClosureBody) -> Resolution {
        module?.reset()
        guard let binding = file.tokenIndex(at: read.bindingOffset) else { return unknown(read) }
        if file.text(binding).hasPrefix("$") { return projectedBindingType(binding, read: read, body: body) }
        let member = file.syntax.members[body.closure.member]
        if binding < member.leftBrace { return memberParameterType(binding, read: read) }
        if let closure = closureDeclaring(binding) {
            return closureParameterType(binding, closure: closure, read: read, body: body)
        }
        if let pattern = casePatternBinding(binding) { return casePatternType(pattern, read: read, body: body) }
        guard let before = file.previousSignificant(before: binding) else { return unknown(read) }
        let keyword = file.text(before)
        if keyword == "for" { return forVariableType(binding, read: read, body: body) }
        if keyword == "var" {
            return .unknown(reason: "the closures read `\(read.name)`, a variable of `\(member.name)`; a parameter "
                + "could not be changed as the closures may change it")
        }
        guard keyword == "let" else { return unknown(read) }
        if let explicit = writtenType(after: binding) { return .type(explicit.text, safe: true) }
        let introducer = file.previousSignificant(before: before).map { file.text($0) }
        let isCondition = introducer == "if" || introducer == "guard" || introducer == "while" || introducer == ","
        guard let next = file.nextSignificant(after: binding) else { return unknown(read) }
        if file.tokens[next].kind == .equal {
            let value = expression(after: next, trailingClosures: !isCondition)
            let type = isCondition ? unwrappedType(of: value, body: body) : valueType(of: value, body: body)
            return type.map { .type($0.text, safe: true) } ?? unknown(read, value: value)
        }
        // `if let item`: the property of that name, unwrapped.
        guard isCondition, let type = unwrappedType(of: [binding], body: body) else { return unknown(read) }
        return .type(type.text, safe: true)
    }

    func unknown(_ read: BoundRead) -> Resolution {
        if let refusal = module?.refusal {
            return .unknown(reason: "the type of `\(read.name)` is not known: \(refusal)")
        }
        return .unknown(reason: "the type of `\(read.name)` is not written in this file "
            + "(the closures read it as a per-site value)")
    }

    /// `let key = key(setting.key)`: what kind of value the type was not read from.
    func unknown(_ read: BoundRead, value: [Int]) -> Resolution {
        guard module?.refusal == nil, let first = value.first, let last = value.last else { return unknown(read) }
        var text = file.source.text(file.offset(first)..<Int(file.tokens[last].end))
        // A call over lines, or long: `YouTubePlayer(…)`, its callee and no arguments.
        if text.contains("\n") || text.count > 60,
           let open = value.first(where: { file.tokens[$0].kind == .leftParen }) {
            text = file.source.text(file.offset(first)..<file.offset(open)) + "(…)"
        }
        guard file.tokens[last].kind == .rightParen else {
            return .unknown(reason: "the type of `\(read.name)` is not known: its value `\(text)` has no type written "
                + "in this file")
        }
        return .unknown(reason: "the type of `\(read.name)` is not known: its value `\(text)` is a call, whose "
            + "result type is not read")
    }

    /// `LazyImage(url: u) { state in … }`: the closure's parameter of a view or function neither
    /// the catalog nor the module declares.
    func undeclaredCallee(_ callee: String, read: BoundRead) -> Resolution {
        guard isDeclaredOutsideModule(callee) else { return unknown(read) }
        return .unknown(reason: "the type of `\(read.name)` is not known: it is " + parameterOfUndeclared(callee))
    }

    /// `a parameter of the `LazyImage` closure, and `LazyImage` is declared in no file of this module`.
    func parameterOfUndeclared(_ callee: String) -> String {
        "a parameter of the `\(callee)` closure, and `\(callee)` is declared in no file of this module"
    }

    /// Whether `callee` names a type (a view) no file of this module declares.
    func isDeclaredOutsideModule(_ callee: String) -> Bool {
        guard let module, callee.first?.isUppercase == true, !callee.contains("."),
              declaredTypeName(callee) == nil, case .external? = module.resolve(callee, in: typeName) else {
            return false
        }
        return true
    }

    /// `: Item` right after a name, up to `=`, `,`, `)`, `{` or `in` at depth 0.
    func writtenType(after name: Int) -> TypeText? {
        guard let colon = file.nextSignificant(after: name), file.tokens[colon].kind == .colon else { return nil }
        var tokens: [Int] = []
        var depth = 0
        var cursor = file.nextSignificant(after: colon)
        while let index = cursor {
            let kind = file.tokens[index].kind
            let ends = kind == .equal || kind == .comma || kind == .rightParen || kind == .leftBrace
                || kind == .semicolon || file.source.token(file.tokens[index], is: "in")
                || file.source.token(file.tokens[index], is: "else")
            if depth == 0, ends { break }
            switch kind {
            case .leftParen, .leftSquare, .leftAngle: depth += 1
            case .rightParen, .rightSquare, .rightAngle: depth -= 1
            case .leftBrace, .rightBrace: return nil
            default: break
            }
            tokens.append(index)
            cursor = file.nextSignificant(after: index)
        }
        return tokens.isEmpty ? nil : TypeText(file: file, tokens: tokens)
    }

    /// `func row(for item: Item)`: the written type, unless it is variadic or `inout`.
    func memberParameterType(_ binding: Int, read: BoundRead) -> Resolution {
        guard let type = writtenType(after: binding) else { return unknown(read) }
        if type.tokens.contains(where: { file.text($0) == "..." || file.text($0) == "inout" }) {
            return .unknown(reason: "the closures read `\(read.name)`, a variadic or `inout` parameter")
        }
        return .type(type.text, safe: true)
    }

    /// The closure whose signature holds token `binding`.
    func closureDeclaring(_ binding: Int) -> ClosureExpression? {
        file.syntax.closures.last { closure in
            guard let inToken = closure.inToken else { return false }
            return closure.leftBrace < binding && binding < inToken
        }
    }

    func closureParameterType(_ binding: Int, closure: ClosureExpression, read: BoundRead,
        body: any ActionClosureBody) -> Resolution {
        if let explicit = writtenType(after: binding) { return .type(explicit.text, safe: true) }
        guard let callIndex = closure.call else { return unknown(read) }
        let call = file.syntax.calls[callIndex]
        switch call.callee {
        case "GeometryReader": return .type("GeometryProxy", safe: true)
        case "ScrollViewReader": return .type("ScrollViewProxy", safe: true)
        case "ForEach", "List":
            // The content closure of `ForEach(data)`: one parameter, the element; two for
            // `ForEach(Array(items.enumerated()))`: the offset and the element.
            guard let data = call.arguments.first, data.label == nil || data.label == "data",
                  data.closure == nil else { return unknown(read) }
            var tokens = (data.valueStart..<data.valueEnd).filter { !file.tokens[$0].kind.isTrivia }
            if closure.parameters.count == 2, let base = enumeratedBase(tokens) {
                if closure.parameters.firstIndex(of: read.name) == 0 { return .type("Int", safe: true) }
                tokens = base
            } else if closure.parameters.count != 1 {
                return unknown(read)
            }
            let bindings = closure.parameters.count == 1
            if let element = elementType(of: tokens, body: body, bindings: bindings) {
                return .type(element, safe: true)
            }
            return elementsUnknown(tokens, read: read, body: body)
        default:
            let arity = closure.parameters.count
            if let (argument, derivation) = ArgumentDerivedParameters.source(of: call, arity: arity) {
                if let derived = derivedType(from: argument, derivation, body: body) {
                    return .type(derived.text, safe: true)
                }
                guard module?.refusal == nil else { return undeclaredCallee(call.callee, read: read) }
                let end = Int(file.tokens[argument.valueEnd - 1].end)
                let written = file.source.text(file.offset(argument.valueStart)..<end)
                return .unknown(reason: "the type of `\(read.name)` is not known: `\(call.callee)` gives it the value "
                    + "of `\(written)`, whose type is not written in this file")
            }
            return undeclaredCallee(call.callee, read: read)
        }
    }

    /// Why the elements of the `ForEach` data `tokens` have no type: the module's reason, a local
    /// constant whose type is not written, or no declared type in this file.
    func elementsUnknown(_ tokens: [Int], read: BoundRead, body: any ActionClosureBody) -> Resolution {
        guard let first = tokens.first, let last = tokens.last else { return unknown(read) }
        let written = file.source.text(file.offset(first)..<Int(file.tokens[last].end))
        let elements = "the elements of `\(written)`"
        if let local = localConstant(file.text(first), before: body.closure.leftBrace, body: body) {
            return .unknown(reason: "the type of `\(read.name)` (\(elements)) is not known: `\(local)` is a local "
                + "constant of `\(file.syntax.members[body.closure.member].name)` with no written type")
        }
        if let refusal = module?.refusal {
            return .unknown(reason: "the type of `\(read.name)` (\(elements)) is not known: \(refusal)")
        }
        return .unknown(reason: "the type of `\(read.name)` is not written in this file: \(elements) have no "
            + "declared type here")
    }

    /// `name` when the member holding `body` declares it with `let name =` (no
    /// written type) before `end`.
    func localConstant(_ name: String, before end: Int, body: any ActionClosureBody) -> String? {
        localInitializer(name, before: end, body: body) == nil ? nil : name
    }

    /// The initial value of `let name = …` in the member holding `body`, in a scope still open
    /// at `end` (the nearest such declaration before it).
    func localInitializer(_ name: String, before end: Int, body: any ActionClosureBody) -> [Int]? {
        let member = file.syntax.members[body.closure.member]
        var index = end - 1
        while index > member.leftBrace {
            defer { index -= 1 }
            guard file.tokens[index].kind == .identifier, file.text(index) == name,
                  let keyword = file.previousSignificant(before: index), file.text(keyword) == "let",
                  let equal = file.nextSignificant(after: index), file.tokens[equal].kind == .equal,
                  isOpen(from: index, to: end) else { continue }
            let value = expression(after: equal)
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// Whether no brace closes between `start` and `end` that opened before `start`.
    func isOpen(from start: Int, to end: Int) -> Bool {
        var depth = 0
        for index in start..<end {
            switch file.tokens[index].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth < 0 { return false }
            default: break
            }
        }
        return true
    }

    /// `Array(items)` → `items` (one unlabelled argument): the same elements.
    func arrayInitializerArgument(_ tokens: [Int]) -> [Int]? {
        guard tokens.count >= 4, file.text(tokens[0]) == "Array", file.tokens[tokens[1]].kind == .leftParen,
              file.matchingParen(of: tokens[1]) == tokens[tokens.count - 1] else { return nil }
        let inside = Array(tokens[2..<(tokens.count - 1)])
        var depth = 0
        for index in inside {
            switch file.tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .comma where depth == 0, .colon where depth == 0: return nil
            default: break
            }
        }
        return inside
    }

    /// `for item in items {`.
    func forVariableType(_ binding: Int, read: BoundRead, body: any ActionClosureBody) -> Resolution {
        let tokens = forSequence(after: binding)
        guard !tokens.isEmpty else { return unknown(read) }
        return elementType(of: tokens, body: body, bindings: false).map { .type($0, safe: true) } ?? unknown(read)
    }

    /// `items` in `for item in items {`: the sequence after the loop variable, empty without `in`.
    func forSequence(after binding: Int) -> [Int] {
        guard let inToken = file.nextSignificant(after: binding),
              file.source.token(file.tokens[inToken], is: "in") else { return [] }
        var tokens: [Int] = []
        var cursor = file.nextSignificant(after: inToken)
        var depth = 0
        while let index = cursor, depth > 0 || file.tokens[index].kind != .leftBrace {
            switch file.tokens[index].kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            default: break
            }
            tokens.append(index)
            cursor = file.nextSignificant(after: index)
        }
        return tokens
    }

    /// An `=`'s right-hand side: up to a depth-0 `,`, `{` or `else`, or the end of the line.
    /// `trailingClosures`: a `{` after a name or `)` is a trailing closure of the value (`items.filter
    /// { … }`), not a block, as it is after a plain `let x =` (not after an `if let`).
    func expression(after equal: Int, trailingClosures: Bool = false) -> [Int] {
        var tokens: [Int] = []
        var depth = 0
        var cursor = file.nextSignificant(after: equal)
        var line = file.source.line(of: file.offset(equal))
        while let index = cursor {
            let kind = file.tokens[index].kind
            if trailingClosures, depth == 0, kind == .leftBrace, let previous = tokens.last,
               file.tokens[previous].kind == .identifier || file.tokens[previous].kind == .rightParen,
               let close = file.matchingBrace(of: index) {
                tokens += (index...close).filter { !file.tokens[$0].kind.isTrivia }
                line = file.source.line(of: file.offset(close))
                cursor = file.nextSignificant(after: close)
                continue
            }
            if depth == 0, kind == .comma || kind == .leftBrace || kind == .rightBrace || kind == .semicolon
                || file.source.token(file.tokens[index], is: "else") ||
                    file.source.line(of: file.offset(index)) != line && kind != .period {
                break
            }
            switch kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            default: break
            }
            tokens.append(index)
            cursor = file.nextSignificant(after: index)
        }
        return tokens
    }

    // MARK: - Expressions

    /// The declared type of the name `tokens` reads: `items` or `self.items`, a property of the
    /// view type or a parameter of the member holding `body`.
    func declaredType(of tokens: [Int], body: any ActionClosureBody) -> (type: TypeText, attributes: [String])? {
        var tokens = tokens
        if tokens.count >= 3, file.text(tokens[0]) == "self",
           file.tokens[tokens[1]].kind == .period { tokens.removeFirst(2) }
        // `model.songs`: a property of a type this file declares, held by the view.
        if tokens.count == 3, file.tokens[tokens[1]].kind == .period, file.tokens[tokens[2]].kind == .identifier,
           let owner = declaredType(of: [tokens[0]], body: body)?.type, owner.isPlainName,
           let ownerName = declaredTypeName(owner.text),
           let property = declared.property(file.text(tokens[2]), of: ownerName),
           let type = propertyType(property, owner: ownerName) {
            return (type, property.attributes)
        }
        if let type = moduleMemberType(of: tokens, body: body) { return (type, []) }
        guard tokens.count == 1, file.tokens[tokens[0]].kind == .identifier else { return nil }
        let name = file.text(tokens[0])
        // A row's binding shadows the member's parameters and the view's properties.
        if let closure = enclosingClosure(binding: name, at: tokens[0], body: body) {
            if let row = rowElementType(of: closure, binding: name, body: body) { return (row, []) }
            module?.note(unknownClosureParameter(name, of: closure))
            return nil
        }
        let member = file.syntax.members[body.closure.member]
        if member.parameterNames.contains(name),
           let header = parameterToken(named: name, before: member.leftBrace, member: member),
           let type = writtenType(after: header) {
            return (type, [])
        }
        // A property of the view declared in another file's extension of it.
        guard let property = declared.property(name, of: typeName) else {
            if let local = localConstantType(name, before: tokens[0], body: body) { return (local, []) }
            if let element = loopVariableType(name, at: tokens[0], body: body) { return (element, []) }
            return module?.property(name, of: typeName).map { ($0, []) }
        }
        if let type = propertyType(property) { return (type, property.attributes) }
        return attributeType(ofProperty: name).map { ($0, property.attributes) }
    }

    /// A stored property's type from its initial value: `[Item]()`, or `Model()` / `Model(…)`
    /// for a struct, class or actor this file declares (an enum's `init(rawValue:)` may fail).
    func literalType(ofInitializer tokens: [Int]) -> [Int]? {
        guard tokens.count >= 3, file.tokens[tokens[tokens.count - 1]].kind == .rightParen else { return nil }
        if tokens.count >= 4, file.tokens[tokens[tokens.count - 2]].kind == .leftParen,
           file.tokens[tokens[0]].kind == .leftSquare {
            return Array(tokens.dropLast(2))
        }
        guard file.tokens[tokens[0]].kind == .identifier, file.tokens[tokens[1]].kind == .leftParen,
              file.matchingParen(of: tokens[1]) == tokens[tokens.count - 1],
              declaredTypeName(file.text(tokens[0])).map({ name in
                  file.syntax.types.contains { declaration in declaration.qualifiedName == name &&
                      declaration.isSurelyMadeByItsInitializers }
              }) ?? (module?.isMadeByInitializers(file.text(tokens[0])) == true)
        else { return nil }
        return [tokens[0]]
    }

    /// The qualified name of the type this file declares under `name`, seen from the view: nested
    /// in the view (`PlaylistView.Model`), or at file scope.
    func declaredTypeName(_ name: String) -> String? {
        let nested = typeName + "." + name
        if file.syntax.types.contains(where: { $0.qualifiedName == nested }) { return nested }
        return file.syntax.types.contains(where: { $0.qualifiedName == name }) ? name : nil
    }

    /// The parameter name token `name` in the header of `member`.
    func parameterToken(named name: String, before leftBrace: Int, member: MemberDeclaration) -> Int? {
        var index = leftBrace - 1
        while index >= 0, file.tokens[index].kind != .leftBrace && file.tokens[index].kind != .rightBrace {
            if file.tokens[index].kind == .identifier, file.text(index) == name,
               let colon = file.nextSignificant(after: index), file.tokens[colon].kind == .colon {
                return index
            }
            index -= 1
        }
        return nil
    }

    /// The element type of a collection expression, as text. `bindings`: `$items` is allowed
    /// (a `ForEach` over a binding gives bindings to the elements).
    func elementType(of tokens: [Int], body: any ActionClosureBody, bindings: Bool) -> String? {
        guard !tokens.isEmpty else { return nil }
        if isIntegerRange(tokens, body: body) { return "Int" }
        let texts = tokens.map { file.text($0) }
        // `Mode.allCases`.
        if texts.count >= 3, texts.last == "allCases", texts[texts.count - 2] == ".",
           tokens.dropLast(2).allSatisfy({ file.tokens[$0].kind == .identifier || file.tokens[$0].kind == .period }),
           let first = texts.first?.first, first.isUppercase {
            return texts.dropLast(2).joined()
        }
        // `items.indices`.
        if texts.count >= 3, texts.last == "indices", texts[texts.count - 2] == ".",
           let base = declaredType(of: Array(tokens.dropLast(2)), body: body), base.type.arrayElement != nil {
            return "Int"
        }
        // `items.sorted(…)`, `items.filter { … }`, `items.reversed()`, `Array(items)`: the same elements.
        if let base = elementPreservingBase(tokens) ?? arrayInitializerArgument(tokens) {
            return elementType(of: base, body: body, bindings: bindings)
        }
        // `let shown = Array(items.prefix(3))` before, in a scope still open here.
        if tokens.count == 1, file.tokens[tokens[0]].kind == .identifier,
           let value = localInitializer(texts[0], before: tokens[0], body: body) {
            if let element = elementType(of: value, body: body, bindings: false) { return element }
            // `if let plugins = byCategory[category]`, `let shown = c ? a : b`: the constant's type.
            return localConstantType(texts[0], before: tokens[0], body: body)?.arrayElement?.text
        }
        // `$items`: bindings to the elements of a `@State` or `@Binding` array.
        if bindings, tokens.count == 1, texts[0].hasPrefix("$"), texts[0].count > 1 {
            let name = String(texts[0].dropFirst())
            guard let property = declared.property(name, of: typeName),
                  property.attributes.contains(where: { $0 == "@State" || $0 == "@Binding" }),
                  let element = TypeText(file: file, tokens: property.type).arrayElement else { return nil }
            return "Binding<\(element.text)>"
        }
        guard let declared = declaredType(of: tokens, body: body) else { return nil }
        if let element = declared.type.arrayElement { return element.text }
        if bindings, let element = declared.type.bindingValue?.arrayElement { return "Binding<\(element.text)>" }
        return nil
    }

    static let elementPreservingMethods: Set<String> = ["sorted", "filter", "reversed", "shuffled", "prefix", "suffix",
        "dropFirst", "dropLast"]

    /// `base.sorted(by: …)` / `base.filter { … }` → `base`.
    func elementPreservingBase(_ tokens: [Int]) -> [Int]? {
        var end = tokens.count - 1
        // Trailing closure, then argument list, both optional but at least one.
        var sawCall = false
        if file.tokens[tokens[end]].kind == .rightBrace {
            guard let open = opening(of: end, in: tokens, close: .rightBrace, open: .leftBrace) else { return nil }
            end = open - 1
            sawCall = true
        }
        if end >= 0, file.tokens[tokens[end]].kind == .rightParen {
            guard let open = opening(of: end, in: tokens, close: .rightParen, open: .leftParen) else { return nil }
            end = open - 1
            sawCall = true
        }
        guard sawCall, end >= 2, file.tokens[tokens[end]].kind == .identifier,
              ParameterTypes.elementPreservingMethods.contains(file.text(tokens[end])),
              file.tokens[tokens[end - 1]].kind == .period else { return nil }
        return Array(tokens[..<(end - 1)])
    }

    func opening(of close: Int, in tokens: [Int], close closeKind: TokenKind, open openKind: TokenKind) -> Int? {
        var depth = 0
        var position = close
        while position >= 0 {
            let kind = file.tokens[tokens[position]].kind
            if kind == closeKind { depth += 1 }
            if kind == openKind {
                depth -= 1
                if depth == 0 { return position }
            }
            position -= 1
        }
        return nil
    }

    /// `0..<5`, `0..<items.count`, `1...count` where `count: Int`.
    func isIntegerRange(_ tokens: [Int], body: any ActionClosureBody) -> Bool {
        var parenthesized = tokens
        while parenthesized.count >= 2, file.tokens[parenthesized[0]].kind == .leftParen,
              file.tokens[parenthesized[parenthesized.count - 1]].kind == .rightParen {
            parenthesized = Array(parenthesized.dropFirst().dropLast())
        }
        guard let operatorPosition = parenthesized.firstIndex(where: { file.text($0) == "..<" ||
              file.text($0) == "..." }),
              operatorPosition > 0, operatorPosition < parenthesized.count - 1 else { return false }
        return isInteger(Array(parenthesized[..<operatorPosition]), body: body)
            && isInteger(Array(parenthesized[(operatorPosition + 1)...]), body: body)
    }

    /// An integer literal, a `.count`, or a property or parameter declared `Int`.
    func isInteger(_ tokens: [Int], body: any ActionClosureBody) -> Bool {
        if tokens.count == 1, file.tokens[tokens[0]].kind == .integerLiteral { return true }
        if tokens.count >= 3, file.text(tokens[tokens.count - 1]) == "count",
           file.tokens[tokens[tokens.count - 2]].kind == .period { return true }
        return declaredType(of: tokens, body: body).map { $0.type.text == "Int" } ?? false
    }

    /// What `if let x = <tokens>` binds: the payload of an optional property, `as? T`'s `T`, an
    /// array property's `.first` / `.last` element, its `firstIndex(where:)`.
    func unwrappedType(of tokens: [Int], body: any ActionClosureBody) -> TypeText? {
        if tokens.count >= 3, let asPosition = tokens.lastIndex(where: { file.text($0) == "as" }),
           asPosition + 1 < tokens.count, file.text(tokens[asPosition + 1]) == "?" {
            let type = Array(tokens[(asPosition + 2)...])
            return type.isEmpty ? nil : TypeText(file: file, tokens: type)
        }
        if pickedElementBase(tokens) != nil { return pickedElementType(of: tokens, body: body) }
        // `if let plugins = byCategory[category]`: a dictionary's value.
        if let value = dictionaryValue(of: tokens, body: body) { return value }
        if let index = pickedIndexType(of: tokens, body: body) { return index }
        if let chain = chainType(of: tokens, body: body) { return chain.type.optionalPayload ?? chain.type }
        return declaredType(of: tokens, body: body)?.type.optionalPayload
    }

    /// What `let x = <tokens>` holds: an element of an array property (`groups[index]`), a
    /// dictionary's value (optional), or a property's value; either branch of `c ? a : b`, the
    /// left of `a ?? b` unwrapped, an array `filter`ed or `sorted` (the same array type).
    func valueType(of tokens: [Int], body: any ActionClosureBody) -> TypeText? {
        if let composed = composedValueType(of: tokens, body: body) { return composed }
        if tokens.count >= 4, file.tokens[tokens[tokens.count - 1]].kind == .rightSquare,
           let open = opening(of: tokens.count - 1, in: tokens, close: .rightSquare, open: .leftSquare), open > 0,
           let base = declaredType(of: Array(tokens[..<open]), body: body)?.type {
            if let element = base.arrayElement { return element }
            return dictionaryValue(of: tokens, body: body).map {
                TypeText(file: file, tokens: [], spelled: $0.text + "?")
            }
        }
        if let chain = chainType(of: tokens, body: body) { return optional(chain.type) }
        if let result = ownMethodResultType(of: tokens, body: body) { return result }
        return declaredType(of: tokens, body: body)?.type
    }
}
