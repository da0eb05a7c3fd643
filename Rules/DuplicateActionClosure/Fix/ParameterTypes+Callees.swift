import ActionLintCore

/// What a value's callee says of its type when it is not a function of this file: an SDK
/// initializer's label, a type's initializer, the view's closure property.
extension ParameterTypes {
    /// The parameter types of the SDK's initializers a literal is most often passed to, by type
    /// and label: `URL(string: "https://…")` takes a `String`. (`Text("…")` and `Label("…", …)`
    /// take a `LocalizedStringKey` from a literal and a `String` otherwise: not here.)
    static let sdkParameterTypes: [String: [String: (type: String, name: String)]] = [
        "URL": ["string": ("String", "address"), "fileURLWithPath": ("String", "path")],
        "Image": ["systemName": ("String", "symbolName")],
        "Label": ["systemImage": ("String", "symbolName")],
        "UIImage": ["systemName": ("String", "symbolName"), "named": ("String", "imageName")],
        "NSImage": ["systemSymbolName": ("String", "symbolName"), "named": ("String", "imageName")],
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
    /// called `onDismiss?(…)`): the view's closure property's parameter types, as tokens.
    func closurePropertyParameters(callee: Int) -> [[Int]]? {
        if let period = file.previousSignificant(before: callee), file.tokens[period].kind == .period {
            guard let receiver = file.previousSignificant(before: period),
                  file.text(receiver) == "self" else { return nil }
        }
        guard let property = declared.property(file.text(callee), of: typeName) else { return nil }
        var type = property.type[...]
        // `((Target) -> Void)?`: the closure inside the optional's parentheses.
        if let last = type.last, file.text(last) == "?", let first = type.first, file.tokens[first].kind == .leftParen,
           file.matchingParen(of: first) == type[type.index(before: type.endIndex - 1)] {
            type = type.dropFirst().dropLast(2)
        }
        guard let open = type.first, file.tokens[open].kind == .leftParen, let close = file.matchingParen(of: open),
              let arrow = type.firstIndex(of: close).map({ $0 + 1 }), arrow < type.endIndex,
              file.tokens[type[arrow]].kind == .arrow else { return nil }
        var parameters: [[Int]] = []
        var current: [Int] = []
        var depth = 0
        for index in type[type.startIndex + 1 ..< arrow - 1] {
            switch file.tokens[index].kind {
            case .leftParen, .leftSquare, .leftAngle: depth += 1
            case .rightParen, .rightSquare, .rightAngle: depth -= 1
            case .comma where depth == 0:
                parameters.append(current)
                current = []
                continue
            // `(_ target: Target)`: the type after the names.
            case .colon where depth == 0:
                current = []
                continue
            default: break
            }
            current.append(index)
        }
        if !current.isEmpty { parameters.append(current) }
        let plain = parameters.allSatisfy { piece in
            !piece.isEmpty && !piece.contains { [.attribute, .keyword].contains(file.tokens[$0].kind) }
        }
        return plain ? parameters : nil
    }
}
