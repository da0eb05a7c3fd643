import ActionLintCore

/// What a value's callee says of its type when it is not a function of this file: an SDK
/// initializer's label, a type's initializer, the view's closure property.
extension ParameterTypes {
    /// The type of the argument at `position` (of a call with `labels`) to `callee`, which no
    /// function of this file declares, and the name its label suggests: an SDK initializer's, the
    /// view's closure property's, a type's initializer's, the module's function's.
    func calleeType(_ callee: Int, labels: [String], position: Int) -> (type: String, hint: String?)? {
        let name = file.text(callee)
        let label = labels[position]
        let hint = label != "_" ? label : nil
        if declaredTypeName(name) == nil, let known = Self.sdkParameterTypes[name]?[label] { return (known, hint) }
        if labels.allSatisfy({ $0 == "_" }), let closure = closurePropertyParameters(callee: callee),
           position < closure.count {
            return (closure[position], nil)
        }
        if name.first?.isUppercase == true,
           let type = initializerArgumentType(callee, labels: labels, position: position) {
            return (type, hint)
        }
        guard let found = moduleParameterType(callee: callee, labels: labels, position: position) else { return nil }
        return (found.type, hint ?? found.hint)
    }

    /// The parameter types of the SDK's initializers a literal is most often passed to, by type
    /// and label: `URL(string: "https://…")` takes a `String`. (`Text("…")` and `Label("…", …)`
    /// take a `LocalizedStringKey` from a literal and a `String` otherwise: not here.)
    static let sdkParameterTypes: [String: [String: String]] = [
        "URL": ["string": "String", "fileURLWithPath": "String"],
        "Image": ["systemName": "String"],
        "Label": ["systemImage": "String"],
        "UIImage": ["systemName": "String", "named": "String"],
        "NSImage": ["systemSymbolName": "String", "named": "String"],
    ]

    /// `Alert(title: "Saved")`: the argument's type in an initializer of a struct this file
    /// declares without an `init` of its own (its memberwise one: the stored property), else of
    /// the module's type.
    func initializerArgumentType(_ callee: Int, labels: [String], position: Int) -> String? {
        let name = file.text(callee)
        guard let local = declaredTypeName(name) else {
            return module?.initializerArgumentType(name, labels: labels, position: position)
        }
        guard labels[position] != "_",
              let type = file.syntax.types.first(where: { $0.qualifiedName == local && !$0.isExtension }),
              type.kind == .struct, !ModuleTypeFacts.declaresInit(type, in: file),
              let property = declared.property(labels[position], of: local) else { return nil }
        return propertyType(property, owner: local)?.text
    }

    /// The name called with the `(` at `open`: `select(`, or an optional closure's `onPick?(`.
    func calledName(before open: Int) -> Int? {
        guard var name = file.previousSignificant(before: open) else { return nil }
        if file.tokens[name].kind == .postfixOperator, file.text(name) == "?",
           let before = file.previousSignificant(before: name) { name = before }
        return file.tokens[name].kind == .identifier ? name : nil
    }

    /// `onDismiss(.settings)` with `var onDismiss: (Target) -> Void` (or `((Target) -> Void)?`,
    /// called `onDismiss?(…)`): the view's closure property's parameter types.
    func closurePropertyParameters(callee: Int) -> [String]? {
        if let period = file.previousSignificant(before: callee), file.tokens[period].kind == .period {
            guard let receiver = file.previousSignificant(before: period),
                  file.text(receiver) == "self" else { return nil }
        }
        guard let property = declared.property(file.text(callee), of: typeName) else { return nil }
        return functionType(property.type, owner: typeName)?.parameterTypes
    }

    /// `((Bool) -> Void)?` as a closure type; a name nested in `owner` qualified with it.
    func functionType(_ tokens: [Int], owner: String) -> ClosureType? {
        guard !tokens.isEmpty else { return nil }
        let text = TypeText(file: file, tokens: tokens).writtenText
        guard var type = SignatureReader.functionType(Array(text.utf8)[...]) else { return nil }
        type.parameterTypes = type.parameterTypes.map { name in
            file.syntax.types.contains { $0.qualifiedName == owner + "." + name } ? owner + "." + name : name
        }
        return type
    }
}
