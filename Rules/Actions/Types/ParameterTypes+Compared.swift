import ActionLintCore

/// An implicit member matched or compared with a value has that value's type, as the compiler
/// reads it: `case .left:` of `switch direction`, `if case .left = direction`, `direction == .left`
/// (`direction: MoveCommandDirection` makes `.left` a `MoveCommandDirection`). An optional
/// value's member is its payload's.
extension ParameterTypes {
    /// The type `value` is compared or matched with, and whether `value` is a whole case pattern
    /// (which a parameter turns into an expression pattern, matched with `==`).
    func comparedType(ofValue value: ClosedRange<Int>, body: any ActionClosureBody)
        -> (type: TypeText, isPattern: Bool)? {
        guard let before = file.previousSignificant(before: value.lowerBound),
              let after = file.nextSignificant(after: value.upperBound) else { return nil }
        if isEquality(before), let operand = operand(endingAt: before) {
            return subjectType(operand, body: body).map { ($0, false) }
        }
        if isEquality(after), let operand = operand(startingAt: after) {
            return subjectType(operand, body: body).map { ($0, false) }
        }
        guard let caseToken = caseKeyword(listing: value, before: before) else { return nil }
        let subject: [Int]
        switch file.tokens[after].kind {
        // `if case .left = direction`: the value after `=`.
        case .equal where file.text(before) == "case": subject = expression(after: after)
        case .colon, .comma: subject = SiteConditions.switchSubject(of: caseToken, file: file) ?? []
        default: return nil
        }
        guard !subject.isEmpty else { return nil }
        return subjectType(subject, body: body).map { ($0, true) }
    }

    func isEquality(_ index: Int) -> Bool {
        file.tokens[index].kind == .binaryOperator && ["==", "!="].contains(file.text(index))
    }

    /// The operand before `==` (back to what ends an expression), or after it (to the line's end).
    func operand(endingAt operation: Int) -> [Int]? {
        let walked = walk(from: operation, forward: false) { endsExpression($0) || isOperator($0) }
        guard let first = walked.last else { return nil }
        return (first..<operation).filter { !file.tokens[$0].kind.isTrivia }
    }

    func operand(startingAt operation: Int) -> [Int]? {
        let tokens = expression(after: operation)
        return tokens.isEmpty ? nil : tokens
    }

    func isOperator(_ index: Int) -> Bool {
        file.tokens[index].kind == .binaryOperator
    }

    /// The `case` whose pattern list `value` is an item of: `case .a:` or `case .a, .b:`.
    func caseKeyword(listing value: ClosedRange<Int>, before: Int) -> Int? {
        if file.tokens[before].kind == .keyword, file.text(before) == "case" { return before }
        guard file.tokens[before].kind == .comma else { return nil }
        let walked = walk(from: before, forward: false) { index in
            file.text(index) == "case" || file.tokens[index].kind == .colon || file.tokens[index].kind == .leftBrace
        }
        guard let stop = walked.stop, file.text(stop) == "case" else { return nil }
        return stop
    }

    /// The type of a compared value: the action closure's own parameter (its signature's or the
    /// API's type), else what the file declares of it; an optional's payload.
    func subjectType(_ tokens: [Int], body: any ActionClosureBody) -> TypeText? {
        var type: TypeText?
        if tokens.count == 1, let position = body.closure.parameters.firstIndex(of: file.text(tokens[0])),
           let inToken = body.closure.inToken, tokens[0] > inToken {
            type = ClosureParameters(types: self).type(ofParameter: position, of: body)
                .map { TypeText(file: file, tokens: [], spelled: $0) }
        } else {
            type = valueType(of: tokens, body: body)
        }
        guard let type else { return nil }
        return type.optionalPayload ?? type
    }
}

/// A case pattern turned into a parameter is an expression pattern, matched with `~=`, which
/// needs the type to be `Equatable`.
extension ParameterTypes {
    static let equatableNames: Set<String> = ["Equatable", "Hashable", "Swift.Equatable", "Swift.Hashable"]

    /// SwiftUI's enums a catalog closure receives or a view reads, none with payloads: all `Hashable`.
    static let equatableSwiftUIEnums: Set<String> = ["MoveCommandDirection", "ScrollPhase", "ScenePhase",
        "ColorScheme", "Edge", "HorizontalEdge", "VerticalEdge", "Axis", "Visibility", "EditMode"]

    /// Whether values of `type` compare with `==`: it says it is `Equatable` or `Hashable` where
    /// this file or the module declares it, or is an enum without payloads there (Swift makes
    /// those `Equatable`), or is one of SwiftUI's enums without payloads.
    func isEquatable(_ type: TypeText) -> Bool {
        let name = type.text
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return false
        }
        if let local = declaredTypeName(name) {
            return declares(local, equatableIn: file, payloads: declared.callables.values.joined().map(\.declaringType))
        }
        switch module?.resolve(name, in: typeName) {
        case let .declared(full, declaration?)?:
            let payloads = DeclarationReader.declarations(in: declaration.file)
                .filter { $0.kind == .enumCase && !$0.parameters.isEmpty }.compactMap(\.owner)
            return declares(full, equatableIn: declaration.file, payloads: payloads)
        case .external?: return Self.equatableSwiftUIEnums.contains(name)
        default: return false
        }
    }

    /// Whether `source` declares `full` `Equatable`/`Hashable`, or as an enum none of whose cases
    /// is among `payloads` (the owners of cases with payloads).
    func declares(_ full: String, equatableIn source: ParsedFile, payloads: [String]) -> Bool {
        let declarations = source.syntax.types.filter { $0.qualifiedName == full }
        if declarations.contains(where: { !Self.equatableNames.isDisjoint(with: $0.inheritedTypes) }) { return true }
        return declarations.contains { $0.kind == .enum } && !payloads.contains(full)
    }
}
