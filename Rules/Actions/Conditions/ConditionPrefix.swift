import ActionLintCore

/// A body's removable condition, found once for both passes: a leading
/// `guard <condition> else { return }` or its spelling `if <negated condition> { return }`, or an
/// `if <condition> { … }` that is the whole body.
/// `ActionBody` compares the rest after it (the core near-duplicates share); `BodyHash` hashes
/// the same rest, and also a whole-body `Task { … }`'s inside, as its cheap candidate.
///
/// Positions are into `kept`, a body's normalized tokens (`BodyNormalization`); brackets are
/// told by token kind, so a string interpolation's `)` closes nothing.
struct ConditionPrefix {
    /// The condition is `kept[1..<conditionEnd]`.
    let conditionEnd: Int
    /// The rest after the `guard`, or inside the `if`'s braces; never empty.
    let core: Range<Int>
    /// Whether the rest runs when the condition holds (false for an early-return `if`).
    let holdsForCore: Bool

    /// `wrappingIfAllowed`: the body is one statement, so a leading `if` may wrap all of it.
    init?(_ kept: [Int], wrappingIfAllowed: Bool, file: ParsedFile) {
        guard let first = kept.first, file.tokens[first].kind == .keyword else { return nil }
        if file.source.token(file.tokens[first], is: "guard") {
            guard let found = Self.guardPrefix(kept, file: file) else { return nil }
            self = found
        } else if file.source.token(file.tokens[first], is: "if"), let found = Self.earlyReturn(kept, file: file) {
            self = found
        } else if wrappingIfAllowed, file.source.token(file.tokens[first], is: "if") {
            guard let found = Self.wrappingIf(kept, file: file) else { return nil }
            self = found
        } else {
            return nil
        }
    }

    private init(conditionEnd: Int, core: Range<Int>, holdsForCore: Bool = true) {
        self.conditionEnd = conditionEnd
        self.core = core
        self.holdsForCore = holdsForCore
    }

    /// `guard … else { return }`: the `else` at bracket depth 0, then exactly `{ return }`.
    private static func guardPrefix(_ kept: [Int], file: ParsedFile) -> ConditionPrefix? {
        var depth = 0
        for position in 1..<kept.count {
            let token = file.tokens[kept[position]]
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .keyword where depth == 0 && file.source.token(token, is: "else"):
                guard position + 4 < kept.count, file.tokens[kept[position + 1]].kind == .leftBrace,
                      file.source.token(file.tokens[kept[position + 2]], is: "return"),
                      file.tokens[kept[position + 3]].kind == .rightBrace else { return nil }
                return ConditionPrefix(conditionEnd: position, core: (position + 4)..<kept.count)
            default: break
            }
        }
        return nil
    }

    /// `if … { return }` followed by the rest (no `else`): the rest runs when the condition fails.
    private static func earlyReturn(_ kept: [Int], file: ParsedFile) -> ConditionPrefix? {
        guard let open = blockOpening(kept, file: file), open + 3 < kept.count,
              file.source.token(file.tokens[kept[open + 1]], is: "return"),
              file.tokens[kept[open + 2]].kind == .rightBrace,
              !file.source.token(file.tokens[kept[open + 3]], is: "else") else { return nil }
        return ConditionPrefix(conditionEnd: open, core: (open + 3)..<kept.count, holdsForCore: false)
    }

    /// The first `{` outside parentheses and brackets after the leading keyword.
    private static func blockOpening(_ kept: [Int], file: ParsedFile) -> Int? {
        var depth = 0
        for position in 1..<kept.count {
            switch file.tokens[kept[position]].kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace where depth == 0: return position
            default: break
            }
        }
        return nil
    }

    /// `if … { … }` as the whole body: the first `{` outside parentheses and brackets opens the
    /// block, and the `}` closing it is the body's last token (no `else`).
    private static func wrappingIf(_ kept: [Int], file: ParsedFile) -> ConditionPrefix? {
        guard let open = blockOpening(kept, file: file), open + 1 < kept.count - 1,
              closesAtEnd(kept, open: open, file: file) else { return nil }
        return ConditionPrefix(conditionEnd: open, core: (open + 1)..<(kept.count - 1))
    }

    private static func closesAtEnd(_ kept: [Int], open: Int, file: ParsedFile) -> Bool {
        var depth = 0
        for position in open..<kept.count {
            switch file.tokens[kept[position]].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return position == kept.count - 1 }
            default: break
            }
        }
        return false
    }
}
