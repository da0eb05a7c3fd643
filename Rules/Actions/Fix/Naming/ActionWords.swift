import ActionLintCore

/// The words an action body offers for its name, best first: the calls it makes (through
/// wrappers, and through dispatchers to the case they pass), then the state it assigns.
///
/// - `store.send(.fetchGalleries())` → `fetch galleries`; `context.send(viewAction: .startScan)`
///   → `start scan`; `store.send(.view(.didTapSave))` → `did tap save`;
/// - `router.route(to: .uploadSubtitle)` → `show upload subtitle`;
/// - `withAnimation(.easeInOut) { resize() }`, `Task { await model.reload() }` → `resize`, `reload`;
/// - `isExpanded.toggle()` → `toggle is expanded`;
/// - `selection = nil` → `clear selection`; `title = "x"` → `set title`; `count += 1` → `increase count`.
///
/// Never: a call in an `if`/`guard`/`while`/`switch` condition (`guard store.canSave() else`),
/// a wrapper or dispatcher, an initializer (`Item(…)`), a `View` modifier or protocol
/// member (`NamingVocabulary.neverNames`), a call inside an assigned value (`x = defaults.bool(…)`
/// computes, the action is the assignment), or a call on a localisation namespace (`L10n.…`).
struct ActionWords {
    let texts: [String]
    let kinds: [TokenKind]
    /// Whether a line break separates token `i` from the one before.
    let breakBefore: [Bool]

    init(_ body: ExtractedBody, file: ParsedFile) {
        let kept = body.kept
        texts = kept.map { file.text($0) }
        kinds = kept.map { file.tokens[$0].kind }
        breakBefore = kept.indices.map { position in
            guard position > 0 else { return true }
            return (kept[position - 1] + 1..<kept[position]).contains { file.tokens[$0].kind == .newline }
        }
    }

    /// Candidate word lists, best first.
    var candidates: [[String]] {
        var calls: [[String]] = []
        var assignments: [[String]] = []
        var depth = 0
        // The depth of the `=` whose value is being read, if any.
        var valueDepth: Int?
        // The depth of the `if`/`guard`/`while`/`switch` whose condition is being read: a
        // condition checks, the action is in the block.
        var conditionDepth: Int?
        for position in texts.indices {
            let text = texts[position]
            if let open = valueDepth, endsValue(at: position, depth: depth, valueDepth: open) { valueDepth = nil }
            if kinds[position] == .keyword, ActionWords.opensCondition(text) { conditionDepth = depth }
            if text == "{", conditionDepth == depth { conditionDepth = nil }
            switch text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
            if kinds[position] == .equal || isCompoundAssignment(position) {
                if !isBinding(before: position), let target = targetWords(before: position) {
                    assignments.append(assignmentVerb(at: position) + target)
                }
                valueDepth = depth
                continue
            }
            guard valueDepth == nil, conditionDepth == nil, kinds[position] == .identifier, isCall(at: position),
                  !isImplicitMember(at: position), !isReceiverOfCall(at: position) else { continue }
            if let words = callWords(at: position) { calls.append(words) }
        }
        return calls + assignments
    }

    /// The words of the first state the body assigns (`count += 1` → `count`).
    var firstAssignedState: [String]? {
        for position in texts.indices where kinds[position] == .equal || isCompoundAssignment(position) {
            if !isBinding(before: position), let target = targetWords(before: position) { return target }
        }
        return nil
    }

    /// The words a call at `position` gives, or nil when it names no action.
    func callWords(at position: Int) -> [String]? {
        let name = texts[position]
        if NamingVocabulary.isLocalisation(root: chainRoot(of: position)) || NamingVocabulary.isLocalisation(root: name) { return nil }
        if NamingVocabulary.feedbackRoots.contains(chainRoot(of: position, throughCalls: true)) || NamingVocabulary.feedbackCalls.contains(name) { return nil }
        if NamingVocabulary.dispatchers.contains(name) {
            guard let caseName = passedCase(at: position) else { return nil }
            let words = ActionNamer.splitWords(caseName)
            return NamingVocabulary.navigators.contains(name) ? ["show"] + words : words
        }
        guard let first = name.first, !first.isUppercase, !NamingVocabulary.wrappers.contains(name),
              !NamingVocabulary.neverNames.contains(name), !ActionNamer.reservedNames.contains(name) else { return nil }
        if name == "toggle", position >= 2, texts[position - 1] == ".", kinds[position - 2] == .identifier {
            return ["toggle"] + ActionNamer.splitWords(stripped(texts[position - 2]))
        }
        let words = ActionNamer.splitWords(name)
        return words.isEmpty ? nil : words
    }

    /// `.now()` in `asyncAfter(deadline: .now() + 0.3)`, `.seconds(2)`: a value passed, not what
    /// the action does.
    func isImplicitMember(at position: Int) -> Bool {
        guard position >= 1, texts[position - 1] == "." else { return false }
        guard position >= 2 else { return true }
        switch kinds[position - 2] {
        case .identifier, .rightParen, .rightSquare, .rightBrace, .postfixOperator, .stringEnd, .integerLiteral, .floatLiteral:
            return false
        case .keyword:
            return !["self", "super", "Self"].contains(texts[position - 2])
        default:
            return true
        }
    }

    /// `current()` in `WKInterfaceDevice.current().play(.click)`: a call whose result receives
    /// the next call only reaches what the action calls.
    func isReceiverOfCall(at position: Int) -> Bool {
        var cursor = position + 1
        if cursor < texts.count, texts[cursor] == "?" || texts[cursor] == "!" { cursor += 1 }
        var depth = 0
        while cursor < texts.count {
            if texts[cursor] == "(" { depth += 1 }
            if texts[cursor] == ")" {
                depth -= 1
                if depth == 0 { break }
            }
            cursor += 1
        }
        cursor += 1
        if cursor < texts.count, texts[cursor] == "?" || texts[cursor] == "!" { cursor += 1 }
        guard cursor + 1 < texts.count, texts[cursor] == ".", kinds[cursor + 1] == .identifier else { return false }
        return isCall(at: cursor + 1)
    }

    /// `name(` or `name?(` / `name!(`.
    func isCall(at position: Int) -> Bool { ActionNamer.isCall(texts, at: position) }

    /// The enum case a dispatcher passes first: `send(.refresh)`, `send(viewAction: .startScan)`,
    /// `route(to: .createBackup(model))`, `send(AppAction.refresh)`; a case wrapping another
    /// case (`.view(.didTapSave)`) gives the inner one.
    func passedCase(at position: Int) -> String? {
        var cursor = position + 1
        while cursor < texts.count, texts[cursor] != "(" { cursor += 1 }
        cursor += 1
        if cursor + 1 < texts.count, kinds[cursor] == .identifier, texts[cursor + 1] == ":" { cursor += 2 }
        var found: String?
        while cursor + 1 < texts.count {
            if texts[cursor] == ".", kinds[cursor + 1] == .identifier {
                found = texts[cursor + 1]
                cursor += 2
            } else if kinds[cursor] == .identifier, texts[cursor].first?.isUppercase == true, texts[cursor + 1] == ".",
                      !NamingVocabulary.isLocalisation(root: texts[cursor]) {
                cursor += 1
                continue
            } else {
                break
            }
            // `.view(.didTapSave)`: look inside the payload for a further case.
            guard cursor < texts.count, texts[cursor] == "(" else { break }
            cursor += 1
            if cursor + 1 < texts.count, kinds[cursor] == .identifier, texts[cursor + 1] == ":" { cursor += 2 }
        }
        return found
    }

    /// The first name of the member chain ending at `position` (`L10n` in `L10n.Settings.title(`).
    /// `throughCalls`: also through the calls of the chain (`WKInterfaceDevice` in
    /// `WKInterfaceDevice.current().play(`).
    func chainRoot(of position: Int, throughCalls: Bool = false) -> String {
        var root = position
        while root >= 2, texts[root - 1] == "." {
            if kinds[root - 2] == .identifier {
                root -= 2
            } else if throughCalls, texts[root - 2] == ")", let open = openingParenthesis(of: root - 2), open >= 1,
                      kinds[open - 1] == .identifier {
                root = open - 1
            } else {
                break
            }
        }
        return texts[root]
    }

    /// The `(` of the `)` at `close`.
    func openingParenthesis(of close: Int) -> Int? {
        var depth = 0
        for cursor in stride(from: close, through: 0, by: -1) {
            if texts[cursor] == ")" { depth += 1 }
            if texts[cursor] == "(" {
                depth -= 1
                if depth == 0 { return cursor }
            }
        }
        return nil
    }

    /// An assigned value ends at a `{`/`}` or a new line at its own depth (a line continuing the
    /// expression, `+ spacing` or `.height`, does not end it), or when its brackets close.
    func endsValue(at position: Int, depth: Int, valueDepth: Int) -> Bool {
        if depth < valueDepth { return true }
        guard depth == valueDepth else { return false }
        if texts[position] == "{" || texts[position] == "}" { return true }
        guard breakBefore[position] else { return false }
        if kinds[position] == .period || kinds[position] == .binaryOperator { return false }
        switch kinds[position - 1] {
        case .binaryOperator, .equal, .comma, .leftParen, .prefixOperator: return false
        default: return true
        }
    }

    func isCompoundAssignment(_ position: Int) -> Bool {
        guard kinds[position] == .binaryOperator else { return false }
        let text = texts[position]
        switch text {
        case "==", "!=", "<=", ">=", "===", "!==": return false
        default: return text.utf8.count >= 2 && text.utf8.last == UInt8(ascii: "=")
        }
    }

    static func opensCondition(_ keyword: String) -> Bool {
        switch keyword {
        case "if", "guard", "while", "switch": return true
        default: return false
        }
    }

    /// `if let x = …`, `guard var x = …`, `case .ready = status`, `let x = …`: a binding, not
    /// a state change.
    func isBinding(before position: Int) -> Bool {
        var cursor = position - 1
        while cursor >= 0 {
            switch texts[cursor] {
            case "let", "var", "case": return true
            case "{", "}", ",", "if", "guard", "while": return false
            default: if breakBefore[cursor] { return false }
            }
            cursor -= 1
        }
        return false
    }

    /// The assigned state's words: the last name of the target chain, without `$`, `self` or a
    /// trailing `wrappedValue` (`$focusedItem.wrappedValue = nil` → `focused item`).
    func targetWords(before position: Int) -> [String]? {
        var names: [String] = []
        var cursor = position - 1
        while cursor >= 0 {
            if kinds[cursor] == .identifier || texts[cursor] == "self" {
                names.insert(stripped(texts[cursor]), at: 0)
            } else if texts[cursor] != "." && texts[cursor] != "?" && texts[cursor] != "!" {
                break
            }
            if breakBefore[cursor] { break }
            cursor -= 1
        }
        let meaningful = names.filter { $0 != "self" && $0 != "wrappedValue" && !$0.isEmpty }
        guard let last = meaningful.last else { return nil }
        let words = ActionNamer.splitWords(last)
        return words.isEmpty ? nil : words
    }

    /// `clear` for an empty value or `nil`, `increase`/`decrease` for `+=`/`-=`, else `set`.
    func assignmentVerb(at position: Int) -> [String] {
        switch texts[position] {
        case "+=": return ["increase"]
        case "-=": return ["decrease"]
        default: break
        }
        let next = position + 1 < texts.count ? texts[position + 1] : ""
        let after = position + 2 < texts.count ? texts[position + 2] : ""
        let isEmptyValue = next == "nil" || (next == "[" && (after == "]" || after == ":"))
            || (kinds.indices.contains(position + 2) && kinds[position + 1] == .stringStart && kinds[position + 2] == .stringEnd)
        return isEmptyValue ? ["clear"] : ["set"]
    }

    private func stripped(_ name: String) -> String {
        name.hasPrefix("$") ? String(name.dropFirst()) : name
    }
}
