/// Reads what a file declares for the module index: its types (with their generic parameters
/// and access), and in each type body (and at file scope) the properties with their written
/// type or initial value, functions and initializers with their parameters, enum cases with
/// their payloads, typealiases. Declarations only: bodies are skipped by brace depth. The one
/// reader of declarations: the rules read a file's own through it too (`DeclaredTypes`).
public struct DeclarationReader {
    let file: ParsedFile

    public static func declarations(in file: ParsedFile) -> [ModuleDeclaration] {
        DeclarationReader(file: file).read()
    }

    func read() -> [ModuleDeclaration] {
        var result: [ModuleDeclaration] = []
        let types = file.syntax.types
        for type in types {
            if !type.isExtension, let declared = typeDeclaration(type, parent: type.parent.map { types[$0].qualifiedName }) {
                result.append(declared)
            }
            guard let left = type.leftBrace, let right = type.rightBrace else { continue }
            let start = result.count
            readBody(from: left + 1, to: right, owner: type.qualifiedName, ownerKind: type.kind, implicitAccess: Self.implicitAccess(in: type),
                     into: &result)
            // `private extension`: its members are seen by that file alone.
            if type.isExtension, Self.access(type.modifiers) <= .fileprivate {
                for index in start..<result.count { result[index].access = min(result[index].access, .fileprivate) }
            }
        }
        readFileScope(into: &result)
        return result
    }

    private func typeDeclaration(_ type: TypeDeclaration, parent: String?) -> ModuleDeclaration? {
        let name = file.text(type.nameToken).unbacktickedName
        var generics: [String] = []
        if let open = next(type.nameToken), file.tokens[open].kind == .leftAngle { generics = genericNames(open: open) }
        return ModuleDeclaration(kind: .type(type.kind), name: name, owner: parent, access: Self.access(type.modifiers),
                                 isStatic: false, file: file, genericParameters: generics)
    }

    /// Declarations outside every type's braces: functions, typealiases, global properties.
    private func readFileScope(into result: inout [ModuleDeclaration]) {
        var ranges: [Range<Int>] = []
        for type in file.syntax.types where type.parent == nil {
            guard let left = type.leftBrace, let right = type.rightBrace else { continue }
            ranges.append(left..<(right + 1))
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var start = 0
        for range in ranges + [file.tokens.count..<file.tokens.count] {
            if start < range.lowerBound {
                readBody(from: start, to: range.lowerBound, owner: nil, ownerKind: nil, implicitAccess: (.internal, .internal), into: &result)
            }
            start = max(start, range.upperBound)
        }
    }

    private func next(_ index: Int, _ end: Int? = nil) -> Int? { file.nextSignificant(after: index, before: end) }

    private func collect(after start: Int, end: Int, stops: (TokenKind) -> Bool) -> ([Int], Int?) {
        DeclarationTokens.collect(in: file, after: start, end: end, stops: stops)
    }

    /// - Parameter implicitAccess: the access of a member and of an enum case that write none.
    private func readBody(from start: Int, to end: Int, owner: String?, ownerKind: TypeDeclaration.Kind?,
                          implicitAccess: (member: ModuleDeclaration.Access, enumCase: ModuleDeclaration.Access),
                          into result: inout [ModuleDeclaration]) {
        var depth = 0
        var index = start
        while index < end {
            let token = file.tokens[index]
            switch token.kind {
            case .leftBrace, .leftParen, .leftSquare: depth += 1
            case .rightBrace, .rightParen, .rightSquare: depth -= 1
            case .keyword where depth == 0:
                let keyword = file.text(index)
                let modifiers = modifiers(before: index)
                let access = Self.access(modifiers, implicit: keyword == "case" ? implicitAccess.enumCase : implicitAccess.member)
                let isStatic = modifiers.contains("static") || modifiers.contains("class")
                var base = ModuleDeclaration(kind: .property, name: "", owner: owner, access: access, isStatic: isStatic, file: file)
                base.attributes = modifiers.filter { $0.hasPrefix("@") }
                switch keyword {
                case "let", "var": if let property = property(at: index, end: end, base) { result.append(property) }
                case "func": if let function = function(at: index, end: end, base) { result.append(function) }
                case "init": if let initializer = initializer(at: index, end: end, base) { result.append(initializer) }
                case "typealias": if let alias = typeAlias(at: index, end: end, base) { result.append(alias) }
                case "case" where ownerKind == .enum: result += cases(at: index, end: end, base)
                default: break
                }
            default: break
            }
            index += 1
        }
    }

    /// `@Published var items: [Item] = []`, `var filtered: [Entry] { … }`.
    private func property(at keyword: Int, end: Int, _ base: ModuleDeclaration) -> ModuleDeclaration? {
        guard let nameToken = next(keyword, end), file.tokens[nameToken].kind == .identifier else { return nil }
        var declaration = base
        declaration.name = file.text(nameToken).unbacktickedName
        var cursor = next(nameToken, end)
        if let colon = cursor, file.tokens[colon].kind == .colon {
            (declaration.type, cursor) = collect(after: colon, end: end) { $0 == .equal || $0 == .leftBrace || $0 == .comma }
        }
        if let equal = cursor, file.tokens[equal].kind == .equal {
            (declaration.initializer, _) = collect(after: equal, end: end) { $0 == .leftBrace || $0 == .comma }
        }
        return declaration
    }

    /// `func setMode(_ mode: PlaybackMode)`, `func select<T>(_ value: T)`.
    private func function(at keyword: Int, end: Int, _ base: ModuleDeclaration) -> ModuleDeclaration? {
        guard let nameToken = next(keyword, end), file.tokens[nameToken].kind == .identifier,
              var cursor = next(nameToken, end) else { return nil }
        var declaration = base
        declaration.kind = .function
        declaration.name = file.text(nameToken).unbacktickedName
        if file.tokens[cursor].kind == .leftAngle {
            declaration.genericParameters = genericNames(open: cursor)
            guard let close = closingAngle(cursor, end), let after = next(close, end) else { return nil }
            cursor = after
        }
        guard file.tokens[cursor].kind == .leftParen, let parameters = parameters(open: cursor, labelled: true) else { return nil }
        declaration.parameters = parameters
        return declaration
    }

    private func initializer(at keyword: Int, end: Int, _ base: ModuleDeclaration) -> ModuleDeclaration? {
        guard var cursor = next(keyword, end) else { return nil }
        if file.tokens[cursor].kind == .postfixOperator || file.text(cursor) == "?" || file.text(cursor) == "!" {
            guard let after = next(cursor, end) else { return nil }
            cursor = after
        }
        var declaration = base
        // `init<Configuration: Style>(…)`: its parameters' types depend on the call.
        if file.tokens[cursor].kind == .leftAngle {
            declaration.genericParameters = genericNames(open: cursor)
            guard let close = closingAngle(cursor, end), let after = next(close, end) else { return nil }
            cursor = after
        }
        guard file.tokens[cursor].kind == .leftParen, let parameters = parameters(open: cursor, labelled: true) else { return nil }
        declaration.kind = .initializer
        declaration.name = "init"
        declaration.parameters = parameters
        return declaration
    }

    /// `typealias Entries = [Entry]`.
    private func typeAlias(at keyword: Int, end: Int, _ base: ModuleDeclaration) -> ModuleDeclaration? {
        guard let nameToken = next(keyword, end), file.tokens[nameToken].kind == .identifier,
              var cursor = next(nameToken, end) else { return nil }
        var declaration = base
        declaration.kind = .typeAlias
        declaration.name = file.text(nameToken)
        if file.tokens[cursor].kind == .leftAngle {
            declaration.genericParameters = genericNames(open: cursor)
            guard let close = closingAngle(cursor, end), let after = next(close, end) else { return nil }
            cursor = after
        }
        guard file.tokens[cursor].kind == .equal else { return nil }
        (declaration.type, _) = collect(after: cursor, end: end) { _ in false }
        return declaration.type.isEmpty ? nil : declaration
    }

    /// `case profile, help`, `case select(tab: Tab)`.
    private func cases(at keyword: Int, end: Int, _ base: ModuleDeclaration) -> [ModuleDeclaration] {
        var result: [ModuleDeclaration] = []
        var cursor = next(keyword, end)
        while let nameToken = cursor, file.tokens[nameToken].kind == .identifier {
            var declaration = base
            declaration.kind = .enumCase
            declaration.name = file.text(nameToken).unbacktickedName
            var after = next(nameToken, end)
            if let open = after, file.tokens[open].kind == .leftParen, let close = file.matchingParen(of: open) {
                declaration.parameters = parameters(open: open, labelled: false) ?? []
                after = next(close, end)
            }
            if let equal = after, file.tokens[equal].kind == .equal, let value = next(equal, end) {
                after = next(rawValueEnd(value, end), end)
            }
            result.append(declaration)
            guard let comma = after, file.tokens[comma].kind == .comma else { break }
            cursor = next(comma, end)
        }
        return result
    }

    /// The last token of a case's raw value starting at `start`: `"Plus"` (a string is three
    /// tokens or more), `-1`, `2`.
    private func rawValueEnd(_ start: Int, _ end: Int) -> Int {
        switch file.tokens[start].kind {
        case .stringStart:
            var cursor = start
            while let after = next(cursor, end) {
                cursor = after
                if file.tokens[after].kind == .stringEnd { break }
            }
            return cursor
        case .prefixOperator: return next(start, end) ?? start
        default: return start
        }
    }

    private func closingAngle(_ open: Int, _ end: Int?) -> Int? {
        var depth = 0
        var cursor: Int? = open
        while let index = cursor {
            if file.tokens[index].kind == .leftAngle { depth += 1 }
            if file.tokens[index].kind == .rightAngle {
                depth -= 1
                if depth == 0 { return index }
            }
            cursor = next(index, end)
        }
        return nil
    }

    /// `<Element: Hashable, ID>` → `Element`, `ID`.
    private func genericNames(open: Int) -> [String] {
        guard let close = closingAngle(open, nil) else { return [] }
        var names: [String] = []
        var expectName = true
        var depth = 0
        var cursor = next(open, close)
        while let index = cursor {
            switch file.tokens[index].kind {
            case .leftAngle, .leftParen, .leftSquare: depth += 1
            case .rightAngle, .rightParen, .rightSquare: depth -= 1
            case .comma where depth == 0: expectName = true
            case .identifier where expectName && depth == 0:
                names.append(file.text(index))
                expectName = false
            default: break
            }
            cursor = next(index, close)
        }
        return names
    }

    private func parameters(open: Int, labelled: Bool) -> [ModuleDeclaration.Parameter]? {
        ParameterListReader.parameters(in: file, open: open, labelled: labelled)
    }

    private func modifiers(before keyword: Int) -> [String] { Self.modifiers(before: keyword, in: file) }

    /// The modifiers (and attributes) before a declaration's keyword.
    public static func modifiers(before keyword: Int, in file: ParsedFile) -> [String] {
        var result: [String] = []
        var cursor = file.previousSignificant(before: keyword)
        while let index = cursor {
            let kind = file.tokens[index].kind
            let text = file.text(index)
            if kind == .attribute {
                result.append(text)
            } else if kind == .rightParen, let open = DeclarationTokens.openParen(of: index, in: file) {
                // `@Environment(\.x)`; `private(set)` says nothing of who may read.
                cursor = file.previousSignificant(before: open)
                if let word = cursor, file.nextSignificant(after: open).map({ file.text($0) }) == "set" { cursor = file.previousSignificant(before: word) }
                continue
            } else if (kind == .identifier || kind == .keyword), Self.modifierWords.contains(text) {
                result.append(text)
            } else {
                break
            }
            cursor = file.previousSignificant(before: index)
        }
        return result
    }

    static let modifierWords: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "lazy", "weak", "unowned",
        "final", "override", "nonisolated", "dynamic", "mutating", "nonmutating", "convenience", "required", "indirect",
    ]

    /// The access a declaration's modifiers give it, `implicit` when they name none (`private(set)`
    /// still reads as the property's access).
    static func access(_ modifiers: [String], implicit: ModuleDeclaration.Access = .internal) -> ModuleDeclaration.Access {
        if modifiers.contains("open") { return .open }
        if modifiers.contains("public") { return .public }
        if modifiers.contains("private") { return .private }
        if modifiers.contains("fileprivate") { return .fileprivate }
        if modifiers.contains("internal") { return .internal }
        return implicit
    }

    /// The access of a member that writes none: a `public` protocol's requirements, a `public
    /// extension`'s members and a `public` enum's cases are public (another module sees them);
    /// elsewhere internal (a private extension's are narrowed after).
    static func implicitAccess(in type: TypeDeclaration) -> (member: ModuleDeclaration.Access, enumCase: ModuleDeclaration.Access) {
        let own = max(.internal, min(access(type.modifiers), .public))
        return (type.kind == .protocol || type.isExtension ? own : .internal, type.kind == .enum ? own : .internal)
    }
}

extension String {
    /// `` `default` `` → `default`.
    var unbacktickedName: String { hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self }
}
