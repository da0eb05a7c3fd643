import ActionLintCore

/// The hooks through which `ParameterTypes` reads types from the module's other files
/// (`ModuleTypeFacts`): a model's property, a model made by its initializer or read from the
/// environment, a function's parameter, the property a case is assigned to.
extension ParameterTypes {
    /// `model.items`, `store.library.songs`: a property of a type the module declares, reached
    /// through a property of the view (or of the member's parameters) whose type is known.
    func moduleMemberType(of tokens: [Int], body: (any ActionClosureBody)?) -> TypeText? {
        guard module != nil, isPropertyPath(tokens), let last = tokens.last else { return nil }
        let base = Array(tokens.dropLast(2))
        if base.count == 1, let owner = staticOwner(base[0]) { return staticPropertyType(file.text(last), of: owner) }
        let baseType: TypeText?
        if let body { baseType = declaredType(of: base, body: body)?.type } else { baseType = pathType(base) }
        guard let baseType, let owner = ownerName(of: baseType) else { return nil }
        return module?.property(file.text(last), of: owner)
    }

    /// `Store.shared`, `Kind.fiction`, `Library()` written in this file, with the type declared in
    /// another file of the module (`ModuleTypeFacts.madeType`).
    func madeByModuleType(_ tokens: [Int], owner: String?) -> TypeText? {
        switch module?.madeType(tokens, in: file, scope: owner ?? typeName) {
        case let .named(token)?: return TypeText(file: file, tokens: [token], owner: owner)
        case let .typed(type)?: return type
        case nil: return nil
        }
    }

    /// `Settings` in `Settings.theme` or `Router.shared.route`: the qualified name of the type a
    /// capitalised first name that is no property of the view names (its static members follow).
    func staticOwner(_ token: Int) -> String? {
        let name = file.text(token)
        guard file.tokens[token].kind == .identifier, name.first?.isUppercase == true,
              declared.property(name, of: typeName) == nil else { return nil }
        return ownerName(of: TypeText(file: file, tokens: [token]))
    }

    /// The type of the static property `name` of `owner`: this file's declaration, else the module's.
    func staticPropertyType(_ name: String, of owner: String) -> TypeText? {
        if let property = declared.property(name, of: owner) { return propertyType(property, owner: owner) }
        return module?.property(name, of: owner, isStatic: true)
    }

    /// The type of `name` or `a.b.c` read from the view with no member around (a call's receiver,
    /// an assignment's target).
    func pathType(_ tokens: [Int]) -> TypeText? {
        var tokens = tokens
        if tokens.count >= 3, file.text(tokens[0]) == "self",
           file.tokens[tokens[1]].kind == .period { tokens.removeFirst(2) }
        if tokens.count == 1 { return viewPropertyType(file.text(tokens[0])) }
        return moduleMemberType(of: tokens, body: nil)
    }

    /// The declared type of the view's property `name`: written, made by its initializer, or
    /// named by `@Environment(Model.self)`.
    func viewPropertyType(_ name: String) -> TypeText? {
        guard let property = declared.property(name, of: typeName) else { return module?.property(name, of: typeName) }
        if !property.type.isEmpty { return TypeText(file: file, tokens: property.type) }
        if let type = literalType(ofInitializer: property.initializer) { return TypeText(file: file, tokens: type) }
        return attributeType(ofProperty: name)
    }

    /// The qualified name of a model type, as the module knows it.
    func ownerName(of type: TypeText) -> String? {
        if type.file === file, type.isPlainName, let local = declaredTypeName(type.writtenText) { return local }
        return module?.qualifiedName(of: type, scope: type.file === file ? typeName : nil)
    }

    /// `a.b.c`: names joined by periods.
    func isPropertyPath(_ tokens: [Int]) -> Bool {
        guard tokens.count >= 3, tokens.count % 2 == 1 else { return false }
        return tokens.enumerated().allSatisfy { position, index in
            file.tokens[index].kind == (position % 2 == 0 ? .identifier : .period)
        }
    }

    /// `@Environment(Model.self) private var model`: `Model`.
    func attributeType(ofProperty name: String) -> TypeText? {
        switch EnvironmentAttribute.read(ofProperty: name, of: typeName, in: file) {
        // `@Environment(\.appModel)`: the `EnvironmentValues` property the module's extension declares.
        case let .keyPath(key)?: return module?.property(key, of: "EnvironmentValues")
        case let .object(tokens)?:
            let text = TypeText(file: file, tokens: tokens)
            return text.isPlainName ? text : nil
        case nil: return nil
        }
    }

    /// `player.setMode(.shuffle)`, `select(.home)`: the parameter's type of the function the
    /// module declares (on the receiver's type; with no receiver, on the view or at file scope).
    func moduleParameterType(callee: Int, labels: [String], position: Int) -> (type: String, hint: String?)? {
        guard let module else { return nil }
        var owner: String?
        if let period = file.previousSignificant(before: callee), file.tokens[period].kind == .period {
            let receiver = path(endingBefore: period)
            if receiver.isEmpty {
                guard let type = implicitMemberOwner(period: period, callee: callee) else { return nil }
                owner = type
            } else if receiver.count == 1, file.text(receiver[0]) == "self" {
                owner = typeName
            } else if receiver.count == 1, let type = staticOwner(receiver[0]) {
                owner = type
            } else {
                guard !receiver.isEmpty, let type = pathType(receiver),
                      let name = ownerName(of: type) else { return nil }
                owner = name
            }
        }
        guard let found = module.parameterTypes(of: file.text(callee), owner: owner, labels: labels,
              position: position) else { return nil }
        let types = Set(found.map(\.type))
        guard types.count == 1, let type = types.first else { return nil }
        return (type, found.first?.name.isEmpty == false ? found.first?.name : nil)
    }

    /// The type whose case or static function the implicit member call `.macro(action: …)` names:
    /// the type the code around gives the whole call (`let kind: Command.Kind = .macro(…)`, a
    /// parameter it is passed to, a property it is assigned to), as the compiler reads it.
    func implicitMemberOwner(period: Int, callee: Int) -> String? {
        guard let open = file.nextSignificant(after: callee), file.tokens[open].kind == .leftParen,
              let close = file.matchingParen(of: open) else { return nil }
        if let constant = annotatedConstant(initializedBy: period...close) { return ownerName(of: constant.type) }
        guard let context = contextType(ofValue: period...close)?.type else { return nil }
        if let local = declaredTypeName(context) { return local }
        guard case let .declared(full, _)? = module?.resolve(context, in: typeName) else { return nil }
        return full
    }

    /// `coordinator.activeSheet = …`: the declared type of a model's property (an optional's
    /// payload: a case assigned to it is never `nil`).
    func memberAssignedType(property name: Int, period: Int) -> (type: String, hint: String?)? {
        let receiver = path(endingBefore: period)
        guard !receiver.isEmpty,
              let type = moduleMemberType(of: receiver + [period, name], body: nil) else { return nil }
        let property = file.text(name)
        return ((type.optionalPayload ?? type).text, "new" + property.prefix(1).uppercased() + property.dropFirst())
    }

    /// The `a.b` of `a.b.c` ending before the period at `period`.
    func path(endingBefore period: Int) -> [Int] {
        var result: [Int] = []
        var cursor = file.previousSignificant(before: period)
        while let index = cursor, file.tokens[index].kind == .identifier || file.text(index) == "self" {
            result.insert(index, at: 0)
            guard let before = file.previousSignificant(before: index),
                  file.tokens[before].kind == .period else { break }
            result.insert(before, at: 0)
            cursor = file.previousSignificant(before: before)
        }
        if let first = result.first, file.tokens[first].kind == .period { result.removeFirst() }
        return result
    }
}
