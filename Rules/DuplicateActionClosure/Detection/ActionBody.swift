import ActionLintCore

/// An action closure's body reduced to what decides duplication: significant tokens without
/// trivia, `;`, or a leading `self.`; plus the variant with a leading `guard … else { return }`
/// (or a wrapping `if cond { … }`) removed, for the seed's near-duplicates.
///
/// A class: groups, messages and fixes pass bodies around, and a reference is one retain where
/// the struct was a dozen.
final class ActionBody: ActionClosureBody {
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
    static let separator = TokenTexts.separator

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
        let textsKey = TokenTexts.joinedTexts(file: file, kept[...])
        textsKeyLength = textsKey.utf8.count
        fullKey = suffix.isEmpty ? textsKey : textsKey + suffix
        let given = closure.boundReads.isEmpty ? nil : GivenBindings.key(of: closure.boundReads, file: file)
        givenKey = given.map { textsKey + parametersSuffix + $0 }
        let prefix = ConditionPrefix(kept, wrappingIfAllowed: closure.statementStarts.count == 1, file: file)
        conditionHoldsForRest = prefix?.holdsForCore ?? true
        if let prefix, case let conditionTexts = kept[1..<prefix.conditionEnd].map({ file.text($0) }) {
            let core = TokenTexts.joinedTexts(file: file, kept[prefix.core])
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
           TokenTexts.text(of: kept[0], in: file, is: "Task") {
            taskCoreKey = TokenTexts.joinedTexts(file: file, kept[core]) + suffix
        } else {
            taskCoreKey = nil
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

    /// Whether the rest of the body reads a name the condition binds (`guard let item = selection`):
    /// there `item` is the guard's binding, not the member another site's identical text reads,
    /// so removing the guard would change what the rest means.
    static func coreReadsConditionBindings(file: ParsedFile, kept: [Int], core: Range<Int>,
                                           condition: [String]) -> Bool {
        let bound = TokenTexts.boundNames(in: condition)
        guard !bound.isEmpty else { return false }
        for position in core where bound.contains(file.text(kept[position])) {
            if position == 0 || !TokenTexts.text(of: kept[position - 1], in: file, is: ".") { return true }
        }
        return false
    }

}
