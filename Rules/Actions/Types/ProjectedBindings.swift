import ActionLintCore

/// `ForEach($todos) { $todo in … }`: a body that only reads `todo`, the binding's wrapped value,
/// can take that value — `func record(_ todo: Todo)` called as `{ record(todo) }`, which reads the
/// binding when the action runs, as the closure did. A body that changes it (`todo.isDone = true`,
/// a method call that may mutate, `&todo`) or uses the binding (`$todo`) needs the binding itself,
/// which a parameter does not stand for; one that changes the data the binding projects
/// (`todos.removeAll { … }`) would read another value after the change.
extension ParameterTypes {
    func projectedBindingType(_ binding: Int, read: BoundRead, body: any ActionClosureBody) -> Resolution {
        let projection = file.text(binding)
        if changes(read.name, projection: projection, in: body) {
            return .unknown(reason: "the closures change `\(read.name)`, bound by `\(projection)` "
                + "(a property wrapper's projection), which a parameter cannot stand for")
        }
        guard let data = forEachData(declaring: binding) else { return unknown(read) }
        let tokens = (data.valueStart..<data.valueEnd).filter { !file.tokens[$0].kind.isTrivia }
        // The value is read once, when the action starts: the same as each read of the binding only
        // while the body leaves the data it projects alone (`todos.removeAll { … }` would not).
        if let first = tokens.first {
            let root = String(file.text(first).dropFirst())
            if changes(root, projection: "$" + root, in: body) {
                return .unknown(reason: "the closures change `\(root)`, which `\(projection)` is a binding into: "
                    + "a parameter holding `\(read.name)` would not see the change")
            }
        }
        guard let element = wrappedElementType(of: tokens) else {
            let written = file.source.text(file.offset(data.valueStart)..<Int(file.tokens[data.valueEnd - 1].end))
            return .unknown(reason: "the type of `\(read.name)` is not written in this file: the elements of "
                + "`\(written)` have no declared type here")
        }
        return .type(element.text, safe: true)
    }

    /// The data argument of the `ForEach`/`List` whose one-parameter content closure binds `binding`.
    func forEachData(declaring binding: Int) -> CallArgument? {
        guard let closure = closureDeclaring(binding), let callIndex = closure.call else { return nil }
        guard closure.parameters.count == 1 else { return nil }
        let call = file.syntax.calls[callIndex]
        guard call.callee == "ForEach" || call.callee == "List", let data = call.arguments.first,
              data.label == nil || data.label == "data", data.closure == nil else { return nil }
        return data
    }

    /// The element type of the array a `$items` or `$model.items` projects: the view's property
    /// `items`, or the property `items` of the type this file declares for `model`.
    func wrappedElementType(of tokens: [Int]) -> TypeText? {
        guard let first = tokens.first, file.text(first).hasPrefix("$") else { return nil }
        let name = String(file.text(first).dropFirst())
        guard let property = declared.property(name, of: typeName) else { return nil }
        guard let type = propertyType(property) else { return nil }
        if tokens.count == 1 { return type.arrayElement ?? type.bindingValue?.arrayElement }
        guard tokens.count == 3, file.tokens[tokens[1]].kind == .period, file.tokens[tokens[2]].kind == .identifier,
              type.isPlainName, let owner = declaredTypeName(type.text),
              let member = declared.property(file.text(tokens[2]), of: owner) else { return nil }
        return propertyType(member, owner: owner)?.arrayElement
    }

    /// Whether the body may change `name` (assign to it or to a property of it, call a method of
    /// it, pass it `inout`) or uses its binding `projection`.
    func changes(_ name: String, projection: String, in body: any ActionClosureBody) -> Bool {
        for index in body.kept where file.tokens[index].kind == .identifier || file.text(index).hasPrefix("$") {
            let text = file.text(index)
            if text == projection { return true }
            guard text == name, TokenTexts.isRead(index, file: file) else { continue }
            if let before = file.previousSignificant(before: index), file.text(before) == "&" { return true }
            if changesAfterMembers(index) { return true }
        }
        return false
    }

    /// After `name` and its members (`todo.owner?.name`): an assignment, a subscript, or a method
    /// call (which may mutate).
    func changesAfterMembers(_ name: Int) -> Bool {
        var cursor = file.nextSignificant(after: name)
        var isMember = false
        while let index = cursor {
            let isPeriod = file.tokens[index].kind == .period
            guard isPeriod || file.text(index) == "?" || file.text(index) == "!" else { break }
            isMember = isMember || isPeriod
            // `.member`: past the member's name; `?` / `!`: to the next token.
            cursor = file.nextSignificant(after: index).flatMap { isPeriod ? file.nextSignificant(after: $0) : $0 }
        }
        guard let after = cursor else { return false }
        let kind = file.tokens[after].kind
        if kind == .equal || kind == .leftSquare { return true }
        if (kind == .leftParen || kind == .leftBrace) && isMember { return true }
        return OperatorSpelling.isCompoundAssignment(file.text(after))
    }
}
