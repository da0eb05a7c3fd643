/// Reads the parameter list of a declaration written as SwiftUI documents it:
/// `init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void)`.
///
/// Only what binding arguments needs: each parameter's label, whether it has a default, and for
/// a function type its parameters, effects, attributes and result. Runs once per catalog
/// declaration, when the catalog is first used, on the declaration's UTF-8 bytes (every
/// declaration is ASCII): on `Character`s, grapheme breaking made that first use, which every
/// other thread waits for, a noticeable part of a run.
enum SignatureReader {
    typealias Bytes = ArraySlice<UInt8>

    static func parameters(of declaration: String) -> [ActionParameter] {
        let bytes = Array(declaration.utf8)[...]
        guard let open = bytes.firstIndex(of: ascii("(")),
              let close = matchingClose(bytes, from: open) else { return [] }
        return split(bytes[(open + 1)..<close]).compactMap(parameter)
    }

    /// One `[attributes] label [name]: type [= default]`.
    static func parameter(_ bytes: Bytes) -> ActionParameter? {
        guard let colon = topLevelIndex(of: ascii(":"), in: bytes) else { return nil }
        let names = words(bytes[..<colon])
        let builderAttribute = names.contains { $0.hasPrefix("@") && $0.hasSuffix("Builder") }
        guard let label = names.first(where: { !$0.hasPrefix("@") }) else { return nil }
        let rest = bytes[(colon + 1)...]
        let equals = topLevelIndex(of: ascii("="), in: rest)
        var closureType = functionType(trimmed(rest[..<(equals ?? rest.endIndex)]))
        if builderAttribute { closureType?.buildsContent = true }
        return ActionParameter(label, hasDefault: equals != nil, closureType: closureType)
    }

    /// `@escaping @Sendable () async -> Void`, `(() -> Void)?`, `Optional<(IndexSet) -> Void>`;
    /// nil when the type is not a function.
    static func functionType(_ bytes: Bytes) -> ClosureType? {
        var type = bytes
        var attributes: [String] = []
        while let word = words(type).first, word.hasPrefix("@") || word == "sending" {
            attributes.append(word)
            type = trimmed(type.drop { $0 == ascii(" ") }.dropFirst(word.utf8.count))
        }
        // An optional function type is read as the function it wraps.
        if type.starts(with: "Optional<".utf8), type.last == ascii(">") {
            type = type.dropFirst("Optional<".utf8.count).dropLast()
        } else if type.first == ascii("("), type.reversed().starts(with: ")?".utf8.reversed()) {
            type = type.dropFirst().dropLast(2)
        }
        guard type.first == ascii("("), let close = matchingClose(type, from: type.startIndex) else { return nil }
        let effects = type[(close + 1)...]
        guard let arrow = effects.indices.first(where: {
            effects[$0] == ascii("-") && effects[($0 + 1)...].first == ascii(">")
        }) else {
            return nil
        }
        let effectWords = words(effects[..<arrow])
        let returnType = text(trimmed(effects[(arrow + 2)...]))
        let parameterTypes = split(type[(type.startIndex + 1)..<close]).filter { !$0.isEmpty }.map(unnamed)
        let isSendable = attributes.contains("@Sendable")
        let builds = !(actionResults.contains(returnType) || returnType.hasSuffix("?"))
        return ClosureType(
            parameterTypes: parameterTypes, isAsync: effectWords.contains("async"),
            isThrowing: effectWords.contains("throws"),
            leavesTheActor: isSendable && !attributes.contains("@_inheritActorContext"), buildsContent: builds,
            returnType: returnType
        )
    }

    /// What an action closure hands back to its API (nothing, whether it took a drop, whether it
    /// consumed a key press, the item it drags); any other result is content the closure builds.
    static let actionResults: Set<String> = ["Void", "()", "Bool", "KeyPress.Result", "NSItemProvider"]

    /// `_ oldValue: V` → `V`.
    static func unnamed(_ parameter: Bytes) -> String {
        guard let colon = topLevelIndex(of: ascii(":"), in: parameter) else { return text(parameter) }
        return text(trimmed(parameter[(colon + 1)...]))
    }

    /// The pieces between top-level commas, trimmed.
    static func split(_ bytes: Bytes) -> [Bytes] {
        var pieces: [Bytes] = []
        var start = bytes.startIndex
        while let comma = topLevelIndex(of: ascii(","), in: bytes[start...]) {
            pieces.append(trimmed(bytes[start..<comma]))
            start = comma + 1
        }
        let last = trimmed(bytes[start...])
        if !last.isEmpty { pieces.append(last) }
        return pieces
    }

    /// The first `byte` outside brackets (the `>` of `->` closes none).
    static func topLevelIndex(of byte: UInt8, in bytes: Bytes) -> Int? {
        var depth = 0
        var previous = ascii(" ")
        for index in bytes.indices {
            let current = bytes[index]
            switch current {
            case ascii("("), ascii("["), ascii("<"): depth += 1
            case ascii(")"), ascii("]"): depth -= 1
            case ascii(">") where previous != ascii("-"): depth -= 1
            case byte where depth == 0: return index
            default: break
            }
            previous = current
        }
        return nil
    }

    /// The `)` closing the `(` at `open`.
    static func matchingClose(_ bytes: Bytes, from open: Int) -> Int? {
        var depth = 0
        for index in open..<bytes.endIndex {
            if bytes[index] == ascii("(") { depth += 1 }
            if bytes[index] == ascii(")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    static func words(_ bytes: Bytes) -> [String] {
        bytes.split(separator: ascii(" ")).map(text)
    }

    static func trimmed(_ bytes: Bytes) -> Bytes {
        var bytes = bytes
        while bytes.first == ascii(" ") { bytes = bytes.dropFirst() }
        while bytes.last == ascii(" ") { bytes = bytes.dropLast() }
        return bytes
    }

    static func text(_ bytes: Bytes) -> String { String(decoding: bytes, as: UTF8.self) }

    static func ascii(_ scalar: Unicode.Scalar) -> UInt8 { UInt8(ascii: scalar) }
}
