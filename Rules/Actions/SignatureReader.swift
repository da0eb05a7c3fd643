/// Reads the parameter list of a declaration written as SwiftUI documents it:
/// `init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void)`.
///
/// Only what binding arguments needs: each parameter's label, whether it has a default, and for
/// a function type its parameters, effects, attributes and result. Runs once per catalog
/// declaration, when the catalog is first used.
enum SignatureReader {
    static func parameters(of declaration: String) -> [ActionParameter] {
        let characters = Array(declaration)
        guard let open = characters.firstIndex(of: "("), let close = matchingClose(characters, from: open) else { return [] }
        return split(characters[(open + 1)..<close]).compactMap(parameter)
    }

    /// One `[attributes] label [name]: type [= default]`.
    static func parameter(_ text: String) -> ActionParameter? {
        let characters = Array(text)
        guard let colon = topLevelIndex(of: ":", in: characters[...]) else { return nil }
        let names = String(characters[..<colon]).split(separator: " ").map(String.init)
        let builderAttribute = names.contains { $0.hasPrefix("@") && $0.hasSuffix("Builder") }
        guard let label = names.first(where: { !$0.hasPrefix("@") }) else { return nil }
        let rest = characters[(colon + 1)...]
        let equals = topLevelIndex(of: "=", in: rest)
        let typeText = String(rest[..<(equals ?? rest.endIndex)]).trimmingSpaces
        var closureType = functionType(typeText)
        if builderAttribute { closureType?.buildsContent = true }
        return ActionParameter(label, hasDefault: equals != nil, closureType: closureType)
    }

    /// `@escaping @Sendable () async -> Void`, `(() -> Void)?`, `Optional<(IndexSet) -> Void>`;
    /// nil when the type is not a function.
    static func functionType(_ text: String) -> ClosureType? {
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var attributes: [String] = []
        while let first = words.first, first.hasPrefix("@") || first == "sending" {
            attributes.append(first)
            words.removeFirst()
        }
        var type = words.joined(separator: " ")
        var isOptional = false
        if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            type = String(type.dropFirst("Optional<".count).dropLast())
            isOptional = true
        } else if type.hasPrefix("("), type.hasSuffix(")?") {
            type = String(type.dropFirst().dropLast(2))
            isOptional = true
        }
        let characters = Array(type)
        guard characters.first == "(", let close = matchingClose(characters, from: 0) else { return nil }
        let effects = Array(characters[(close + 1)...])
        guard let arrow = effects.indices.first(where: { effects[$0] == "-" && $0 + 1 < effects.count && effects[$0 + 1] == ">" }) else {
            return nil
        }
        let effectWords = String(effects[..<arrow]).split(separator: " ")
        let returnType = String(effects[(arrow + 2)...]).trimmingSpaces
        let parameterTypes = split(characters[1..<close]).map { $0.trimmingSpaces }.filter { !$0.isEmpty }.map(unnamed)
        let isSendable = attributes.contains("@Sendable")
        let builds = !(returnType == "Void" || returnType == "()" || returnType == "Bool" || returnType.hasSuffix("?"))
        return ClosureType(
            parameterTypes: parameterTypes, isAsync: effectWords.contains("async"), isThrowing: effectWords.contains("throws"),
            leavesTheActor: isSendable && !attributes.contains("@_inheritActorContext"), buildsContent: builds,
            returnType: returnType, isOptional: isOptional
        )
    }

    /// `_ oldValue: V` → `V`.
    static func unnamed(_ parameter: String) -> String {
        let characters = Array(parameter)
        guard let colon = topLevelIndex(of: ":", in: characters[...]) else { return parameter }
        return String(characters[(colon + 1)...]).trimmingSpaces
    }

    /// The pieces between top-level commas.
    static func split(_ characters: ArraySlice<Character>) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in characters {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case "," where depth == 0:
                pieces.append(current.trimmingSpaces)
                current = ""
                previous = character
                continue
            default: break
            }
            current.append(character)
            previous = character
        }
        if !current.trimmingSpaces.isEmpty { pieces.append(current.trimmingSpaces) }
        return pieces
    }

    /// The first `character` outside brackets.
    static func topLevelIndex(of character: Character, in characters: ArraySlice<Character>) -> Int? {
        var depth = 0
        var previous: Character = " "
        for index in characters.indices {
            let current = characters[index]
            switch current {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case character where depth == 0: return index
            default: break
            }
            previous = current
        }
        return nil
    }

    /// The `)` closing the `(` at `open`.
    static func matchingClose(_ characters: [Character], from open: Int) -> Int? {
        var depth = 0
        for index in open..<characters.count {
            if characters[index] == "(" { depth += 1 }
            if characters[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
