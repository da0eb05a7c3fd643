import ActionLintCore

/// Names bound around a read by an enclosing row or loop: `shelf` in `ForEach(shelf.books)`
/// inside `ForEach(library.shelves) { shelf in … }`, at any depth, each typed as the element of
/// its own data wherever that is declared; `shelf` inside `for shelf in library.shelves { … }`;
/// `item` inside `.sheet(item: $shown) { item in … }` (`ArgumentDerivedParameters`).
extension ParameterTypes {
    /// The innermost closure around the action whose parameters bind `name` read at `token` (as
    /// the compiler resolves it: it shadows the member's parameters and the view's properties).
    func enclosingClosure(binding name: String, at token: Int, body: any ActionClosureBody) -> ClosureExpression? {
        var enclosing = body.closure.parent
        while let index = enclosing {
            let closure = file.syntax.closures[index]
            enclosing = closure.parent
            guard let inToken = closure.inToken, inToken < token, closure.rightBrace.map({ token < $0 }) ?? true,
                  closure.parameters.contains(name) else { continue }
            return closure
        }
        return nil
    }

    /// Why the parameter `name` of `closure` has no known type: what calls the closure.
    func unknownClosureParameter(_ name: String, of closure: ClosureExpression) -> String {
        guard let callIndex = closure.call else { return "`\(name)` is a parameter of a closure with no written type" }
        let call = file.syntax.calls[callIndex]
        let callee = call.callee
        if callee == "ForEach" || callee == "List", let data = call.arguments.first, data.closure == nil {
            let written = file.source.text(file.offset(data.valueStart)..<Int(file.tokens[data.valueEnd - 1].end))
            return "`\(name)` is a row of `\(callee)`, and the type of the elements of `\(written)` is not known"
        }
        if isDeclaredOutsideModule(callee) { return "`\(name)` is " + parameterOfUndeclared(callee) }
        return "`\(name)` is a parameter of the `\(callee)` closure, whose type is not read"
    }

    /// The element a row closure's one parameter binds: the written type, else the element of
    /// the data its `ForEach` or `List` is given.
    func rowElementType(of closure: ClosureExpression, binding name: String,
                        body: any ActionClosureBody) -> TypeText? {
        guard let inToken = closure.inToken else { return nil }
        let binding = (closure.leftBrace..<inToken).first {
            file.tokens[$0].kind == .identifier && file.text($0) == name
        }
        if let binding, let written = writtenType(after: binding) { return written }
        if let derived = argumentDerivedType(of: closure, body: body) { return derived }
        guard closure.parameters.count == 1, let callIndex = closure.call else { return nil }
        let call = file.syntax.calls[callIndex]
        guard call.callee == "ForEach" || call.callee == "List", let data = call.arguments.first,
              data.label == nil || data.label == "data", data.closure == nil else { return nil }
        return collectionElement((data.valueStart..<data.valueEnd).filter { !file.tokens[$0].kind.isTrivia },
                                 body: body)
    }

    /// The type of `name` read at `token` inside the body of `for name in sequence { … }` of the
    /// action's member: the element of the sequence.
    func loopVariableType(_ name: String, at token: Int, body: any ActionClosureBody) -> TypeText? {
        let member = file.syntax.members[body.closure.member]
        var index = token
        while index > member.leftBrace {
            index -= 1
            guard file.tokens[index].kind == .identifier, file.text(index) == name,
                  let keyword = file.previousSignificant(before: index), file.text(keyword) == "for",
                  isOpen(from: index, to: token) else { continue }
            return collectionElement(forSequence(after: index), body: body)
        }
        return nil
    }

    /// The element of an array the tokens hold, through `sorted`/`filter`/`Array(…)`.
    func collectionElement(_ tokens: [Int], body: any ActionClosureBody) -> TypeText? {
        var tokens = tokens
        while !tokens.isEmpty, let base = elementPreservingBase(tokens) ?? arrayInitializerArgument(tokens) {
            tokens = base
        }
        guard !tokens.isEmpty else { return nil }
        return declaredType(of: tokens, body: body)?.type.arrayElement
    }
}
