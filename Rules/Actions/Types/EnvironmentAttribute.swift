import ActionLintCore

/// What the `@Environment(…)` before a property's declaration reads: an `EnvironmentValues`
/// key path (`\.appModel`) or an observable object's type (`Model.self`).
enum EnvironmentAttribute {
    case keyPath(String)
    /// The type's tokens.
    case object([Int])

    /// The attribute of the property `name` declared in the type `typeName` of `file`.
    static func read(ofProperty name: String, of typeName: String, in file: ParsedFile) -> EnvironmentAttribute? {
        for type in file.syntax.types where type.qualifiedName == typeName {
            guard let left = type.leftBrace, let right = type.rightBrace else { continue }
            for index in left..<right where file.tokens[index].kind == .identifier && file.text(index) == name {
                guard let keyword = file.previousSignificant(before: index),
                      ["var", "let"].contains(file.text(keyword)) else { continue }
                return attribute(before: keyword, in: file)
            }
        }
        return nil
    }

    /// The `@Environment(…)` written before a declaration's keyword, past its modifiers.
    static func attribute(before keyword: Int, in file: ParsedFile) -> EnvironmentAttribute? {
        var cursor = file.previousSignificant(before: keyword)
        while let index = cursor, file.tokens[index].kind != .attribute {
            if file.tokens[index].kind == .rightParen, let open = file.enclosingParen(of: index) {
                cursor = file.previousSignificant(before: open)
                continue
            }
            guard file.tokens[index].kind == .identifier || file.tokens[index].kind == .keyword else { return nil }
            cursor = file.previousSignificant(before: index)
        }
        guard let attribute = cursor, file.text(attribute) == "@Environment",
              let open = file.nextSignificant(after: attribute), file.tokens[open].kind == .leftParen,
              let close = file.matchingParen(of: open) else { return nil }
        let inside = (open + 1..<close).filter { !file.tokens[$0].kind.isTrivia }
        if inside.count == 3, file.text(inside[0]) == "\\", file.tokens[inside[1]].kind == .period,
           file.tokens[inside[2]].kind == .identifier {
            return .keyPath(file.text(inside[2]))
        }
        guard inside.count >= 3, file.text(inside[inside.count - 1]) == "self",
              file.tokens[inside[inside.count - 2]].kind == .period else { return nil }
        return .object(Array(inside.dropLast(2)))
    }
}
