import ActionLintCore

/// The stored properties of function type that a file's types declare, by type name:
/// `struct ChannelRow: View { let unsubscribe: (Bool) -> Void }` makes the closure in
/// `ChannelRow(channel: channel, unsubscribe: { _ in … })` an action of its memberwise
/// initializer, though the label is not shaped like one (`onUnsubscribe:`, `…Action:`). Only a
/// closure handing nothing back is an action: `let transform: (String) -> String` is none.
struct ClosureProperties {
    private var byType: [String: Set<String>] = [:]

    init(file: ParsedFile) {
        for type in file.syntax.types where !type.isExtension {
            guard let left = type.leftBrace, let right = type.rightBrace else { continue }
            var names = Set<String>()
            var depth = 0
            for index in (left + 1)..<right {
                switch file.tokens[index].kind {
                case .leftBrace: depth += 1
                case .rightBrace: depth -= 1
                case .keyword where depth == 0:
                    let keyword = file.text(index)
                    guard keyword == "let" || keyword == "var",
                          let name = Self.functionTypedProperty(after: index, before: right, in: file) else { continue }
                    names.insert(name)
                default: break
                }
            }
            let typeName = type.qualifiedName.split(separator: ".").last.map(String.init) ?? type.qualifiedName
            if !names.isEmpty { byType[typeName, default: []].formUnion(names) }
        }
    }

    /// Whether `label` is a stored closure property of the type `callee` names.
    func contains(callee: String, label: String) -> Bool {
        byType[callee]?.contains(label) == true
    }

    /// Whether the result after the `->` at `arrow` is `Void` or `()`.
    static func returnsVoid(after arrow: Int, before end: Int, in file: ParsedFile) -> Bool {
        guard let result = file.nextSignificant(after: arrow, before: end) else { return false }
        if file.tokens[result].kind == .leftParen, let close = file.nextSignificant(after: result, before: end) {
            return file.tokens[close].kind == .rightParen
        }
        return file.text(result) == "Void"
    }

    /// The name of `let name: (…) -> Void` (or `((…) -> …)?`) declared after the keyword at
    /// `keyword`; nil for another type, a computed property or a pattern.
    static func functionTypedProperty(after keyword: Int, before end: Int, in file: ParsedFile) -> String? {
        // Spaces alone around the name, as the prefilter's byte test reads it (`StoredPropertySpelling`).
        let afterSpaces = { (index: Int) -> Int in
            index + 1 < end && file.tokens[index + 1].kind == .whitespace ? index + 2 : index + 1
        }
        let name = afterSpaces(keyword)
        let colon = afterSpaces(name)
        let type = afterSpaces(colon)
        // The type opens with `(` or an attribute, as the prefilter's byte test also reads it.
        guard type < end, file.tokens[name].kind == .identifier, file.tokens[colon].kind == .colon,
              file.tokens[type].kind == .leftParen || file.tokens[type].kind == .attribute else {
            return nil
        }
        // `((Bool) -> Void)?`: the function type in parentheses, made optional.
        let parenthesized = file.nextSignificant(after: colon, before: end).map { file.tokens[$0].kind == .leftParen }
        var depth = 0
        var hasArrow = false
        for index in (colon + 1)..<end {
            switch file.tokens[index].kind {
            case .leftParen, .leftSquare, .leftAngle: depth += 1
            case .rightParen, .rightSquare, .rightAngle: depth -= 1
            case .arrow where depth == 0 || depth == 1 && parenthesized == true:
                // An action hands nothing back: `(String) -> String` is a transform, no action.
                hasArrow = returnsVoid(after: index, before: end, in: file)
            // A computed property's body, or its type's end: a new line, a default value.
            case .leftBrace where depth == 0: return nil
            case .newline where depth == 0, .semicolon, .equal, .rightBrace: return hasArrow ? file.text(name) : nil
            default: break
            }
        }
        return hasArrow ? file.text(name) : nil
    }
}
