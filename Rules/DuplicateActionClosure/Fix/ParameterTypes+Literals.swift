import ActionLintCore

/// Literal and case parameters: the type the context of the value gives it.
extension ParameterTypes {
    /// The type of a value that differs between the sites, and a name for its parameter when
    /// the context suggests one (`level:` → `level`, `mode = …` → `newMode`).
    func type(of literal: GroupParameters.Literal, in shape: BodyShape) -> (Resolution, nameHint: String?) {
        module?.reset()
        var found: (type: String, hint: String?)?
        for slotIndex in literal.slots {
            guard let context = contextType(of: shape.slots[slotIndex]) else { continue }
            if let earlier = found, earlier.type != context.type {
                let reason = "the values the sites pass are used as both `\(earlier.type)` and `\(context.type)`"
                return (.unknown(reason: reason), nil)
            }
            found = found ?? context
        }
        if let found {
            if literal.kind == .enumCase,
               let reason = notCases(literal.values, of: found.type) { return (.unknown(reason: reason), nil) }
            return (.type(found.type, safe: true), found.hint ?? caseNameHint(literal.kind, type: found.type))
        }
        let label = literal.slots.lazy.compactMap { argumentLabel(of: shape.slots[$0]) }.first
            ?? literal.slots.lazy.compactMap { comparedName(of: shape.slots[$0]) }.first
        switch literal.kind {
        case .bool: return (.type("Bool", safe: true), label)
        case .string: return (.type("String", safe: false), label)
        case .integer: return (.type("Int", safe: false), label)
        case .float: return (.type("Double", safe: false), label)
        case .enumCase:
            let values = literal.values.map { "`\($0)`" }.joined(separator: " and ")
            if let refusal = module?.refusal {
                return (.unknown(reason: "the type of \(values) is not known: \(refusal)"), nil)
            }
            return (.unknown(reason: "the type of \(values) is not declared in this file (no property or parameter "
                + "of this file takes them)"), nil)
        }
    }

    /// `GameMode` → `gameMode`.
    func caseNameHint(_ kind: BodyShape.LiteralKind, type: String) -> String? {
        guard kind == .enumCase, let last = type.split(separator: ".").last, let first = last.first,
              first.isUppercase else { return nil }
        return first.lowercased() + last.dropFirst()
    }

    /// Why `values` are not all members of `type`, when the file declares `type` and says so.
    func notCases(_ values: [String], of type: String) -> String? {
        let declarations = file.syntax.types.filter { $0.qualifiedName == type ||
            $0.qualifiedName.hasSuffix("." + type) }
        guard !declarations.isEmpty else { return module?.notCases(values, of: type) }
        let isMember = { (value: String) in
            declarations.contains { $0.memberNames.contains(String(value.dropFirst())) }
        }
        for value in values where !isMember(value) {
            return "`\(value)` is not a member of `\(type)`"
        }
        return nil
    }

    /// The declared type the code around `slot` gives the value: the property it is assigned
    /// to, or the parameter of a function (or enum case) of this file it is passed to.
    func contextType(of slot: BodyShape.Slot) -> (type: String, hint: String?)? {
        contextType(ofValue: slot.tokens)
    }

    /// `contextType(of:)` of the value spanning `value`; a branch of `a ? b : c` takes the type the
    /// code around gives the whole conditional expression.
    func contextType(ofValue value: ClosedRange<Int>) -> (type: String, hint: String?)? {
        if let whole = conditionalExpression(around: value) { return contextType(ofValue: whole) }
        guard let before = file.previousSignificant(before: value.lowerBound) else { return nil }
        let after = file.nextSignificant(after: value.upperBound)
        let afterKind = after.map { file.tokens[$0].kind }
        if file.tokens[before].kind == .equal { return assignedType(before: before) }
        guard afterKind == .comma || afterKind == .rightParen else { return nil }
        var label = "_"
        var argumentStart = value.lowerBound
        var opener = before
        if file.tokens[before].kind == .colon, let name = file.previousSignificant(before: before),
           let beforeName = file.previousSignificant(before: name) {
            label = file.text(name)
            argumentStart = name
            opener = beforeName
        }
        guard file.tokens[opener].kind == .leftParen || file.tokens[opener].kind == .comma,
              let open = callOpen(from: argumentStart), let callee = calledName(before: open),
              let labels = argumentLabels(open: open) else { return nil }
        guard let position = labels.firstIndex(where: { $0.start == argumentStart }) else { return nil }
        var types = Set<String>()
        var hint: String?
        for callable in declared.callables[file.text(callee)] ?? [] {
            guard !callable.isGeneric,
                  let parameter = ParameterTypes.parameterIndex(labels.map(\.label), argument: position,
                      in: callable.parameters),
                  !callable.parameters[parameter].type.isEmpty else { continue }
            types.insert(TypeText(file: file, tokens: callable.parameters[parameter].type,
                owner: callable.declaringType == typeName ? nil : callable.declaringType).text)
            let name = callable.parameters[parameter].name
            hint = label != "_" ? label : (name.isEmpty ? nil : name)
        }
        if types.isEmpty, declaredTypeName(file.text(callee)) == nil,
           let known = Self.sdkParameterTypes[file.text(callee)]?[label] {
            return (known.type, known.name)
        }
        if types.isEmpty, labels.allSatisfy({ $0.label == "_" }),
           let closure = closurePropertyParameters(callee: callee), position < closure.count {
            return (TypeText(file: file, tokens: closure[position]).text, nil)
        }
        if types.isEmpty, file.text(callee).first?.isUppercase == true,
           let type = initializerArgumentType(callee, labels: labels.map(\.label), position: position) {
            return (type, label != "_" ? label : nil)
        }
        if types.isEmpty,
           let found = moduleParameterType(callee: callee, labels: labels.map(\.label), position: position) {
            return (found.type, label != "_" ? label : found.hint)
        }
        guard types.count == 1, let type = types.first else { return nil }
        return (type, hint)
    }

    /// The tokens of `cond ? then : other` when `branch` is exactly its `then` or its `other`.
    func conditionalExpression(around branch: ClosedRange<Int>) -> ClosedRange<Int>? {
        guard let before = file.previousSignificant(before: branch.lowerBound),
              let after = file.nextSignificant(after: branch.upperBound) else { return nil }
        if isConditionalQuestionMark(before), file.tokens[after].kind == .colon,
           let start = conditionStart(before: before), let end = otherBranchEnd(after: after) {
            return start...end
        }
        guard file.tokens[before].kind == .colon, let question = questionMark(before: before),
              let start = conditionStart(before: question) else { return nil }
        return start...branch.upperBound
    }

    func isConditionalQuestionMark(_ index: Int) -> Bool {
        file.tokens[index].kind == .binaryOperator && file.text(index) == "?"
    }

    /// Whether the token stops an expression read backwards or forwards at its own depth.
    func endsExpression(_ index: Int) -> Bool {
        switch file.tokens[index].kind {
        case .comma, .equal, .colon, .semicolon, .newline, .arrow: return true
        case .keyword: return ["return", "in", "case", "if", "guard", "while", "else"].contains(file.text(index))
        default: return false
        }
    }

    /// The `?` of a conditional expression whose `:` is `colon`: the nearest at the same depth.
    func questionMark(before colon: Int) -> Int? {
        let walked = walk(from: colon, forward: false) { isConditionalQuestionMark($0) || endsExpression($0) }
        return walked.stop.flatMap { isConditionalQuestionMark($0) ? $0 : nil }
    }

    /// The first token of the condition before `question`.
    func conditionStart(before question: Int) -> Int? {
        walk(from: question, forward: false, until: endsExpression).last
    }

    /// The last token of the `other` branch after `colon`: before the `,` or `)` that ends it.
    func otherBranchEnd(after colon: Int) -> Int? {
        walk(from: colon, forward: true) { endsExpression($0) || isConditionalQuestionMark($0) }.last
    }

    static let openings: Set<TokenKind> = [.leftParen, .leftSquare, .leftBrace]
    static let closings: Set<TokenKind> = [.rightParen, .rightSquare, .rightBrace]

    /// Steps from `start` one way over the tokens at its own depth (stepping over brackets) to
    /// the first for which `until` holds, or to a bracket enclosing `start`: that token (nil for a
    /// bracket or the file's end) and the last token stepped over.
    func walk(from start: Int, forward: Bool, until: (Int) -> Bool) -> (stop: Int?, last: Int?) {
        let step = { (index: Int) in
            forward ? file.nextSignificant(after: index) : file.previousSignificant(before: index)
        }
        let (opens, closes) = forward ? (Self.openings, Self.closings) : (Self.closings, Self.openings)
        var depth = 0
        var last: Int?
        var cursor = step(start)
        while let index = cursor {
            let kind = file.tokens[index].kind
            if opens.contains(kind) {
                depth += 1
            } else if closes.contains(kind) {
                if depth == 0 { return (nil, last) }
                depth -= 1
            } else if depth == 0, until(index) {
                return (index, last)
            }
            last = index
            cursor = step(index)
        }
        return (nil, last)
    }

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

    /// `likes` for a value compared as `model.likes == true`.
    func comparedName(of slot: BodyShape.Slot) -> String? {
        guard let operation = file.previousSignificant(before: slot.tokens.lowerBound),
              file.tokens[operation].kind == .binaryOperator, ["==", "!="].contains(file.text(operation)),
              let name = file.previousSignificant(before: operation),
              file.tokens[name].kind == .identifier else { return nil }
        return file.text(name)
    }

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

    /// `active` for a value passed as `active: true`.
    func argumentLabel(of slot: BodyShape.Slot) -> String? {
        guard let colon = file.previousSignificant(before: slot.tokens.lowerBound), file.tokens[colon].kind == .colon,
              let name = file.previousSignificant(before: colon), file.tokens[name].kind == .identifier,
              let before = file.previousSignificant(before: name),
              file.tokens[before].kind == .leftParen || file.tokens[before].kind == .comma else { return nil }
        return file.text(name)
    }

    /// `mode = .timed` / `self.mode = .timed`: the view property's declared type.
    func assignedType(before equal: Int) -> (type: String, hint: String?)? {
        guard let name = file.previousSignificant(before: equal),
              file.tokens[name].kind == .identifier else { return nil }
        if let period = file.previousSignificant(before: name), file.tokens[period].kind == .period {
            guard let owner = file.previousSignificant(before: period) else { return nil }
            guard file.text(owner) == "self" else { return memberAssignedType(property: name, period: period) }
        }
        let property = file.text(name)
        guard let declared = self.declared.property(property, of: typeName), let type = propertyType(declared) else {
            return nil
        }
        return (type.text, "new" + property.prefix(1).uppercased() + property.dropFirst())
    }

    /// The `(` of the call whose argument starts at `start`.
    func callOpen(from start: Int) -> Int? { file.enclosingParen(of: start) }

    /// Each argument of the call opened at `open`: its first token and its label (`_` for none).
    func argumentLabels(open: Int) -> [(start: Int, label: String)]? {
        guard let close = file.matchingParen(of: open) else { return nil }
        var result: [(start: Int, label: String)] = []
        var depth = 0
        var expectStart = true
        var cursor = file.nextSignificant(after: open)
        while let index = cursor, index < close {
            let kind = file.tokens[index].kind
            if expectStart {
                let next = file.nextSignificant(after: index)
                let isLabel = (kind == .identifier || kind == .wildcard || kind == .keyword) &&
                    next.map { file.tokens[$0].kind == .colon } == true
                result.append((index, isLabel ? file.text(index) : "_"))
                expectStart = false
            }
            switch kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .comma where depth == 0: expectStart = true
            default: break
            }
            cursor = file.nextSignificant(after: index)
        }
        return result
    }

    /// Which parameter argument `argument` of a call with `labels` binds to, when the call
    /// matches `parameters` (labels in order; skipped parameters have defaults).
    static func parameterIndex(_ labels: [String], argument: Int, in parameters: [DeclaredTypes.Parameter]) -> Int? {
        var next = 0
        var found: Int?
        for (position, label) in labels.enumerated() {
            while next < parameters.count, parameters[next].label != label {
                guard parameters[next].hasDefault else { return nil }
                next += 1
            }
            guard next < parameters.count else { return nil }
            if position == argument { found = next }
            next += 1
        }
        guard parameters[next...].allSatisfy(\.hasDefault) else { return nil }
        return found
    }
}
