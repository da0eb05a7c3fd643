import ActionLintCore

/// A property's type when none is written: the one Swift infers from its initial value, where the
/// value alone says it (`@State private var nickname = ""` is a `String`).
extension ParameterTypes {
    /// The written type, else the type of the initial value (`literalType(ofInitializer:)`,
    /// `inferredType(ofInitializer:)`); nil when neither says it.
    func propertyType(_ property: DeclaredTypes.Property, owner: String? = nil) -> TypeText? {
        if !property.type.isEmpty { return TypeText(file: file, tokens: property.type, owner: owner) }
        if let tokens = literalType(ofInitializer: property.initializer) {
            return TypeText(file: file, tokens: tokens, owner: owner)
        }
        return inferredType(ofInitializer: property.initializer, owner: owner)
    }

    /// `""` and `"\(a)"` → `String`, `0` and `-1` → `Int`, `0.5` → `Double`, `false` → `Bool`
    /// (a literal without a context has its default type); `Filter.all` → `Filter` for a case of
    /// an enum this file declares; `Date()` and `UUID()` (Foundation's own initializers); a value
    /// made from a type another file declares (`madeByModuleType`).
    func inferredType(ofInitializer tokens: [Int], owner: String? = nil) -> TypeText? {
        guard let first = tokens.first else { return nil }
        var literal = tokens[...]
        if file.text(first) == "-", tokens.count == 2 { literal = tokens.dropFirst() }
        let spelled = { (name: String) in TypeText(file: file, tokens: [], spelled: name) }
        if literal.count == 1 {
            switch file.tokens[literal.first!].kind {
            case .integerLiteral: return spelled("Int")
            case .floatLiteral: return spelled("Double")
            default: break
            }
            let text = file.text(literal.first!)
            if literal.count == tokens.count, text == "true" || text == "false" { return spelled("Bool") }
        }
        if isOneStringLiteral(tokens) { return spelled("String") }
        let texts = tokens.map { file.text($0) }
        if texts == ["Date", "(", ")"] || texts == ["UUID", "(", ")"] { return spelled(texts[0]) }
        // `Filter.all`: the enum's case, spelled as the file spells the type.
        if tokens.count == 3, file.tokens[tokens[1]].kind == .period, file.tokens[tokens[0]].kind == .identifier,
           let name = enumName(texts[0], owner: owner), declaresCase(texts[2], in: name) {
            return TypeText(file: file, tokens: [tokens[0]], owner: owner)
        }
        if let generic = TypeText.explicitlySpecializedInit(tokens, in: file) {
            return TypeText(file: file, tokens: generic, owner: owner)
        }
        return madeByModuleType(tokens, owner: owner)
    }

    /// The tokens are one string literal, from its opening quote to its closing one.
    func isOneStringLiteral(_ tokens: [Int]) -> Bool {
        guard let first = tokens.first, file.tokens[first].kind == .stringStart else { return false }
        var depth = 0
        for (position, index) in tokens.enumerated() {
            switch file.tokens[index].kind {
            case .stringStart: depth += 1
            case .stringEnd:
                depth -= 1
                if depth == 0 { return position == tokens.count - 1 }
            default: break
            }
        }
        return false
    }

    /// The qualified name of the enum this file declares as `name`, seen from the view (or from
    /// `owner`, the type declaring the property).
    func enumName(_ name: String, owner: String?) -> String? {
        let candidates = [owner.map { $0 + "." + name }, typeName + "." + name, name].compactMap { $0 }
        return candidates.first { candidate in
            file.syntax.types.contains { $0.qualifiedName == candidate && $0.kind == .enum && !$0.isExtension }
        }
    }

    /// Whether a declaration of the enum `name` has `case <member>` at its top level.
    func declaresCase(_ member: String, in name: String) -> Bool {
        for type in file.syntax.types where type.qualifiedName == name {
            guard let leftBrace = type.leftBrace, let rightBrace = type.rightBrace else { continue }
            var depth = 0
            var afterCase = false
            var previous = leftBrace
            for index in (leftBrace + 1)..<rightBrace where !file.tokens[index].kind.isTrivia {
                defer { previous = index }
                let kind = file.tokens[index].kind
                switch kind {
                case .leftBrace, .leftParen: depth += 1
                case .rightBrace, .rightParen: depth -= 1
                default: break
                }
                guard depth == 0 else { continue }
                if kind == .keyword { afterCase = file.text(index) == "case" }
                let listed = file.tokens[previous].kind == .comma || file.text(previous) == "case"
                if afterCase, listed, kind == .identifier, file.text(index) == member { return true }
            }
        }
        return false
    }
}
