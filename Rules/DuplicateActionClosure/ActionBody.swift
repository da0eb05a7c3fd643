import ActionLintCore

/// An action closure's body reduced to what decides duplication: significant tokens without
/// trivia, `;`, or a leading `self.`; plus the variant with a leading `guard … else { return }`
/// (or a wrapping `if cond { … }`) removed, for the seed's near-duplicates.
struct ActionBody {
    let site: ActionSite
    let closure: ClosureExpression
    /// Normalized token texts of the whole body.
    let tokens: [String]
    /// Identifiers the body uses on their own (not after a `.`): a member with one of these
    /// names would shadow what the body calls. String contents and numbers are not names.
    let unqualifiedNames: [String]
    /// Equal keys mean duplicate bodies (within one type).
    let fullKey: String
    /// The key of the body once its leading guard (or wrapping `if`) is removed.
    let coreKey: String?
    /// The removed guard's (or `if`'s) condition, normalized.
    let condition: [String]?

    /// Separator that cannot occur inside a token's text.
    static let separator = "\u{1F}"

    init?(site: ActionSite, file: ParsedFile) {
        let closure = file.syntax.closures[site.closure]
        guard let rightBrace = closure.rightBrace else { return nil }
        self.site = site
        self.closure = closure
        let normalized = ActionBody.normalize(file: file, from: closure.bodyStart, to: rightBrace)
        guard !normalized.texts.isEmpty else { return nil }
        tokens = normalized.texts
        unqualifiedNames = normalized.origins.indices.compactMap { position in
            let token = file.tokens[normalized.origins[position]]
            // Keywords stay in: a member may never be named like one the body uses.
            guard token.kind == .identifier || token.kind == .keyword,
                  position == 0 || normalized.texts[position - 1] != "." else { return nil }
            return normalized.texts[position]
        }
        var suffix = ""
        // Bodies reading names bound inside the member only match when they read the same bindings.
        let bindings = closure.boundReads.map { "\($0.name)@\($0.bindingOffset)" }.sorted()
        if !bindings.isEmpty { suffix += "|bound:" + bindings.joined(separator: ",") }
        if closure.readsParameters || closure.usesAnonymousParameters { suffix += "|params:" + closure.parameters.joined(separator: ",") }
        fullKey = tokens.joined(separator: ActionBody.separator) + suffix
        if let prefix = ActionBody.removablePrefix(file: file, closure: closure, rightBrace: rightBrace, normalized: normalized),
           !ActionBody.coreReadsConditionBindings(tokens, prefix) {
            let coreTexts = Array(tokens[prefix.coreStart..<prefix.coreEnd])
            coreKey = coreTexts.joined(separator: ActionBody.separator) + suffix
            condition = prefix.condition
        } else {
            coreKey = nil
            condition = nil
        }
    }

    struct Normalized {
        var texts: [String]
        /// Original token index of each normalized text.
        var origins: [Int]
    }

    /// The normalized tokens of `[start, end)` (see `BodyNormalization`) and their texts.
    static func normalize(file: ParsedFile, from start: Int, to end: Int) -> Normalized {
        let origins = BodyNormalization.keptTokens(file: file, from: start, to: end)
        return Normalized(texts: origins.map { file.text($0) }, origins: origins)
    }

    struct Prefix {
        var coreStart: Int
        var coreEnd: Int
        var condition: [String]
    }

    /// A leading `guard <condition> else { return }`, or an `if <condition> { … }` that is the
    /// whole body: where the rest starts (in normalized tokens) and the condition.
    static func removablePrefix(file: ParsedFile, closure: ClosureExpression, rightBrace: Int, normalized: Normalized) -> Prefix? {
        let texts = normalized.texts
        guard let first = texts.first else { return nil }
        if first == "guard" {
            // `guard … else { return }` as normalized tokens: find `else { return }` at depth 0.
            var depth = 0
            for position in 1..<texts.count {
                switch texts[position] {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "else" where depth == 0:
                    guard position + 3 < texts.count, texts[position + 1] == "{", texts[position + 2] == "return",
                          texts[position + 3] == "}" else { return nil }
                    let coreStart = position + 4
                    guard coreStart < texts.count else { return nil }
                    return Prefix(coreStart: coreStart, coreEnd: texts.count, condition: Array(texts[1..<position]))
                default: break
                }
            }
            return nil
        }
        if first == "if", closure.statementStarts.count == 1, texts.last == "}" {
            // The `{` of the `if` block is the first `{` at depth 0; its `}` must end the body.
            var depth = 0
            for position in 1..<texts.count {
                switch texts[position] {
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                case "{" where depth == 0:
                    guard closesAtEnd(texts, open: position), position + 1 < texts.count - 1 else { return nil }
                    return Prefix(coreStart: position + 1, coreEnd: texts.count - 1, condition: Array(texts[1..<position]))
                default: break
                }
            }
        }
        return nil
    }

    /// Whether the rest of the body reads a name the condition binds (`guard let item = selection`):
    /// there `item` is the guard's binding, not the member another site's identical text reads,
    /// so removing the guard would change what the rest means.
    static func coreReadsConditionBindings(_ texts: [String], _ prefix: Prefix) -> Bool {
        let bound = boundNames(in: prefix.condition)
        guard !bound.isEmpty else { return false }
        for position in prefix.coreStart..<prefix.coreEnd where bound.contains(texts[position]) {
            if position == 0 || texts[position - 1] != "." { return true }
        }
        return false
    }

    /// Names introduced by `let`/`var` in a condition: `let item = x`, `let item`,
    /// `case .some(let item)`, `let (a, b) = pair`.
    static func boundNames(in condition: [String]) -> Set<String> {
        var names = Set<String>()
        var position = 0
        while position < condition.count {
            defer { position += 1 }
            guard condition[position] == "let" || condition[position] == "var" else { continue }
            // The pattern runs until `=`, or a `,` / `)` that closes the level the keyword is on.
            var depth = 0
            var cursor = position + 1
            scan: while cursor < condition.count {
                let text = condition[cursor]
                switch text {
                case "=", "{": break scan
                case "(", "[": depth += 1
                case ")", "]":
                    if depth == 0 { break scan }
                    depth -= 1
                case "," where depth == 0: break scan
                default:
                    if let first = text.first, first == "_" || first.isLetter {
                        names.insert(text)
                    }
                }
                cursor += 1
            }
        }
        return names
    }

    /// Whether the brace at `open` is closed by the last token.
    static func closesAtEnd(_ texts: [String], open: Int) -> Bool {
        var depth = 0
        for position in open..<texts.count {
            if texts[position] == "{" { depth += 1 }
            if texts[position] == "}" {
                depth -= 1
                if depth == 0 { return position == texts.count - 1 }
            }
        }
        return false
    }
}
