import ActionLintCore

/// An action closure's body reduced to what decides duplication: significant tokens without
/// trivia, `;`, or a leading `self.`; plus the variant with a leading `guard … else { return }`
/// (or a wrapping `if cond { … }`) removed, for the seed's near-duplicates.
///
/// A class: groups, messages and fixes pass bodies around, and a reference is one retain where
/// the struct was a dozen.
final class ActionBody {
    let site: ActionSite
    let closure: ClosureExpression
    /// Token indices of the normalized body (see `BodyNormalization`): its texts are the
    /// tokens' texts, built only where a caller needs them.
    let kept: [Int]
    /// Equal keys mean duplicate bodies (within one type): the normalized texts joined by
    /// `separator`, then what the closure reads.
    let fullKey: String
    /// UTF-8 length of the texts part of `fullKey` (before what the closure reads).
    let textsKeyLength: Int
    /// The key of the body once its leading guard (or wrapping `if`) is removed.
    let coreKey: String?
    /// Where the removed guard's (or `if`'s) condition is in `kept`.
    let conditionRange: Range<Int>?
    /// Whether the rest runs when that condition holds (false after `if <condition> { return }`).
    let conditionHoldsForRest: Bool
    /// For a body that is one `Task { … }` (no signature): the key of what the task runs.
    let taskCoreKey: String?
    /// For a body whose reads of the member's bindings are all of builder `if let` clauses: its
    /// key with those reads told by their clauses (`GivenBindings`), as a guarded body whose own
    /// `guard let` binds them alike keys its rest. Nil otherwise.
    let givenKey: String?

    /// Separator that cannot occur inside a token's text.
    static let separator = Finding.keySeparator

    /// Whether this body is `rest`, the key of a guarded body's rest: the same tokens reading the
    /// same bindings, or the bindings its guard gives alike (`givenKey`).
    func isRest(_ rest: String?) -> Bool {
        guard let rest else { return false }
        return fullKey == rest || givenKey == rest
    }

    /// Number of normalized tokens.
    var tokenCount: Int { kept.count }

    /// The removed guard's (or `if`'s) condition: its normalized token indices.
    var conditionTokens: ArraySlice<Int>? { conditionRange.map { kept[$0] } }

    init?(site: ActionSite, file: ParsedFile) {
        let closure = file.syntax.closures[site.closure]
        guard let rightBrace = closure.rightBrace else { return nil }
        let kept = BodyNormalization.keptTokens(file: file, from: closure.bodyStart, to: rightBrace)
        guard !kept.isEmpty else { return nil }
        self.site = site
        self.closure = closure
        self.kept = kept
        var suffix = ""
        // Bodies reading names bound inside the member only match when they read the same bindings.
        if !closure.boundReads.isEmpty {
            let bindings = closure.boundReads.map { "\($0.name)@\($0.bindingOffset)" }.sorted()
            suffix += "|bound:" + bindings.joined(separator: ",")
        }
        var parametersSuffix = ""
        if closure.readsParameters || closure.usesAnonymousParameters {
            parametersSuffix = "|params:" + closure.parameters.joined(separator: ",")
        }
        suffix += parametersSuffix
        let textsKey = ActionBody.joinedTexts(file: file, kept[...])
        textsKeyLength = textsKey.utf8.count
        fullKey = suffix.isEmpty ? textsKey : textsKey + suffix
        let given = closure.boundReads.isEmpty ? nil : GivenBindings.key(of: closure.boundReads, file: file)
        givenKey = given.map { textsKey + parametersSuffix + $0 }
        let prefix = ConditionPrefix(kept, wrappingIfAllowed: closure.statementStarts.count == 1, file: file)
        conditionHoldsForRest = prefix?.holdsForCore ?? true
        if let prefix, case let conditionTexts = kept[1..<prefix.conditionEnd].map({ file.text($0) }) {
            let core = ActionBody.joinedTexts(file: file, kept[prefix.core])
            if !ActionBody.coreReadsConditionBindings(file: file, kept: kept, core: prefix.core,
                                                      condition: conditionTexts) {
                coreKey = core + suffix
                conditionRange = 1..<prefix.conditionEnd
            } else if closure.boundReads.isEmpty, prefix.holdsForCore,
                      let given = GivenBindings.key(ofCondition: kept[1..<prefix.conditionEnd],
                                                    readBy: kept[prefix.core], file: file) {
                // The rest reads what the guard binds: the same as a site that reads the same
                // clause's binding around it.
                coreKey = core + suffix + given
                conditionRange = 1..<prefix.conditionEnd
            } else {
                coreKey = nil
                conditionRange = nil
            }
        } else {
            coreKey = nil
            conditionRange = nil
        }
        if closure.statementStarts.count == 1, let core = BodyHash.taskCoreRange(kept, file: file),
           ActionBody.text(of: kept[0], in: file, is: "Task") {
            taskCoreKey = ActionBody.joinedTexts(file: file, kept[core]) + suffix
        } else {
            taskCoreKey = nil
        }
    }

    /// The texts of `tokens` joined by `separator`, as one string built from the file's bytes.
    /// Decoding the joined bytes gives the same string as joining each decoded text: the
    /// separator is ASCII, so no ill-formed sequence can run across it.
    static func joinedTexts(file: ParsedFile, _ tokens: ArraySlice<Int>) -> String {
        guard !tokens.isEmpty else { return "" }
        // Multi-line string segments stand for their content (`BodyNormalization.comparedBytes`).
        if tokens.contains(where: { file.tokens[$0].kind == .stringSegment }) {
            let contents = tokens.map { BodyNormalization.comparedBytes(of: $0, file: file) }
            if contents.contains(where: { $0 != nil }) {
                var joined: [UInt8] = []
                for (position, index) in tokens.enumerated() {
                    if position > 0 { joined.append(0x1F) }
                    joined.append(contentsOf: contents[position] ?? Array(file.source.bytes[file.tokens[index].range]))
                }
                return String(decoding: joined, as: UTF8.self)
            }
        }
        return file.tokens.withUnsafeBufferPointer { all in
            var length = tokens.count - 1
            for index in tokens { length += all[index].length }
            return file.source.bytes.withUnsafeBufferPointer { bytes in
                String(unsafeUninitializedCapacity: length) { buffer in
                    var written = 0
                    for index in tokens {
                        if written > 0 {
                            buffer[written] = 0x1F
                            written += 1
                        }
                        let token = all[index]
                        var offset = Int(token.start)
                        let end = Int(token.end)
                        while offset < end {
                            buffer[written] = bytes[offset]
                            written += 1
                            offset += 1
                        }
                    }
                    return written
                }
            }
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

    /// Whether the text of token `index` is `literal`. The literals asked about are ASCII
    /// punctuation and keywords that no other spelling is canonically equivalent to, so equal
    /// bytes and equal strings agree.
    @inline(__always)
    static func text(of index: Int, in file: ParsedFile, is literal: StaticString) -> Bool {
        file.source.token(file.tokens[index], is: literal)
    }

    /// Whether the rest of the body reads a name the condition binds (`guard let item = selection`):
    /// there `item` is the guard's binding, not the member another site's identical text reads,
    /// so removing the guard would change what the rest means.
    static func coreReadsConditionBindings(file: ParsedFile, kept: [Int], core: Range<Int>,
                                           condition: [String]) -> Bool {
        let bound = boundNames(in: condition)
        guard !bound.isEmpty else { return false }
        for position in core where bound.contains(file.text(kept[position])) {
            if position == 0 || !text(of: kept[position - 1], in: file, is: ".") { return true }
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

}
