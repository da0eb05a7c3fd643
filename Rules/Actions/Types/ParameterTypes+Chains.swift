import ActionLintCore

/// Types of expressions one step past a property path: an optional chain (`a?.b.c` is the type of
/// `c`, made optional), an element picked out of an array (`items.first(where: …)`), and the
/// pairs of `Array(items.enumerated())`.
extension ParameterTypes {
    /// `a?.b.c`: the type of `c`, and whether a `?` on the way makes the whole optional. Nil when
    /// the tokens are not such a chain, or a step's type is not known.
    func chainType(of tokens: [Int], body: (any ActionClosureBody)?) -> (type: TypeText, isOptional: Bool)? {
        var steps: [(name: Int, unwrapped: Bool)] = []
        var position = 0
        while position < tokens.count {
            let name = tokens[position]
            guard file.tokens[name].kind == .identifier || file.text(name) == "self" else { return nil }
            position += 1
            let unwrapped = position < tokens.count && isQuestionMark(tokens[position])
            if unwrapped { position += 1 }
            steps.append((name, unwrapped))
            guard position < tokens.count else { break }
            guard file.tokens[tokens[position]].kind == .period, position + 1 < tokens.count else { return nil }
            position += 1
        }
        if let first = steps.first, file.text(first.name) == "self", !first.unwrapped { steps.removeFirst() }
        guard steps.count >= 2, steps.contains(where: \.unwrapped), steps.last?.unwrapped == false else { return nil }
        let base = [steps[0].name]
        guard var type = body.map({ declaredType(of: base, body: $0)?.type }) ?? pathType(base) else { return nil }
        for (previous, step) in zip(steps, steps.dropFirst()) {
            if previous.unwrapped {
                // `?` on a value that is not optional does not compile: nothing to say then.
                guard let payload = type.optionalPayload else { return nil }
                type = payload
            }
            guard let member = memberType(file.text(step.name), of: type) else { return nil }
            type = member
        }
        return (type, true)
    }

    func isQuestionMark(_ index: Int) -> Bool {
        file.tokens[index].kind == .postfixOperator && file.text(index) == "?"
    }

    /// The type of the property `name` of a value of type `type`: declared by this file or,
    /// failing that, by the module's.
    func memberType(_ name: String, of type: TypeText) -> TypeText? {
        guard let owner = ownerName(of: type) else { return nil }
        if let property = declared.property(name, of: owner), let local = propertyType(property, owner: owner) {
            return local
        }
        return module?.property(name, of: owner)
    }

    /// `T?` for `T`, once: an optional chain's value is never doubly optional.
    func optional(_ type: TypeText) -> TypeText {
        if type.optionalPayload != nil { return type }
        let text = type.text
        let plain = type.isPlainName || type.genericArguments != nil || type.arrayElement != nil
        return TypeText(file: type.file, tokens: [], spelled: plain ? text + "?" : "(" + text + ")?")
    }

    static let elementPickingMethods: Set<String> = ["first", "last", "randomElement", "min", "max"]

    /// `items.first(where: …)`, `items.first`, `items.randomElement()`, `a?.items.last`: one element of
    /// an array, optional; the tokens of `items` (the array) when the expression is that.
    func pickedElementBase(_ tokens: [Int]) -> [Int]? {
        // `first` and `last` are properties too; `randomElement`, `min`, `max` only calls.
        receiver(ofCallIn: tokens, methods: ParameterTypes.elementPickingMethods, properties: ["first", "last"])
    }

    /// The tokens before `.method(…)` (or `.method { … }`) ending `tokens`, one of `methods`, or
    /// before `.property`, one of `properties`.
    func receiver(ofCallIn tokens: [Int], methods: Set<String>, properties: Set<String>) -> [Int]? {
        var end = tokens.count - 1
        if file.tokens[tokens[end]].kind == .rightBrace {
            guard let open = opening(of: end, in: tokens, close: .rightBrace, open: .leftBrace) else { return nil }
            end = open - 1
        }
        if end >= 0, file.tokens[tokens[end]].kind == .rightParen {
            guard let open = opening(of: end, in: tokens, close: .rightParen, open: .leftParen) else { return nil }
            end = open - 1
        }
        guard end >= 2, file.tokens[tokens[end]].kind == .identifier else { return nil }
        let method = file.text(tokens[end])
        let isCall = end < tokens.count - 1
        guard isCall ? methods.contains(method) : properties.contains(method),
              file.tokens[tokens[end - 1]].kind == .period else { return nil }
        return Array(tokens[..<(end - 1)])
    }

    /// `items.firstIndex(where: …)`, `items.lastIndex(of: item)` of an array: an `Int` (optional).
    func pickedIndexType(of tokens: [Int], body: any ActionClosureBody) -> TypeText? {
        guard let base = receiver(ofCallIn: tokens, methods: ["firstIndex", "lastIndex"], properties: []),
              let array = arrayType(of: base, body: body),
              (array.type.optionalPayload ?? array.type).arrayElement != nil else { return nil }
        return TypeText(file: file, tokens: [], spelled: "Int")
    }

    /// The type of an array expression: a property path, or an optional chain (made optional).
    func arrayType(of tokens: [Int], body: any ActionClosureBody) -> (type: TypeText, isOptional: Bool)? {
        if let chain = chainType(of: tokens, body: body) { return chain }
        return declaredType(of: tokens, body: body).map { ($0.type, false) }
    }

    /// What `if let x = items.first(where: …)` (or `a?.items.first`) binds: the element.
    func pickedElementType(of tokens: [Int], body: any ActionClosureBody) -> TypeText? {
        guard let base = pickedElementBase(tokens), let array = arrayType(of: base, body: body) else { return nil }
        let type = array.isOptional ? array.type.optionalPayload ?? array.type : array.type
        return type.arrayElement
    }

    /// `Array(items.enumerated())` or `items.enumerated()`: the tokens of `items`.
    func enumeratedBase(_ tokens: [Int]) -> [Int]? {
        let tokens = arrayInitializerArgument(tokens) ?? tokens
        let texts = tokens.suffix(4).map { file.text($0) }
        guard tokens.count >= 5, texts == [".", "enumerated", "(", ")"] else { return nil }
        return Array(tokens.dropLast(4))
    }

    /// `key(setting.key)` or `self.key(…)`: the result type the view's own methods of that name
    /// write (every overload the same, not generic, not opaque), when the member holding `body`
    /// declares no local function of the name.
    func ownMethodResultType(of tokens: [Int], body: any ActionClosureBody) -> TypeText? {
        var tokens = tokens
        if tokens.count >= 3, file.text(tokens[0]) == "self", file.tokens[tokens[1]].kind == .period {
            tokens.removeFirst(2)
        }
        guard tokens.count >= 3, file.tokens[tokens[0]].kind == .identifier, file.tokens[tokens[1]].kind == .leftParen,
              file.matchingParen(of: tokens[1]) == tokens[tokens.count - 1] else { return nil }
        let name = file.text(tokens[0])
        let methods = file.syntax.members.filter { member in
            member.kind == .function && member.name == name
                && file.syntax.types[member.typeIndex].qualifiedName == typeName
        }
        let results = Set(methods.map(\.resultType))
        guard results.count == 1, let result = results.first, !result.isEmpty, !result.hasPrefix("some "),
              !result.contains("Self"), !ClosureParameters.isGeneric(result) else { return nil }
        let holder = file.syntax.members[body.closure.member]
        let end = holder.rightBrace ?? holder.leftBrace
        let shadowed = (holder.leftBrace..<end).contains { index in
            file.tokens[index].kind == .identifier && file.text(index) == name
                && file.previousSignificant(before: index).map { file.text($0) == "func" } == true
        }
        return shadowed ? nil : TypeText(file: file, tokens: [], spelled: result)
    }
}
