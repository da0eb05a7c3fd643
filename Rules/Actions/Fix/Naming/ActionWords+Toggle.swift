import ActionLintCore

/// A body that does one thing or its opposite: `if isBookmarked { deleteBookmark() } else {
/// createBookmark() }` toggles the bookmark, whichever branch runs.
extension ActionWords {
    /// `toggle bookmark` when the body's first `if`/`else` opens each branch with a call of one
    /// object and opposite verbs (`delete`/`create`, `follow`/`unfollow`); nil otherwise.
    var toggleWords: [String]? {
        if let negation = negationToggleWords { return negation }
        guard let ifElse = firstIfElse else { return nil }
        if let selection = selectionToggleWords(ifElse) ?? optionalToggleWords(ifElse) { return selection }
        let (_, thenOpen, thenClose, elseClose) = ifElse
        guard let first = firstCallWords(in: (thenOpen + 1)..<thenClose),
              let second = firstCallWords(in: (thenClose + 3)..<elseClose),
              Array(first.dropFirst()) == Array(second.dropFirst()),
              ActionWords.areOpposite(first[0], second[0]) else { return nil }
        if first.count > 1 { return ["toggle"] + first.dropFirst() }
        // `follow()` / `unfollow()`: what is toggled is the verb without `un`.
        guard let undo = [first[0], second[0]].first(where: { $0.hasPrefix("un") }) else { return nil }
        return ["toggle", String(undo.dropFirst(2))]
    }

    /// `isMuted = !isMuted`, or `let muted = !player.isMuted` then `player.isMuted = muted`: a Bool
    /// set to its own negation is toggled, `toggle muted`.
    var negationToggleWords: [String]? {
        var negatedLocals: [String: String] = [:]
        for position in texts.indices.dropFirst() where kinds[position] == .equal {
            if let negated = negatedName(after: position) {
                if isBinding(before: position) {
                    negatedLocals[texts[position - 1]] = negated
                    continue
                }
                if targetChain(before: position)?.last?.name == negated { return toggled(negated) }
            } else if position + 1 < texts.count, let negated = negatedLocals[texts[position + 1]],
                      targetChain(before: position)?.last?.name == negated {
                return toggled(negated)
            }
        }
        return nil
    }

    /// `toggle` and a Bool's words without `is`.
    func toggled(_ name: String) -> [String] {
        ["toggle"] + ActionWords.withoutBoolPrefix(ActionNamer.splitWords(stripped(name)))
    }

    /// The last name of `!a.b` when that is the whole value assigned at `position`.
    func negatedName(after position: Int) -> String? {
        guard position + 2 < texts.count, texts[position + 1] == "!" else { return nil }
        var cursor = position + 2
        var last: String?
        while cursor < texts.count, !breakBefore[cursor], kinds[cursor] != .rightBrace {
            if kinds[cursor] == .identifier || texts[cursor] == "self" {
                last = texts[cursor]
            } else if texts[cursor] != "." && texts[cursor] != "?" {
                return nil
            }
            cursor += 1
        }
        return last
    }

    /// `if selectedPlugins.contains(id) { selectedPlugins.remove(id) } else { selectedPlugins.insert(id) }`
    /// toggles whether the element is in the collection, whichever branch runs: `toggle plugin
    /// selection`; `favorites` → `toggle favorite`.
    func selectionToggleWords(_ ifElse: IfElse) -> [String]? {
        let (condition, thenOpen, thenClose, _) = ifElse
        guard let test = (condition..<thenOpen).first(where: {
                  $0 >= 2 && texts[$0] == "contains" && texts[$0 - 1] == "."
              }),
              kinds[test - 2] == .identifier,
              let one = mutationVerb(of: texts[test - 2], startingAt: thenOpen + 1),
              let other = mutationVerb(of: texts[test - 2], startingAt: thenClose + 3),
              ActionWords.areOpposite(one, other) else { return nil }
        var words = ActionNamer.splitWords(stripped(texts[test - 2]))
        guard let last = words.last else { return nil }
        if words.count > 1, words[0] == "selected" {
            words = words.dropFirst().dropLast() + [ActionWords.singular(last), "selection"]
        } else {
            words[words.count - 1] = ActionWords.singular(last)
        }
        return ["toggle"] + words
    }

    /// `if selectedID == item.id { selectedID = nil } else { selectedID = item.id }` selects the
    /// value or clears it, whichever branch runs: `toggle selected id`.
    func optionalToggleWords(_ ifElse: IfElse) -> [String]? {
        let (condition, thenOpen, thenClose, elseClose) = ifElse
        guard let equal = (condition..<thenOpen).first(where: { texts[$0] == "==" }) else { return nil }
        let state = Array(texts[(condition + 1)..<equal])
        let value = Array(texts[(equal + 1)..<thenOpen])
        guard let last = state.last, !value.isEmpty,
              Array(texts[(thenOpen + 1)..<thenClose]) == state + ["=", "nil"],
              Array(texts[(thenClose + 3)..<elseClose]) == state + ["="] + value else { return nil }
        return toggled(last)
    }

    /// An `if` … `else` in the body: the `if`, the `{` and `}` of its branch, the `}` of the `else`.
    typealias IfElse = (condition: Int, thenOpen: Int, thenClose: Int, elseClose: Int)

    /// The body's first `if` with an `else`.
    var firstIfElse: IfElse? {
        guard let condition = texts.firstIndex(of: "if"), kinds[condition] == .keyword,
              let thenOpen = branchOpening(after: condition), let thenClose = matchingBrace(thenOpen),
              thenClose + 2 < texts.count, texts[thenClose + 1] == "else", kinds[thenClose + 2] == .leftBrace,
              let elseClose = matchingBrace(thenClose + 2) else { return nil }
        return (condition, thenOpen, thenClose, elseClose)
    }

    /// `add` or `remove` when the statement at `start` mutates `collection` (`selected.insert(id)`).
    func mutationVerb(of collection: String, startingAt start: Int) -> String? {
        guard start + 3 < texts.count, texts[start] == collection, texts[start + 1] == ".",
              texts[start + 3] == "(" || texts[start + 3] == "{" else { return nil }
        // `favorites.removeAll { $0 == item }` removes the one element.
        return texts[start + 2] == "removeAll" ? "remove" : NamingVocabulary.collectionMutations[texts[start + 2]]
    }

    /// `delete`/`create`, `follow`/`unfollow`.
    static func areOpposite(_ one: String, _ other: String) -> Bool {
        if one == "un" + other || other == "un" + one { return true }
        return NamingVocabulary.oppositeVerbs.contains { pair in
            (pair.0 == one && pair.1 == other) || (pair.0 == other && pair.1 == one)
        }
    }

    /// The `{` of the branch of the `if` at `condition`: the first brace outside its parentheses.
    func branchOpening(after condition: Int) -> Int? {
        var depth = 0
        for position in (condition + 1)..<texts.count {
            switch kinds[position] {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace where depth == 0: return position
            default: break
            }
        }
        return nil
    }

    func matchingBrace(_ open: Int) -> Int? {
        var depth = 0
        for position in open..<texts.count {
            if kinds[position] == .leftBrace { depth += 1 }
            if kinds[position] == .rightBrace {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }

    /// The words of the first call in `range` that names an action (not a receiver of another).
    func firstCallWords(in range: Range<Int>) -> [String]? {
        for position in range where kinds[position] == .identifier && isCall(at: position)
            && !isReceiverOfCall(at: position) && !isImplicitMember(at: position) {
            return callWords(at: position)
        }
        return nil
    }
}
