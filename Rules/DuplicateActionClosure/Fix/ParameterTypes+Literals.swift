import ActionLintCore

/// Literal and case parameters: the type the context of the value gives it.
extension ParameterTypes {
    /// The type of a value that differs between the sites, and a name for its parameter when
    /// the context suggests one (`level:` → `level`, `mode = …` → `newMode`).
    /// `body`: the action whose `shape` it is, for what its values are compared with.
    func type(of literal: GroupParameters.Literal, in shape: BodyShape,
              body: any ActionClosureBody) -> (Resolution, nameHint: String?) {
        module?.reset()
        var found: (type: String, hint: String?)?
        for slotIndex in literal.slots {
            let slot = shape.slots[slotIndex]
            var context = contextType(of: slot)
            if context == nil, literal.kind == .enumCase,
               let compared = comparedType(ofValue: slot.tokens, body: body) {
                if compared.isPattern, !isEquatable(compared.type) {
                    return (.unknown(reason: "`\(slot.text)` is a case pattern, and a parameter matched in its place "
                        + "needs `\(compared.type.text)` to be `Equatable`, which no file says"), nil)
                }
                context = (compared.type.text, nil)
            }
            guard let context else { continue }
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
                  let parameter = ModuleTypeFacts.parameterIndex(labels.map(\.label), argument: position,
                      in: callable.parameters),
                  !callable.parameters[parameter].type.isEmpty else { continue }
            types.insert(TypeText(file: file, tokens: callable.parameters[parameter].type,
                owner: callable.declaringType == typeName ? nil : callable.declaringType).text)
            let name = callable.parameters[parameter].name
            hint = label != "_" ? label : (name.isEmpty ? nil : name)
        }
        if types.isEmpty { return calleeType(callee, labels: labels.map(\.label), position: position) }
        guard types.count == 1, let type = types.first else { return nil }
        return (type, hint)
    }

    /// `likes` for a value compared as `model.likes == true`.
    func comparedName(of slot: BodyShape.Slot) -> String? {
        guard let operation = file.previousSignificant(before: slot.tokens.lowerBound),
              file.tokens[operation].kind == .binaryOperator, ["==", "!="].contains(file.text(operation)),
              let name = file.previousSignificant(before: operation),
              file.tokens[name].kind == .identifier else { return nil }
        return file.text(name)
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
}
