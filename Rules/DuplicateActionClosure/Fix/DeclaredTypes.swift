import ActionLintCore

/// What a file declares about types, read from its tokens when a fix needs a parameter's type:
/// the properties of each type (their declared type, or the literal they start as), the
/// parameters of its functions, and the payloads of enum cases. Built on first use, once per
/// fix, by one walk over each type's body (its nested types' bodies are their own walks).
final class DeclaredTypes {
    struct Property {
        var name: String
        /// Significant tokens of the declared type (`[Item]`), empty when none is written.
        var type: [Int]
        /// Significant tokens of the initial value, empty when none.
        var initializer: [Int]
        var attributes: [String]
    }

    /// A parameter as the module index reads it (`ParameterListReader`): label (`_` for none),
    /// name, type tokens, whether it has a default.
    typealias Parameter = ModuleDeclaration.Parameter

    /// A function, or an enum case with a payload (called like one: `.select(tab: .home)`).
    struct Callable {
        var name: String
        var declaringType: String
        var parameters: [Parameter]
        var isGeneric: Bool
    }

    let file: ParsedFile
    private(set) var properties: [String: [Property]] = [:]
    private(set) var callables: [String: [Callable]] = [:]

    init(file: ParsedFile) {
        self.file = file
        for type in file.syntax.types {
            guard let leftBrace = type.leftBrace, let rightBrace = type.rightBrace else { continue }
            readBody(of: type, from: leftBrace + 1, to: rightBrace)
        }
    }

    /// The properties named `name` of the type `typeName` (in any of its declarations).
    func property(_ name: String, of typeName: String) -> Property? {
        properties[typeName]?.first { $0.name == name }
    }

    // MARK: - Reading

    private func readBody(of type: TypeDeclaration, from start: Int, to end: Int) {
        var depth = 0
        var index = start
        while index < end {
            let token = file.tokens[index]
            switch token.kind {
            case .leftBrace, .leftParen, .leftSquare: depth += 1
            case .rightBrace, .rightParen, .rightSquare: depth -= 1
            case .keyword where depth == 0:
                if file.source.token(token, is: "let") || file.source.token(token, is: "var") {
                    if let property = readProperty(at: index, end: end) {
                        properties[type.qualifiedName, default: []].append(property)
                    }
                } else if file.source.token(token, is: "func") {
                    if let function = readFunction(at: index, end: end, typeName: type.qualifiedName) {
                        callables[function.name, default: []].append(function)
                    }
                } else if file.source.token(token, is: "case"), type.kind == .enum {
                    for payloadCase in readCases(at: index, end: end, typeName: type.qualifiedName) {
                        callables[payloadCase.name, default: []].append(payloadCase)
                    }
                }
            default: break
            }
            index += 1
        }
    }

    private func next(_ index: Int, _ end: Int) -> Int? { file.nextSignificant(after: index, before: end) }

    private func collect(after start: Int, end: Int, stops: (TokenKind) -> Bool) -> ([Int], Int?) {
        DeclarationTokens.collect(in: file, after: start, end: end, stops: stops)
    }

    /// `@State private var items: [Item] = []`.
    private func readProperty(at keyword: Int, end: Int) -> Property? {
        guard let nameToken = next(keyword, end), file.tokens[nameToken].kind == .identifier else { return nil }
        var type: [Int] = []
        var cursor = next(nameToken, end)
        if let colon = cursor, file.tokens[colon].kind == .colon {
            (type, cursor) = collect(after: colon, end: end) { kind in
                kind == .equal || kind == .leftBrace || kind == .comma
            }
        }
        var initializer: [Int] = []
        if let equal = cursor, file.tokens[equal].kind == .equal {
            (initializer, _) = collect(after: equal, end: end) { kind in kind == .leftBrace || kind == .comma }
        }
        return Property(name: file.text(nameToken), type: type, initializer: initializer,
            attributes: attributes(before: keyword))
    }

    /// The attributes written before a declaration's keyword (`@State`, `@Binding`), through its
    /// modifiers and attribute arguments.
    private func attributes(before keyword: Int) -> [String] {
        var result: [String] = []
        var cursor = file.previousSignificant(before: keyword)
        while let index = cursor {
            let token = file.tokens[index]
            if token.kind == .attribute {
                result.append(file.text(index))
            } else if token.kind == .rightParen, let open = DeclarationTokens.openParen(of: index, in: file) {
                cursor = file.previousSignificant(before: open)
                continue
            } else if token.kind != .identifier && token.kind != .keyword ||
                !DeclaredTypes.modifiers.contains(file.text(index)) {
                break
            }
            cursor = file.previousSignificant(before: index)
        }
        return result
    }

    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "class", "lazy", "weak", "unowned",
        "final", "override", "nonisolated", "dynamic", "mutating", "nonmutating",
    ]

    /// `func start(_ mode: GameMode, at level: Int = 1)`.
    private func readFunction(at keyword: Int, end: Int, typeName: String) -> Callable? {
        guard let nameToken = next(keyword, end), file.tokens[nameToken].kind == .identifier,
              var cursor = next(nameToken, end) else { return nil }
        var isGeneric = false
        if file.tokens[cursor].kind == .leftAngle {
            isGeneric = true
            while let after = next(cursor, end), file.tokens[cursor].kind != .rightAngle { cursor = after }
            guard let after = next(cursor, end) else { return nil }
            cursor = after
        }
        guard file.tokens[cursor].kind == .leftParen,
              let parameters = readParameters(open: cursor, end: end, labelled: true) else { return nil }
        return Callable(name: file.text(nameToken), declaringType: typeName, parameters: parameters,
            isGeneric: isGeneric)
    }

    /// `case select(tab: Tab), reset`: the cases with a payload.
    private func readCases(at keyword: Int, end: Int, typeName: String) -> [Callable] {
        var result: [Callable] = []
        var cursor = next(keyword, end)
        while let nameToken = cursor, file.tokens[nameToken].kind == .identifier {
            var after = next(nameToken, end)
            if let open = after, file.tokens[open].kind == .leftParen, let close = file.matchingParen(of: open) {
                if let parameters = readParameters(open: open, end: end, labelled: false) {
                    result.append(Callable(name: file.text(nameToken), declaringType: typeName, parameters: parameters,
                        isGeneric: false))
                }
                after = next(close, end)
            }
            guard let comma = after, file.tokens[comma].kind == .comma else { break }
            cursor = next(comma, end)
        }
        return result
    }

    private func readParameters(open: Int, end: Int, labelled: Bool) -> [Parameter]? {
        ParameterListReader.parameters(in: file, open: open, labelled: labelled)
    }
}
