import ActionLintCore

/// A body that does one thing or its opposite: `if isBookmarked { deleteBookmark() } else {
/// createBookmark() }` toggles the bookmark, whichever branch runs.
extension ActionWords {
    /// `toggle bookmark` when the body's first `if`/`else` opens each branch with a call of one
    /// object and opposite verbs (`delete`/`create`, `follow`/`unfollow`); nil otherwise.
    var toggleWords: [String]? {
        guard let condition = texts.firstIndex(of: "if"), kinds[condition] == .keyword,
              let thenOpen = branchOpening(after: condition), let thenClose = matchingBrace(thenOpen),
              thenClose + 2 < texts.count, texts[thenClose + 1] == "else", kinds[thenClose + 2] == .leftBrace,
              let elseClose = matchingBrace(thenClose + 2),
              let first = firstCallWords(in: (thenOpen + 1)..<thenClose),
              let second = firstCallWords(in: (thenClose + 3)..<elseClose),
              Array(first.dropFirst()) == Array(second.dropFirst()),
              ActionWords.areOpposite(first[0], second[0]) else { return nil }
        if first.count > 1 { return ["toggle"] + first.dropFirst() }
        // `follow()` / `unfollow()`: what is toggled is the verb without `un`.
        guard let undo = [first[0], second[0]].first(where: { $0.hasPrefix("un") }) else { return nil }
        return ["toggle", String(undo.dropFirst(2))]
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
