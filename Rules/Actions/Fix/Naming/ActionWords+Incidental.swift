import ActionLintCore

/// What accompanies an action rather than being it, and when a body acts at all.
///
/// - Giving up the focus (`isTextEditorFocused = false`, `focusedField = nil`), hiding what is
///   shown (`showSheet = false`), closing the view (`dismiss()`) and announcing a change
///   (`coordinator.broadcastStateUpdate()`) name a body only when it does nothing else:
///   `isTextEditorFocused = false; Task { await downloadAllURLs() }` downloads. So does noting
///   the time (`lastEdit = Date()`): `lastEdit = Date(); mixer.apply(…)` applies.
/// - Presenting something (`showingConfirmation = true`) is what a body that also stores what the
///   presented view reads does: `selectedOption = option; showingConfirmation = true`.
/// - A body that acts only when a test holds (`if index >= items.count - 3 { … }`, `guard
///   !isEmpty else { return }`) does it if needed; one that unwraps a value (`guard let url`) acts on it.
extension ActionWords {
    /// Whether the assignment at `position` resets focus or presentation state: `false` or `nil`
    /// to a focus (`isSearchFocused`, `focusedField`) or to a state that shows something; `nil` to
    /// an error (`loadError = nil`), which takes down the alert showing it.
    func resetsFocusOrPresentation(at position: Int) -> Bool {
        let isNil = assignsNil(at: position)
        guard kinds[position] == .equal, assignedBool(at: position) == false || isNil,
              let target = targetWords(before: position) else { return false }
        let words = ActionWords.withoutBoolPrefix(target)
        if words.contains("focused") || words.contains("focus") || isNil && words.last == "error" { return true }
        return ActionWords.showsSomething(words)
    }

    /// Whether the assignment at `position` notes the time: the whole value is `Date()`,
    /// `Date.now` or `.now`.
    func notesTheTime(at position: Int) -> Bool {
        guard kinds[position] == .equal else { return false }
        let value = Array(texts[(position + 1)...].prefix(3))
        let length: Int
        switch value {
        case ["Date", "(", ")"], ["Date", ".", "now"]: length = 3
        case _ where value.starts(with: [".", "now"]): length = 2
        default: return false
        }
        let next = position + 1 + length
        return next == texts.count || breakBefore[next] || kinds[next] == .rightBrace
    }

    /// Whether the body does nothing but close the view and what goes with it (`loadError = nil;
    /// dismiss()`): it closes.
    var onlyCloses: Bool {
        guard callsDismiss else { return false }
        let ranked = self.ranked
        let all = ranked.settings + ranked.calls + ranked.valueCalls + ranked.presentations + ranked.parameterChanges
            + ranked.changes
        return all.allSatisfy(ranked.incidental.contains)
    }

    /// Whether `words` name a state that shows something when set: `showingAlert`, `isSheetPresented`
    /// (the Bool states whose verb, set true, shows or presents).
    static func showsSomething(_ words: [String]) -> Bool {
        let shows = { (verbs: (on: [String], off: [String])) in verbs.on == ["show"] || verbs.on == ["present"] }
        if let first = words.first, let verbs = NamingVocabulary.boolLeadingStates[first], shows(verbs) { return true }
        if let last = words.last, let verbs = NamingVocabulary.boolStates[last], shows(verbs) { return true }
        return false
    }

    /// Whether the assignment at `position` presents something it names: a state that shows
    /// something set `true` (`showingConfirmation`; a bare `isPresented` says not what).
    func presents(_ words: [String], at position: Int) -> Bool {
        guard kinds[position] == .equal, assignedBool(at: position) == true, words.count > 1 else { return false }
        return words[0] == "show" || words[0] == "present"
    }

    /// `nil` as the whole value assigned at `position`.
    func assignsNil(at position: Int) -> Bool {
        let next = position + 1
        guard next < texts.count, texts[next] == "nil" else { return false }
        return next + 1 == texts.count || breakBefore[next + 1] || kinds[next + 1] == .rightBrace
    }

    /// Whether the call at `position` only accompanies the action: the view's own `dismiss()`, or
    /// an announcement that state changed (`notifyObservers()`, `broadcastStateUpdate()`).
    func isIncidentalCall(_ words: [String], at position: Int) -> Bool {
        if texts[position] == "dismiss", isOwnCall(at: position) { return true }
        return words.first.map(NamingVocabulary.announcementVerbs.contains) == true
    }

    /// Whether the body calls the view's own `dismiss()`.
    var callsDismiss: Bool { callsOwnMember(named: "dismiss") }

    /// Whether the body calls `name` on the view itself: `name(…)` or `self.name(…)`.
    func callsOwnMember(named name: String) -> Bool {
        texts.indices.contains { texts[$0] == name && isCall(at: $0) && isOwnCall(at: $0) }
    }

    /// A call without a receiver, or on `self`.
    func isOwnCall(at position: Int) -> Bool {
        position == 0 || texts[position - 1] != "." || position >= 2 && texts[position - 2] == "self"
    }

    /// Whether everything the body does, it does only when a test holds: after the locals it binds,
    /// a `guard` that tests something, or an `if` without `else` that ends the body. A condition
    /// that only unwraps (`if let url`, `guard let model else`) is no test: the body acts on the value.
    var isConditional: Bool {
        var start = 0
        while start < texts.count, texts[start] == "let" || texts[start] == "var" {
            start = nextStatement(after: start)
        }
        guard start < texts.count, texts[start] == "if" || texts[start] == "guard",
              let open = branchOpening(after: start), tests(in: (start + 1)..<open) else { return false }
        if texts[start] == "guard" { return true }
        return matchingBrace(open) == texts.count - 1
    }

    /// Whether a condition has a clause other than a binding (`let x = y`, `var x`).
    func tests(in condition: Range<Int>) -> Bool {
        var depth = 0
        var clauseStart = true
        for position in condition {
            if clauseStart, depth == 0, texts[position] != "let", texts[position] != "var" { return true }
            clauseStart = false
            switch kinds[position] {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .comma where depth == 0: clauseStart = true
            default: break
            }
        }
        return false
    }

    /// The first token of the statement after the one starting at `start`, at the same depth.
    func nextStatement(after start: Int) -> Int {
        var depth = 0
        var cursor = start + 1
        while cursor < texts.count {
            if depth == 0, breakBefore[cursor], kinds[cursor] != .period, kinds[cursor] != .binaryOperator {
                return cursor
            }
            switch kinds[cursor] {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            cursor += 1
        }
        return cursor
    }

    /// A name for a member wrapping the view's own method of the name `words` spell, which it
    /// cannot take: that name's verb, with `all` when it follows (`openAllURLs` → `open all`); a
    /// verb that only says an action is done gives way to the action (`performPurchase` →
    /// `purchase`, `startContentLoad` → `load content`). Nil when that is the name itself.
    static func forwardingWords(_ words: [String]) -> [String]? {
        guard let verb = words.first, words.count > 1 else { return nil }
        let rest = Array(words.dropFirst())
        if NamingVocabulary.aspectVerbs.contains(verb) {
            if let last = rest.last, rest.count > 1, NamingVocabulary.purposeVerbs.contains(last) {
                return [last] + rest.dropLast()
            }
            if rest.count == 1, NamingVocabulary.emptyVerbs.contains(verb) { return rest }
        }
        return rest.first == "all" ? [verb, "all"] : [verb]
    }
}
