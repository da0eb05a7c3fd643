import ActionLintCore

/// Names the parameters of an extracted member after where their values go, and decides the
/// argument labels its call sites pass them with (the Swift API Design Guidelines' way):
///
/// - the property a value is assigned to: `rows[i].isChecked = true` → `isChecked`; assigned to
///   the view's own `isEditing` → `editing` (`isEditing = editing`), its own `mode` → `mode`
///   (the body's `mode` becomes `self.mode`);
/// - the argument label it is passed to: `subscribe(notify: true)` → `notify`; for a preposition
///   (`changeSelection(to: false)`) or no label (`setRating(3)`), the call's object: `selection`,
///   `rating`;
/// - else what the type says (`GameMode` → `gameMode`), else its kind (`text`, `number`) —
///   never `value`.
///
/// Labels: a member named after the call that takes the value keeps that call's label
/// (`subscribe(notify: true)`, `changeSelection(to: false)`, `start(.timed)`); a delay reads
/// `finishFlow(after: 0.5)`; otherwise a literal argument (`true`, `nil`, `3`, `"Inbox"`) is
/// labelled with the parameter's name (`add(pageSize: 50)`, `save(3, submitted: true)`) unless the
/// member's name ends with it (`setRating(3)`, `setEditing(true)`, `setKeyboardShown(false)`) or
/// with what an initializer makes of it (`openLink("https://…")` for `URL(string:)`). A
/// case (`.timed`) or a binding (`item`) says what it is and takes no label.
enum ParameterNamer {
    /// Where a value the sites pass goes in the member's body.
    enum Destination: Equatable {
        /// Assigned, as the whole value, to the property `name`; `ownProperty` when the target is
        /// the type's own (`isEditing = …`, `self.isEditing = …`), not another value's.
        case property(name: String, ownProperty: Bool)
        /// Passed as an argument of a call to `callee`, under `label` (nil for none);
        /// `otherArguments` when the call takes more than this one.
        case argument(callee: String, label: String?, otherArguments: Bool)
        /// Added to `.now()`: how long to wait (`asyncAfter(deadline: .now() + 0.5)`).
        case delay
        case unknown
    }

    /// A literal parameter's name, and the template tokens that must become `self.<name>` for it:
    /// the body's own uses of the property the name is taken from.
    struct Named {
        var name: String
        var qualified: [Int] = []
    }

    /// Where the value in `slot` (file tokens of the template) goes.
    static func destination(of slot: ClosedRange<Int>, in file: ParsedFile) -> Destination {
        guard let before = file.previousSignificant(before: slot.lowerBound) else { return .unknown }
        let after = file.nextSignificant(after: slot.upperBound)
        let afterKind = after.map { file.tokens[$0].kind }
        if file.tokens[before].kind == .equal {
            guard endsStatement(after: slot.upperBound, in: file),
                  let target = file.previousSignificant(before: before),
                  file.tokens[target].kind == .identifier else { return .unknown }
            var own = true
            if let period = file.previousSignificant(before: target), file.tokens[period].kind == .period {
                let beforePeriod = file.previousSignificant(before: period)
                own = beforePeriod.map { file.source.token(file.tokens[$0], is: "self") } == true
            }
            return .property(name: stripped(file.text(target)), ownProperty: own)
        }
        if isDelay(before: before, in: file) { return .delay }
        guard afterKind == .comma || afterKind == .rightParen else { return .unknown }
        var label: String?
        var opener = before
        if file.tokens[before].kind == .colon, let name = file.previousSignificant(before: before),
           let beforeName = file.previousSignificant(before: name) {
            label = file.text(name)
            opener = beforeName
        }
        guard file.tokens[opener].kind == .leftParen || file.tokens[opener].kind == .comma,
              let open = file.enclosingParen(of: slot.lowerBound), let callee = file.previousSignificant(before: open),
              file.tokens[callee].kind == .identifier, let close = file.matchingParen(of: open) else { return .unknown }
        let hasComma = (open + 1..<close).contains { index in
            file.tokens[index].kind == .comma && file.enclosingParen(of: index) == open
        }
        return .argument(callee: file.text(callee), label: label, otherArguments: hasComma)
    }

    /// The name for a literal parameter whose values are `values` and go to `destination` (nil
    /// when every name it could take is taken);
    /// `hint` is what the value's type suggests. `isTaken`: the body reads it or another
    /// parameter has it. `ownUses`: the template's unqualified uses of a name (for `self.` ones).
    static func name(for destination: Destination, values: [String], hint: String?, memberNames: Set<String>,
                     isTaken: (String) -> Bool, ownUses: (String) -> [Int]) -> Named? {
        let isBool = values.allSatisfy { $0 == "true" || $0 == "false" }
        switch destination {
        case let .property(name, ownProperty):
            guard ownProperty else { return free(name, isTaken: isTaken).map { Named(name: $0) } }
            let words = ActionNamer.splitWords(name)
            let adjective = ActionWords.withoutBoolPrefix(words)
            if isBool, adjective.count < words.count {
                let short = ActionNamer.lowerCamel(adjective)
                if !isTaken(short), !ActionNamer.reservedNames.contains(short) { return Named(name: short) }
            }
            // `mode = .timed` in the view: `self.mode = mode`, every other `mode` of the body `self.mode`.
            if memberNames.contains(name), name.count > 1, !ActionNamer.reservedNames.contains(name) {
                return Named(name: name, qualified: ownUses(name))
            }
            let newName = "new" + name.prefix(1).uppercased() + name.dropFirst()
            return free(newName, isTaken: isTaken).map { Named(name: $0) }
        case let .argument(callee, label, _):
            if let label, let typed = typeQualified(label, callee: callee) {
                return free(typed, isTaken: isTaken).map { Named(name: $0) }
            }
            if let label, label.count > 1, !NamingVocabulary.weakLabels.contains(label) {
                return free(label, isTaken: isTaken).map { Named(name: $0) }
            }
            if let hint, label == nil, hint.count > 1 { return free(hint, isTaken: isTaken).map { Named(name: $0) } }
            let object = ActionNamer.splitWords(callee).dropFirst().filter { !NamingVocabulary.weakLabels.contains($0) }
            if !object.isEmpty {
                return free(ActionNamer.lowerCamel(Array(object)), isTaken: isTaken).map { Named(name: $0) }
            }
        case .delay:
            return free("delay", isTaken: isTaken).map { Named(name: $0) }
        case .unknown:
            break
        }
        let base = hint.flatMap { $0.count > 1 ? $0 : nil } ?? kindName(values)
        return free(base, isTaken: isTaken).map { Named(name: $0) }
    }

    /// A label that names only the kind of value (`string`, `value`) says nothing of what it is
    /// for; passed to a type's initializer, the value is named for the type, as Swift spells it:
    /// `URL(string:)` → `urlString`. Nil for any other label or callee.
    static func typeQualified(_ label: String, callee: String) -> String? {
        guard NamingVocabulary.kindLabels.contains(label), let type = initializedType(callee) else { return nil }
        return ActionNamer.lowerCamel(ActionNamer.splitWords(String(type)) + [label])
    }

    /// The type a callee initializes (`URL` of `Foundation.URL`); nil when it names no type.
    static func initializedType(_ callee: String) -> Substring? {
        guard let type = callee.split(separator: ".").last, type.first?.isUppercase == true else { return nil }
        return type
    }

    /// The argument label of a literal parameter going to `destination`, in a member named
    /// `memberName` whose parameter is `name`.
    static func label(for destination: Destination, name: String, values: [String], memberName: String) -> String {
        switch destination {
        case let .argument(callee, label, _) where memberName == callee: return label ?? "_"
        // `openLink(_ urlString:)`: the member's last word says what the string becomes.
        case let .argument(callee, label?, _) where typeQualified(label, callee: callee) != nil
            && namesMadeValue(memberName, callee: callee): return "_"
        case .delay: return "after"
        default: break
        }
        // A case says what it is (`start(.timed)`), and so does a binding (`delete(item)`).
        guard values.allSatisfy(isLiteral), !values.contains(where: { $0.hasPrefix(".") }) else { return "_" }
        let memberWords = ActionNamer.splitWords(memberName)
        let nameWords = ActionWords.withoutBoolPrefix(ActionNamer.splitWords(name))
        let memberEndsWithName = memberWords.count > nameWords.count
            && memberWords.suffix(nameWords.count).elementsEqual(nameWords)
        return memberEndsWithName ? "_" : name
    }

    /// Whether the member's last word names the value a type's initializer makes of the parameter:
    /// the type itself (`openURL`), or a link for a `URL` (`openLink`).
    static func namesMadeValue(_ memberName: String, callee: String) -> Bool {
        guard let type = initializedType(callee),
              let last = ActionNamer.splitWords(memberName).last else { return false }
        return last == type.lowercased() || type == "URL" && last == "link"
    }

    /// `true`, `nil`, `3`, `0.5`, `"Inbox"`, `.timed`: a value written at the site, not a name.
    static func isLiteral(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first else { return false }
        return value == "true" || value == "false" || value == "nil" || first == "\"" || first == "#" || first == "."
            || first == "-" || ("0"..."9").contains(first)
    }

    /// Whether the token before a value is the `+` of `.now() +`.
    static func isDelay(before: Int, in file: ParsedFile) -> Bool {
        guard file.source.token(file.tokens[before], is: "+"), let close = file.previousSignificant(before: before),
              file.tokens[close].kind == .rightParen, let open = file.previousSignificant(before: close),
              file.tokens[open].kind == .leftParen,
              let now = file.previousSignificant(before: open) else { return false }
        return file.source.token(file.tokens[now], is: "now")
    }

    /// A parameter's name from its type, for values the sites hold under different names
    /// (`filteredFormulae`, `filteredCasks`): `[SearchResult]` → `searchResults`, `Plugin?` →
    /// `plugin`; nil for a generic, tuple, dictionary or function type.
    static func name(ofType type: String) -> String? {
        var text = Substring(type)
        while text.last == "?" || text.last == "!" { text = text.dropLast() }
        let isArray = text.first == "[" && text.last == "]"
        if isArray { text = text.dropFirst().dropLast() }
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }),
              !valueTypes.contains(String(text)) else { return nil }
        var words = ActionNamer.splitWords(ActionNamer.lastComponent(ofTypeName: String(text)))
        guard let last = words.last else { return nil }
        if isArray { words[words.count - 1] = ActionWords.plural(last) }
        return ActionNamer.lowerCamel(words)
    }

    /// Types that say what kind of value a parameter is, not what it is: `int`, `string` name nothing.
    static let valueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Bool", "String", "Substring", "Character", "Date", "Data", "UUID", "URL", "Decimal", "TimeInterval",
        "Any", "AnyObject", "AnyHashable",
    ]

    /// When no place says what the value is: its kind.
    static func kindName(_ values: [String]) -> String {
        guard let first = values.first else { return "option" }
        if values.allSatisfy({ $0 == "true" || $0 == "false" }) { return "isOn" }
        if first.hasPrefix("\"") || first.hasPrefix("#") { return "text" }
        if first.hasPrefix(".") { return "option" }
        return first.contains(".") ? "amount" : "number"
    }

    /// `base`, else `newBase`, `otherBase`, `chosenBase`: a name nothing else takes, no keyword,
    /// never one letter and never numbered (`newValue2` says nothing of what it holds); nil when
    /// all are taken.
    static func free(_ base: String, isTaken: (String) -> Bool) -> String? {
        func isFree(_ name: String) -> Bool {
            name.count > 1 && !isTaken(name) && !ActionNamer.reservedNames.contains(name)
        }
        let capitalized = base.prefix(1).uppercased() + base.dropFirst()
        let prefixes = ActionNamer.splitWords(base).first == "new" ? ["other", "chosen"] : ["new", "other", "chosen"]
        return ([base] + prefixes.map { $0 + capitalized }).first(where: isFree)
    }

    /// Whether the value ending at `end` is the whole of its statement: a new line, `;` or `}` follows.
    static func endsStatement(after end: Int, in file: ParsedFile) -> Bool {
        var index = end + 1
        while index < file.tokens.count {
            switch file.tokens[index].kind {
            case .newline, .semicolon, .rightBrace: return true
            case .whitespace, .lineComment, .blockComment, .docLineComment, .docBlockComment: index += 1
            default: return false
            }
        }
        return true
    }

    private static func stripped(_ name: String) -> String {
        name.hasPrefix("$") ? String(name.dropFirst()) : name
    }
}
