import ActionLintCore

/// The state an action body changes, in words: what it assigns and the collections it mutates.
extension ActionWords {
    /// `selection = nil` → `clear selection`; `count += 1` → `increase count`; `isPresentingEditor
    /// = true` → `present editor` (`NamingVocabulary.boolStates`); inside a loop over `rows`,
    /// `rows[i].isChecked = true` → `check all rows`; else `set` and the state (`title = draft` →
    /// `set title`).
    func assignmentWords(at position: Int, loops: LoopScopes, locals: Set<String>) -> [String]? {
        // `drive.imageType = .disk` on a `var drive` of the body builds a value, it changes no state.
        guard let chain = targetChain(before: position), let property = chain.last,
              !locals.contains(chain[0].name) else { return nil }
        // `UIPasteboard.general.string = item.link`: the body copies the link.
        if chain[0].name.hasSuffix("Pasteboard"), kinds[position] == .equal {
            return ["copy"] + (copiedValueWords(after: position) ?? [])
        }
        let words = ActionNamer.splitWords(property.name)
        guard !words.isEmpty else { return nil }
        // `isEditing = <a value the sites pass>`: the member sets `editing` (`setEditing(true)`).
        if kinds[position] == .equal, position + 1 < texts.count, isParameter[position + 1] {
            return ["set"] + ActionWords.withoutBoolPrefix(words)
        }
        if kinds[position] == .equal, let value = assignedBool(at: position),
           let (verb, object) = ActionWords.boolWords(words, value: value) {
            guard object.isEmpty else { return verb + object }
            if let collection = loops.collection(iteratedBy: chain) { return verb + ["all"] + collection }
            return verb
        }
        // `shouldWiggle += 1`: a counter a modifier watches (`.symbolEffect(…, value:)`) to wiggle.
        if texts[position] == "+=", words.count > 1, words[0] == "should" { return Array(words.dropFirst()) }
        let verb = assignmentVerb(at: position)
        // `isLocked = defaults.bool(forKey: "lock")` loads the state `locked`.
        return verb + (verb == ["load"] ? ActionWords.withoutBoolPrefix(words) : words)
    }

    /// What a pasteboard assignment copies: the last name of a plain chain that says what it is
    /// (`store.link` → `link`, `item.url.absoluteString` → `url`); nil for any other value.
    func copiedValueWords(after position: Int) -> [String]? {
        var names: [String] = []
        var cursor = position + 1
        while cursor < texts.count, !breakBefore[cursor] || cursor == position + 1, kinds[cursor] != .rightBrace {
            if kinds[cursor] == .identifier || texts[cursor] == "self" {
                guard !isParameter[cursor] else { return nil }
                names.append(stripped(texts[cursor]))
            } else if texts[cursor] != "." && texts[cursor] != "?" && texts[cursor] != "!" {
                return nil
            }
            cursor += 1
        }
        let name = names.last { !NamingVocabulary.spellingProperties.contains($0) }
        return name.map(ActionNamer.splitWords)
    }

    /// `true`/`false` when that literal is the whole assigned value.
    func assignedBool(at position: Int) -> Bool? {
        let next = position + 1
        guard next < texts.count, kinds[next] == .keyword,
              texts[next] == "true" || texts[next] == "false" else { return nil }
        let after = next + 1
        guard after == texts.count || breakBefore[after] || kinds[after] == .rightBrace else { return nil }
        return texts[next] == "true"
    }

    /// A Bool state's words as the verb that sets it and what it acts on: `is presenting editor`
    /// = true → `present`, `editor`; `is expanded` = false → `collapse`. Nil when the state's words
    /// are none the vocabulary knows.
    static func boolWords(_ words: [String], value: Bool) -> (verb: [String], object: [String])? {
        var words = words
        if let first = words.first, NamingVocabulary.boolPrefixes.contains(first), words.count > 1 {
            words.removeFirst()
        }
        if let first = words.first, let verbs = NamingVocabulary.boolLeadingStates[first] {
            return (value ? verbs.on : verbs.off, Array(words.dropFirst()))
        }
        if let last = words.last, let verbs = NamingVocabulary.boolStates[last] {
            return (value ? verbs.on : verbs.off, Array(words.dropLast()))
        }
        // `isLoadingPaywall = false`: a state in the progressive names an activity, started or stopped.
        if let first = words.first, isProgressive(first) { return ([value ? "start" : "stop"], words) }
        return nil
    }

    /// `loading`, `dragging`: a verb's `-ing` form (not `thing`, `string`, nor a short word).
    static func isProgressive(_ word: String) -> Bool {
        word.count > 5 && word.hasSuffix("ing") && !word.hasSuffix("thing") && !word.hasSuffix("string")
    }

    /// `is expanded` → `expanded`: a Bool's words without the `is` that only makes it read as one.
    static func withoutBoolPrefix(_ words: [String]) -> [String] {
        guard let first = words.first, NamingVocabulary.boolPrefixes.contains(first),
              words.count > 1 else { return words }
        return Array(words.dropFirst())
    }

    /// A collection's mutation as the state it changes: `entries.append(entry)` → `add entry`,
    /// `model.selectedIDs.removeAll()` → `clear selected ids`, `filters.remove(at: i)` → `remove
    /// filter`, `trash.append(note)` → `add to trash`; on a navigation path, `path.append(.settings)`
    /// → `show settings`, `path.removeLast()` → `go back`. Nil when the call is
    /// no collection mutation — on a model, a store, a manager (`model.remove(item)`) it is the
    /// receiver's own call —; `.some(nil)` when it mutates a local the body builds (`var queue:
    /// [Item] = []`, `queue.append(…)`), which is no state of the view.
    func mutationWords(at position: Int, locals: Set<String>) -> [String]?? {
        let name = texts[position]
        guard let mapped = NamingVocabulary.collectionMutations[name], position >= 2,
              texts[position - 1] == "." else { return nil }
        var receiverPosition = position - 2
        if texts[receiverPosition] == "]", let open = openingBracket(of: receiverPosition), open >= 1 {
            receiverPosition = open - 1
        }
        guard kinds[receiverPosition] == .identifier else { return nil }
        let receiver = stripped(texts[receiverPosition])
        guard let first = receiver.first, first.isLowercase,
              !NamingVocabulary.receiverWords.contains(receiver) else { return nil }
        if locals.contains(receiver) { return .some(nil) }
        var words = ActionNamer.splitWords(receiver)
        guard let last = words.last else { return nil }
        if last == "path" {
            guard mapped == "add" else { return ["go", "back"] }
            guard let caseName = passedCase(at: position) else { return .some(nil) }
            return ["show"] + ActionNamer.splitWords(caseName)
        }
        // `removeAll()` clears; `removeAll(where:)`, `removeAll { … }` remove some elements.
        let isPredicate = position + 1 < texts.count && (kinds[position + 1] == .leftBrace
            || position + 2 < texts.count && kinds[position + 2] != .rightParen
                && !isLabelled(position, "keepingCapacity"))
        if name == "removeAll", !isPredicate { return ["clear"] + words }
        // `removeAll { $0.isArchived }` removes items; `removeAll { $0 == tag }` the one tag.
        let wholeCollection = name == "formUnion" || isLabelled(position, "contentsOf")
            || name == "removeAll" && !predicateCompares(after: position)
        let verb = name == "removeAll" ? "remove" : mapped
        // A plural names its elements (`entries` → `add entry`); another collection is where they go
        // (`trash.append(note)` → `add to trash`, `selection.remove(id)` → `remove from selection`).
        let singular = ActionWords.singular(last)
        if singular == last {
            // `model.remove(item)` is the model's own call; `trash.append(note)` adds to a collection.
            guard !NamingVocabulary.objectWords.contains(last) else { return nil }
            return [verb, verb == "add" ? "to" : "from"] + words
        }
        if wholeCollection { return [verb] + words }
        words[words.count - 1] = singular
        return [verb] + words
    }

    /// Whether the predicate of the `removeAll` at `position` tests equality (`{ $0.id == id }`).
    func predicateCompares(after position: Int) -> Bool {
        var depth = 0
        for cursor in (position + 1)..<texts.count {
            switch kinds[cursor] {
            case .leftParen, .leftBrace: depth += 1
            case .rightParen, .rightBrace:
                depth -= 1
                if depth == 0 { return false }
            default: if texts[cursor] == "==" || texts[cursor] == "===" { return true }
            }
        }
        return false
    }

    /// Whether the first argument of the call at `position` is labelled `label`.
    func isLabelled(_ position: Int, _ label: String) -> Bool {
        position + 3 < texts.count && texts[position + 2] == label && kinds[position + 3] == .colon
    }

    /// The names the body declares (`let x`, `var (a, b)`): locals, not the view's state. An
    /// optional binding (`guard let model`, `if let item = selection`) is not one: it names the
    /// view's state under another name.
    var localNames: Set<String> {
        var names = Set<String>()
        var inTuple = false
        for position in texts.indices.dropFirst() where kinds[position] == .identifier {
            let before = texts[position - 1]
            if before == "let" || before == "var" {
                let introducer = position >= 2 ? texts[position - 2] : ""
                if !["if", "guard", "while", ","].contains(introducer) { names.insert(texts[position]) }
            } else if before == "(", position >= 2, texts[position - 2] == "let" || texts[position - 2] == "var" {
                inTuple = true
                names.insert(texts[position])
            } else if inTuple, before == "," {
                names.insert(texts[position])
            } else {
                inTuple = false
            }
        }
        return names
    }

    /// The assigned state's words: the last name of the target chain, without `$`, `self` or a
    /// trailing `wrappedValue` (`$focusedItem.wrappedValue = nil` → `focused item`).
    func targetWords(before position: Int) -> [String]? {
        guard let last = targetChain(before: position)?.last else { return nil }
        let words = ActionNamer.splitWords(last.name)
        return words.isEmpty ? nil : words
    }

    /// One name of an assignment's target chain: `rows[i].isChecked` is `rows` (subscripted) and
    /// `isChecked`.
    struct ChainName {
        var name: String
        var isSubscripted: Bool
    }

    /// The target chain of the assignment at `position`, first name first, without `self` and a
    /// trailing `wrappedValue`; nil when there is none (`_ = …`).
    func targetChain(before position: Int) -> [ChainName]? {
        var names: [ChainName] = []
        var cursor = position - 1
        var subscripted = false
        while cursor >= 0 {
            if kinds[cursor] == .identifier || texts[cursor] == "self" {
                names.insert(ChainName(name: stripped(texts[cursor]), isSubscripted: subscripted), at: 0)
                subscripted = false
            } else if texts[cursor] == "]", let open = openingBracket(of: cursor) {
                subscripted = true
                if breakBefore[cursor] { break }
                cursor = open - 1
                continue
            } else if texts[cursor] != "." && texts[cursor] != "?" && texts[cursor] != "!" {
                break
            }
            if breakBefore[cursor] { break }
            cursor -= 1
        }
        var meaningful = names.filter { $0.name != "self" && !$0.name.isEmpty }
        if meaningful.last?.name == "wrappedValue" { meaningful.removeLast() }
        return meaningful.isEmpty ? nil : meaningful
    }

    /// The `[` of the `]` at `close`.
    func openingBracket(of close: Int) -> Int? {
        var depth = 0
        for cursor in stride(from: close, through: 0, by: -1) {
            if kinds[cursor] == .rightSquare { depth += 1 }
            if kinds[cursor] == .leftSquare {
                depth -= 1
                if depth == 0 { return cursor }
            }
        }
        return nil
    }

    /// `clear` for an empty value or `nil`, `increase`/`decrease` for `+=`/`-=`, `update` for
    /// derived state, else `set`.
    func assignmentVerb(at position: Int) -> [String] {
        switch texts[position] {
        case "+=": return ["increase"]
        case "-=": return ["decrease"]
        default: break
        }
        let next = position + 1 < texts.count ? texts[position + 1] : ""
        let after = position + 2 < texts.count ? texts[position + 2] : ""
        let isEmptyValue = next == "nil" || (next == "[" && (after == "]" || after == ":"))
            || (kinds.indices.contains(position + 2) && kinds[position + 1] == .stringStart
                && kinds[position + 2] == .stringEnd)
        if isEmptyValue { return ["clear"] }
        if isReadByKey(valueAfter: position) { return ["load"] }
        return isDerived(valueAfter: position) ? ["update"] : ["set"]
    }

    /// Whether the value assigned at `position` is looked up by a key (`defaults.bool(forKey:
    /// "lock")`, `store.get(key: name)`): a stored value, which the assignment loads.
    func isReadByKey(valueAfter position: Int) -> Bool {
        var cursor = position + 1
        var depth = 0
        while cursor + 1 < texts.count {
            if depth == 0, cursor > position + 1, breakBefore[cursor] { return false }
            switch kinds[cursor] {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .leftBrace, .rightBrace: return false
            case .identifier where depth > 0 && kinds[cursor + 1] == .colon && texts[cursor - 1] == "(":
                if texts[cursor] == "forKey" || texts[cursor] == "key" { return true }
            default: break
            }
            cursor += 1
        }
        return false
    }

    /// Whether the value assigned at `position` is derived state: computed by a call that reads
    /// other names (`nextTab = layout.firstTab(after: current)` → `update next tab`), not from
    /// literals alone (`locked = defaults.bool(forKey: "lock")` → `set locked`).
    func isDerived(valueAfter position: Int) -> Bool {
        var cursor = position + 1
        while cursor < texts.count, kinds[cursor] == .keyword,
              ["try", "await"].contains(texts[cursor]) || texts[cursor] == "try?" { cursor += 1 }
        var depth = 0
        // Inside the arguments of a function or method call (`firstTab(after:`), not of a case
        // (`.loading(…)`), an initializer (`CGPoint(…)`) or parentheses (`(phase == .active)`).
        var inCall = false
        while cursor < texts.count {
            if depth == 0, cursor > position + 1, breakBefore[cursor] { return false }
            switch kinds[cursor] {
            case .leftParen:
                if depth == 0 {
                    let callee = cursor - 1
                    inCall = callee > position && kinds[callee] == .identifier
                        && texts[callee].first?.isLowercase == true && !isImplicitMember(at: callee)
                }
                depth += 1
            case .rightParen:
                depth -= 1
            case .leftBrace, .rightBrace:
                return false
            case .identifier where depth > 0 && inCall:
                let isLabel = cursor + 1 < texts.count && kinds[cursor + 1] == .colon
                if !isLabel, texts[cursor - 1] != "." { return true }
            default:
                break
            }
            cursor += 1
        }
        return false
    }

    /// `entries` → `entry`, `drives` → `drive`, `matches` → `match`; other words as they are.
    static func singular(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"),
              !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") else {
            return word
        }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        for ending in ["sses", "shes", "ches", "xes", "zes", "uses"] where word.hasSuffix(ending) {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }
}
