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

    /// `Alert(title: "Saved")`: the argument's type in the `init` of the type the call makes
    /// (`initializerParameterType`).
    func initializerArgumentType(_ callee: Int, labels: [String], position: Int) -> String? {
        initializerParameterType(file.text(callee), call: CallLabels(labels: labels), position: position)?.text
    }

    /// The name called with the `(` at `open`: `select(`, or an optional closure's `onPick?(`.
    func calledName(before open: Int) -> Int? {
        guard var name = file.previousSignificant(before: open) else { return nil }
        if file.tokens[name].kind == .postfixOperator, file.text(name) == "?",
           let before = file.previousSignificant(before: name) { name = before }
        return file.tokens[name].kind == .identifier ? name : nil
    }

    /// `onDismiss(.settings)` with `var onDismiss: (Target) -> Void` (or `((Target) -> Void)?`,
    /// called `onDismiss?(…)`, or a typealias of a function type): the view's closure property's
    /// parameter types.
    func closurePropertyParameters(callee: Int) -> [String]? {
        if let period = file.previousSignificant(before: callee), file.tokens[period].kind == .period {
            guard let receiver = file.previousSignificant(before: period),
                  file.text(receiver) == "self" else { return nil }
        }
        guard let property = declared.property(file.text(callee), of: typeName) else { return nil }
        return functionType(property.type, owner: typeName)?.parameterTypes
    }

    /// `((Bool) -> Void)?` as a closure type; a name nested in `owner` qualified with it, unless
    /// `owner` is the view (whose members see its nested types).
    func functionType(_ tokens: [Int], owner: String) -> ClosureType? {
        closureType(TypeText(file: file, tokens: tokens, owner: owner == typeName ? nil : owner))
    }

    /// The function type `type` is (its attributes, then a function type or a typealias of one);
    /// nil for any other type.
    func closureType(_ type: TypeText) -> ClosureType? {
        let source = type.file
        let attributes = type.tokens.prefix { source.tokens[$0].kind == .attribute }
        var function = type.part(Array(type.tokens.dropFirst(attributes.count)))
        if function.isPlainName {
            guard let aliased = aliasedType(function) else { return nil }
            function = aliased
        }
        let text = attributes.map { source.text($0) + " " }.joined() + function.writtenText
        guard var closure = SignatureReader.functionType(Array(text.utf8)[...]) else { return nil }
        if let owner = function.owner, function.file === file {
            closure.parameterTypes = closure.parameterTypes.map { qualifyingNames(in: $0, nestedIn: owner) }
            closure.returnType = qualifyingNames(in: closure.returnType, nestedIn: owner)
        }
        return closure
    }

    /// `Filter?`, `[Filter]` written inside `owner`, which nests a `Filter`: `owner.Filter` in
    /// their place (the member is written outside `owner`).
    func qualifyingNames(in type: String, nestedIn owner: String) -> String {
        var result = ""
        var word = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            let nested = !word.isEmpty && result.last != "."
                && file.syntax.types.contains { $0.qualifiedName == owner + "." + word }
            result += (nested ? owner + "." : "") + word + String(character)
            word = ""
        }
        return String(result.dropLast())
    }

    /// What the typealias `name` stands for: one this file declares where `name` is written (the
    /// owner's scope outwards), else the module's; nil when it is no alias.
    func aliasedType(_ name: TypeText) -> TypeText? {
        if name.file === file {
            let written = name.writtenText
            for scope in ModuleTypeFacts.scopes(name.owner ?? typeName) {
                let qualified = scope.isEmpty ? written : scope + "." + written
                guard let alias = declared.typeAliases[qualified] else { continue }
                guard alias.genericParameters.isEmpty else { return nil }
                return TypeText(file: file, tokens: alias.type, owner: alias.owner == typeName ? nil : alias.owner)
            }
        }
        guard let expanded = module?.expandingAlias(name), expanded.tokens != name.tokens || expanded.file !== name.file
        else { return nil }
        return expanded
    }
}
