import ActionLintCore

/// Words that say more than one call the body makes. A member named exactly like a
/// method it calls reads as that method, so it takes that name only when it forwards to it: the
/// body's one call, passing nothing fixed. Otherwise a fuller name comes first:
/// - a value every site passes, when it tells the action apart: `tool.selectTool(.hand)` →
///   `select hand tool`, `proxy.scrollTo("consoleBottom")` → `scroll to console bottom`;
/// - one verb for two calls that share it: `model.updateEstimate(); updatePreviewOnSettingsChange()`
///   → `update estimate and preview`, `sortedFiles()`/`memoizedFiles()` updates → `update files`,
///   `a.saveIfNeeded(); b.saveIfNeeded()` on two `context`s → `save contexts`.
extension ActionWords {
    /// A call statement of the body: its words and the name it is called on, if any (not a value
    /// the sites pass: `player.setRate(rate)` at one site is `spare.setRate(rate)` at another).
    struct StatementCall: Equatable {
        var words: [String]
        var receiver: String?
    }

    /// The fuller candidates, best first (the case a call is passed goes with the call's own words).
    func fullerWords(_ ranked: Ranked) -> [[String]] {
        // A body that calls nothing copies: what it copies from names it.
        let copies = ranked.calls.isEmpty && ranked.valueCalls.isEmpty ? updatedFromWords : nil
        // `focusedField = nil; isEditing = false`: giving up the focus is part of ending editing.
        let endsEditing = ranked.changes.contains(["end", "editing"])
            && ranked.changes.contains { $0.starts(with: ["clear", "focused"]) }
        return (sharedVerbWords(ranked.statementCalls).map { [$0] } ?? []) + (copies.map { [$0] } ?? [])
            + (endsEditing ? [["end", "editing"]] : [])
    }

    /// One verb for the body's first two call statements that start with it: both objects
    /// (`update estimate and preview`), their shared noun (`update files`), or, for one call
    /// made on two values of one name, that name in the plural (`save contexts`).
    func sharedVerbWords(_ calls: [StatementCall]) -> [String]? {
        for (index, first) in calls.enumerated() {
            guard let verb = first.words.first, !NamingVocabulary.weakLabels.contains(verb),
                  let second = calls[(index + 1)...].first(where: { $0.words.first == verb }) else { continue }
            if first.words == second.words {
                guard let one = first.receiver, let other = second.receiver else { return nil }
                var oneWords = ActionNamer.splitWords(one)
                let otherWords = ActionNamer.splitWords(other)
                guard let last = oneWords.popLast(), let otherLast = otherWords.last else { return nil }
                // `context` twice: `save contexts`; `viewContext`, `backgroundContext`: the same.
                if one == other { return [verb] + oneWords + [ActionWords.plural(last)] }
                return last == otherLast ? [verb, ActionWords.plural(last)] : nil
            }
            let one = ActionWords.object(of: first.words)
            let other = ActionWords.object(of: second.words)
            guard !one.isEmpty, !other.isEmpty else { return nil }
            if one.last == other.last, let last = one.last {
                return [verb, ActionWords.plural(last)]
            }
            return [verb] + one + ["and"] + other
        }
        return nil
    }

    /// A call's words after its verb, up to a preposition: `update preview on settings change` → `preview`.
    static func object(of words: [String]) -> [String] {
        Array(words.dropFirst().prefix { !NamingVocabulary.weakLabels.contains($0) })
    }

    /// `context` → `contexts`, `entry` → `entries`; a plural stays.
    static func plural(_ word: String) -> String {
        if singular(word) != word { return word }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
            return String(word.dropLast()) + "ies"
        }
        for ending in ["s", "x", "ch", "sh"] where word.hasSuffix(ending) { return word + "es" }
        return word + "s"
    }

    /// A call's words with the case it is passed when that is its one fixed case and no value the
    /// sites pass: `selectTool(.hand)` → `select hand tool`, `sort(by: .name)` → `sort by name`;
    /// nil for any other call, and for a name ending in a preposition (it takes its object).
    func qualifiedByCase(_ words: [String], ofCallAt position: Int) -> [String]? {
        guard let last = ActionNamer.splitWords(texts[position]).last,
              !NamingVocabulary.objectPrepositions.contains(last),
              let close = closingParenthesis(ofCallAt: position) else { return nil }
        var found: (label: String?, name: String)?
        var depth = 0
        var cursor = position + 1
        while cursor < close {
            switch kinds[cursor] {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            // `.hand` as a whole argument: after `(`, `,` or a label's `:`, before `,` or `)`.
            if depth == 1, texts[cursor] == ".", cursor + 2 <= close, kinds[cursor + 1] == .identifier,
               texts[cursor + 2] == "," || cursor + 2 == close, !isParameter[cursor], !isParameter[cursor + 1] {
                let before = texts[cursor - 1]
                let label = before == ":" && cursor >= 2 ? texts[cursor - 2] : nil
                if before == "(" || before == "," || label != nil {
                    if found != nil { return nil }
                    found = (label, texts[cursor + 1])
                }
            }
            cursor += 1
        }
        guard let found else { return nil }
        let caseWords = ActionNamer.splitWords(found.name)
        guard !caseWords.isEmpty, !caseWords.allSatisfy(words.contains) else { return nil }
        if let label = found.label, NamingVocabulary.weakLabels.contains(label) { return words + [label] + caseWords }
        return [words[0]] + caseWords + words.dropFirst()
    }

    /// Where the body binds `name` with an initial value: the `let` (or `var`) of `let name =`.
    func bindingPosition(of name: String, allowsVar: Bool) -> Int? {
        texts.indices.first { position in
            position + 2 < texts.count && (texts[position] == "let" || allowsVar && texts[position] == "var")
                && texts[position + 1] == name && texts[position + 2] == "="
        }
    }

    /// What a lone `open` opens, from the value the URL it opens is made of:
    /// `if let url = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(url) }`
    /// → `open settings`. A URL made of what the sites pass (`URL(string: urlString)`) is a link the
    /// user follows: `open link`. Nil for any other call, or when no name says more than `url`.
    func openedWords(_ words: [String], ofCallAt position: Int) -> [String]? {
        // The environment's `openURL(url)` opens it as `UIApplication.shared.open(url)` does.
        guard words == ["open"] || words == ["open", "url"], position + 3 < texts.count,
              kinds[position + 2] == .identifier, texts[position + 3] == ")",
              let binding = bindingPosition(of: texts[position + 2], allowsVar: true) else { return nil }
        var cursor = binding + 3
        var last: String?
        while cursor < texts.count, !breakBefore[cursor] || cursor == binding + 3, texts[cursor] != "{" {
            if kinds[cursor] == .identifier, !isParameter[cursor], !isLabel(cursor) { last = texts[cursor] }
            cursor += 1
        }
        // `URL(string: urlString)`, `URL(string: "https://…")`: only the kind of value is named.
        let opensLink = binding + 5 < texts.count && texts[binding + 3] == "URL" && texts[binding + 5] == "string"
        guard var name = last else { return opensLink ? ["open", "link"] : nil }
        // `openSettingsURLString` → `settings`: what kind of value it is says nothing of what is opened.
        for suffix in ["String", "URL", "Url"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        let object = ActionNamer.splitWords(name).filter { $0 != "open" && $0 != "url" }
        if object.isEmpty { return opensLink ? ["open", "link"] : nil }
        return ["open"] + object
    }

    /// Three or more states set from one value (`let hsba = color.hsba; hue = hsba.hue; saturation =
    /// hsba.saturation; …`): the body updates them from it, `update from color`; nil otherwise.
    var updatedFromWords: [String]? {
        var source: String?
        var count = 0
        for position in texts.indices where kinds[position] == .equal && !isBinding(before: position) {
            var value = position + 1
            while value < texts.count, ["try", "try?", "await"].contains(texts[value]) { value += 1 }
            guard value + 1 < texts.count, kinds[value] == .identifier, texts[value + 1] == ".",
                  source == nil || source == texts[value] else { return nil }
            source = texts[value]
            count += 1
        }
        guard count >= 3, var root = source else { return nil }
        // A local read from another value (`let hsba = store.color.hsba`): that value, `color`.
        if let binding = bindingPosition(of: root, allowsVar: false) {
            var chain: [String] = []
            var cursor = binding + 3
            while cursor < texts.count, kinds[cursor] == .identifier {
                chain.append(texts[cursor])
                guard cursor + 2 < texts.count, texts[cursor + 1] == "." else { break }
                cursor += 2
            }
            if let owner = chain.count > 1 ? chain[chain.count - 2] : chain.first { root = owner }
        }
        let words = ActionNamer.splitWords(stripped(root))
        return words.isEmpty || root == "self" ? nil : ["update", "from"] + words
    }

    /// The first word of a call named for what happened to it (`viewModel.aborted(reason)`) as the
    /// verb that does it: `abort`. Nil when the word is no past tense or its present is unsure
    /// (`saved` may be `save` or `sav`).
    static func presentTense(_ word: String) -> String? {
        guard word.count > 5, word.hasSuffix("ed"), !word.hasSuffix("eed") else { return nil }
        let stem = Array(word.dropLast(2))
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        let last = stem[stem.count - 1]
        let beforeLast = stem[stem.count - 2]
        if word.hasSuffix("ied") { return String(stem.dropLast()) + "y" }
        // `stopped` → `stop`; `called`, `passed`, `added` keep both letters.
        if last == beforeLast, !vowels.contains(last) {
            // `cancelled`, `labelled` (not `spelled`).
            let britishDoubling = last == "l" && stem.count > 5 && stem[stem.count - 3] == "e"
            return "lsdfz".contains(last) && !britishDoubling ? String(stem) : String(stem.dropLast())
        }
        let ending = String(stem.suffix(2))
        // `aborted`, `finished`, `synced`, `entered`, `opened`; `loaded`, `failed`, `joined`.
        let safeEndings: Set<String> = [
            "rt", "st", "ct", "pt", "nt", "lt", "ft", "xt", "sh", "nd", "ld", "rd", "rn", "wn", "rm", "sk", "mp",
            "rk", "nk", "nc", "er", "en",
        ]
        if safeEndings.contains(ending) { return String(stem) }
        if stem.count > 2, vowels.contains(beforeLast), vowels.contains(stem[stem.count - 3]),
           "dtklmnpr".contains(last) {
            return String(stem)
        }
        return nil
    }

    /// An Objective-C name's words without the tail the import adds: `executeAndReturnError` →
    /// `execute`, `loadWithCompletionHandler` → `load`.
    static func withoutObjectiveCTail(_ words: [String]) -> [String] {
        for tail in NamingVocabulary.objectiveCTails
        where words.count > tail.count && words.suffix(tail.count) == tail[...] {
            return Array(words.dropLast(tail.count))
        }
        return words
    }
}
