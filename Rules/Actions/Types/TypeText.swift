import ActionLintCore

/// A type as written in the file (its significant tokens), and what the fix asks of it: its
/// text for a parameter list, the element of a collection, the payload of an optional.
struct TypeText {
    let file: ParsedFile
    let tokens: [Int]
    /// The type the tokens are written in, when it is not the view: a name nested in it
    /// (`Song` inside `PlaylistModel`) is spelled with it (`PlaylistModel.Song`).
    var owner: String? = nil
    /// A type no token of the file spells: `String` for a property that starts as `""`
    /// (`ParameterTypes.inferredType(ofInitializer:)`).
    var spelled: String? = nil
    /// Spellings for tokens that name a type of another file by a shorter path than the view
    /// sees it (`Entry` written inside `Archive` is `Archive.Entry`): see `ModuleTypeFacts`.
    var qualified: [Int: String] = [:]

    /// `Self.Model` written inside a type is that type's `Model`: the name alone, looked up from
    /// the type the tokens are written in (as the compiler looks it up), is kept.
    init(file: ParsedFile, tokens: [Int], owner: String? = nil, spelled: String? = nil,
         qualified: [Int: String] = [:]) {
        self.file = file
        self.tokens = tokens.count >= 3 && file.text(tokens[0]) == "Self" && file.tokens[tokens[1]].kind == .period
            && file.tokens[tokens[2]].kind == .identifier ? Array(tokens.dropFirst(2)) : tokens
        self.owner = owner
        self.spelled = spelled
        self.qualified = qualified
    }

    var isEmpty: Bool { tokens.isEmpty && spelled == nil }

    /// A type of the same declaration (`owner` kept).
    func part(_ tokens: [Int]) -> TypeText {
        TypeText(file: file, tokens: tokens, owner: owner, qualified: qualified)
    }

    /// `[Item]`, `Binding<[Item]>`, `(Int) -> Void`, `some View`: the tokens joined with the
    /// spaces Swift style puts between them; a name nested in `owner` qualified with it.
    var text: String {
        let written = writtenText
        guard let owner, isPlainName,
              file.syntax.types.contains(where: { $0.qualifiedName == owner + "." + written }) else { return written }
        return owner + "." + written
    }

    /// The tokens as written.
    var writtenText: String {
        if let spelled { return spelled }
        var result = ""
        for (position, index) in tokens.enumerated() {
            let kind = file.tokens[index].kind
            let spelling = file.text(index)
            if position > 0 {
                let previous = file.tokens[tokens[position - 1]]
                if kind == .arrow || previous.kind == .arrow || previous.kind == .comma || previous.kind == .colon
                    || previous.kind == .attribute || previous.kind == .keyword
                    || ["some", "any", "async", "throws", "inout", "sending"].contains(file.text(tokens[position - 1]))
                    || kind == .identifier && (spelling == "async" || spelling == "throws") {
                    result += " "
                }
            }
            result += qualified[index] ?? spelling
        }
        return result
    }

    private func kind(_ position: Int) -> TokenKind { file.tokens[tokens[position]].kind }
    private func spelling(_ position: Int) -> String { file.text(tokens[position]) }

    /// Whether the tokens are one generic name with its arguments: `Array<Item>` → `Array` and
    /// the arguments' tokens.
    var genericArguments: (name: String, arguments: [TypeText])? {
        guard tokens.count >= 4, kind(tokens.count - 1) == .rightAngle else { return nil }
        var nameEnd = 0
        while nameEnd < tokens.count, kind(nameEnd) == .identifier || kind(nameEnd) == .period { nameEnd += 1 }
        guard nameEnd > 0, nameEnd < tokens.count, kind(nameEnd) == .leftAngle else { return nil }
        let name = tokens[..<nameEnd].map { file.text($0) }.joined()
        var arguments: [TypeText] = []
        var piece: [Int] = []
        var depth = 0
        for position in (nameEnd + 1)..<(tokens.count - 1) {
            switch kind(position) {
            case .leftAngle, .leftSquare, .leftParen: depth += 1
            case .rightAngle, .rightSquare, .rightParen: depth -= 1
            case .comma where depth == 0:
                arguments.append(part(piece))
                piece = []
                continue
            default: break
            }
            if depth < 0 { return nil }
            piece.append(tokens[position])
        }
        guard depth == 0, !piece.isEmpty else { return nil }
        arguments.append(part(piece))
        return (name, arguments)
    }

    /// The element of an array-like type: `[Item]`, `Array<Item>`, `IdentifiedArrayOf<Item>`,
    /// `IdentifiedArray<ID, Item>`, `FetchedResults<Item>`, `ArraySlice<Item>`. Nil otherwise
    /// (a dictionary, a set, a type the file does not say is a collection).
    var arrayElement: TypeText? {
        if tokens.count >= 3, kind(0) == .leftSquare, kind(tokens.count - 1) == .rightSquare {
            var depth = 0
            for position in 1..<(tokens.count - 1) {
                switch kind(position) {
                case .leftSquare, .leftParen, .leftAngle: depth += 1
                case .rightSquare, .rightParen, .rightAngle: depth -= 1
                case .colon where depth == 0: return nil
                default: break
                }
                if depth < 0 { return nil }
            }
            return part(Array(tokens[1..<(tokens.count - 1)]))
        }
        guard let generic = genericArguments else { return nil }
        switch (generic.name, generic.arguments.count) {
        case ("Array", 1), ("Swift.Array", 1), ("ArraySlice", 1), ("ContiguousArray", 1), ("IdentifiedArrayOf", 1),
             ("FetchedResults", 1), ("SwiftUI.FetchedResults", 1):
            return generic.arguments[0]
        case ("IdentifiedArray", 2):
            return generic.arguments[1]
        default:
            return nil
        }
    }

    /// The value of a dictionary type: `[String: [Plugin]]`, `Dictionary<String, Plugin>`.
    var dictionaryValue: TypeText? {
        if tokens.count >= 5, kind(0) == .leftSquare, kind(tokens.count - 1) == .rightSquare {
            var depth = 0
            for position in 1..<(tokens.count - 1) {
                switch kind(position) {
                case .leftSquare, .leftParen, .leftAngle: depth += 1
                case .rightSquare, .rightParen, .rightAngle: depth -= 1
                case .colon where depth == 0:
                    let value = Array(tokens[(position + 1)..<(tokens.count - 1)])
                    return value.isEmpty ? nil : part(value)
                default: break
                }
            }
            return nil
        }
        guard let generic = genericArguments, generic.name == "Dictionary" || generic.name == "Swift.Dictionary",
              generic.arguments.count == 2 else { return nil }
        return generic.arguments[1]
    }

    /// `PassthroughSubject<String, Never>()`, `CurrentValueSubject<Double, Never>(0)`: a generic
    /// type named with its arguments and called with none or one unlabelled value makes that
    /// type (Swift has no explicit specialization of a function). Returns the type's tokens.
    static func explicitlySpecializedInit(_ tokens: [Int], in file: ParsedFile) -> [Int]? {
        var position = 0
        while position < tokens.count, file.tokens[tokens[position]].kind == .identifier {
            position += 1
            guard position < tokens.count, file.tokens[tokens[position]].kind == .period else { break }
            position += 1
        }
        guard position > 0, position < tokens.count,
              file.tokens[tokens[position]].kind == .leftAngle else { return nil }
        var depth = 0
        var close: Int?
        for index in position..<tokens.count {
            switch file.tokens[tokens[index]].kind {
            case .leftAngle: depth += 1
            case .rightAngle: depth -= 1
            default: break
            }
            if depth == 0 {
                close = index
                break
            }
        }
        guard let close, close + 2 < tokens.count, file.tokens[tokens[close + 1]].kind == .leftParen,
              file.matchingParen(of: tokens[close + 1]) == tokens.last else { return nil }
        let arguments = tokens[(close + 2)..<(tokens.count - 1)]
        // One unlabelled value at most: a labelled init (`init?(rawValue:)`) may fail.
        if arguments.contains(where: { file.tokens[$0].kind == .comma || file.tokens[$0].kind == .colon }) {
            return nil
        }
        return Array(tokens[...close])
    }

    /// What a Combine publisher of this type sends: `PassthroughSubject<Output, Failure>`,
    /// `CurrentValueSubject<…>`, `AnyPublisher<…>`, `Just<Output>`, `Published<Output>.Publisher`
    /// (a `$property`); nil for any other type.
    var publisherOutput: TypeText? {
        if tokens.count >= 6, spelling(tokens.count - 1) == "Publisher", kind(tokens.count - 2) == .period {
            let published = part(Array(tokens.dropLast(2))).genericArguments
            guard let published, ["Published", "Combine.Published"].contains(published.name),
                  published.arguments.count == 1 else { return nil }
            return published.arguments[0]
        }
        guard let generic = genericArguments else { return nil }
        let name = generic.name.hasPrefix("Combine.") ? String(generic.name.dropFirst("Combine.".count)) : generic.name
        switch (name, generic.arguments.count) {
        case ("PassthroughSubject", 2), ("CurrentValueSubject", 2), ("AnyPublisher", 2), ("Just", 1):
            return generic.arguments[0]
        default:
            return nil
        }
    }

    /// `Binding<[Item]>` → `[Item]`.
    var bindingValue: TypeText? {
        guard let generic = genericArguments, generic.name == "Binding" || generic.name == "SwiftUI.Binding",
              generic.arguments.count == 1 else { return nil }
        return generic.arguments[0]
    }

    /// `Item?`, `Item!`, `Optional<Item>` → `Item`; nil for a type that is not optional.
    var optionalPayload: TypeText? {
        let last = tokens.count - 1
        if tokens.count >= 2, kind(last) == .postfixOperator, spelling(last) == "?" || spelling(last) == "!" {
            return part(Array(tokens.dropLast()))
        }
        if let generic = genericArguments,
           generic.name == "Optional" || generic.name == "Swift.Optional",
           generic.arguments.count == 1 {
            return generic.arguments[0]
        }
        return nil
    }

    /// A type made of a name alone (`GameMode`, `Game.Mode`).
    var isPlainName: Bool {
        !tokens.isEmpty && tokens.indices.allSatisfy { kind($0) == .identifier || kind($0) == .period }
    }
}
