import ActionLintCore

/// Decides from a file's tokens alone whether `duplicate-action-closure` could report anything
/// there: whether two braces that may open action closures have bodies whose normalized tokens
/// repeat — whole, or the rest after a leading guard — and the repeated body is long enough not
/// to be trivial. Most files have no such pair, and the engine then does not parse them.
///
/// It must never say no where the full rule would report, so every test leans one way:
/// - every brace the classifier could take for an action is kept (`ActionOpenings.mayOpenAction` accepts a
///   superset of the catalog's and the custom shapes' openings, and anything unclear);
/// - hashes cover the normalized tokens only, not what the body reads (bindings can only make
///   bodies differ), and a wrapping `if` counts whatever the statement count;
/// - a body is long enough when it has `minTokens` tokens or enough line breaks and `;` to hold
///   `minStatements` statements, and is not one statement that is trivial by its shape;
/// - brackets the scanner cannot pair as the parser does, and deeply nested actions, answer yes.
enum DuplicateActionPrefilter {
    static func mayHaveDuplicates(_ file: ParsedFile, settings: RuleSettings) -> Bool {
        let scanner = ClosureLiteralScanner(file: file)
        let storedProperties = StoredPropertySpelling(bytes: file.source.bytes)
        guard let literals = scanner.scan(keeping: {
            ActionOpenings.mayOpenAction($0, file: file, storedProperties: storedProperties)
        }) else {
            return true
        }
        guard literals.count >= 2 else { return false }
        // Actions nested in actions would be read many times over here; the full rule has a
        // linear way for them (`lengthCandidates`).
        let span = literals.reduce(0) { $0 + ($1.rightBrace - $1.bodyStart) }
        guard span <= 4 * file.tokens.count + 1024 else { return true }
        let bodies = pairableBodies(literals, file: file)
        guard bodies.count >= 2 else { return false }
        let minStatements = settings.minStatements
        let minTokens = settings.minTokens
        let reportTrivial = settings.reportTrivial
        var hashed: [(full: UInt64, core: UInt64?, masked: UInt64, longEnough: Bool)] = []
        hashed.reserveCapacity(bodies.count)
        for body in bodies {
            guard let tokens = body.tokens
                    ?? BodyHash.Tokens(file: file, from: body.literal.bodyStart, to: body.literal.rightBrace) else {
                continue
            }
            let statements = statementBound(file, from: body.literal.bodyStart, to: body.literal.rightBrace)
            // One statement that is trivial by its shape is no group's shared body (`ReportableGroup`).
            let longEnough = (tokens.kept.count >= minTokens || statements >= minStatements)
                && (statements > 1 || reportTrivial || !TrivialShape.isTrivial(tokens.kept[...], file: file))
            hashed.append((tokens.full, tokens.core(wrappingIfAllowed: true), tokens.masked, longEnough))
        }
        // Any body of a reported group repeats another whole, is another's guard-less rest, or
        // has a rest that repeats another whole, or differs from another only in per-site values
        // (`SlotMask`); the group's shared body must be long enough.
        let repeats = RepeatFinder(wholes: hashed.map(\.full), rests: hashed.compactMap(\.core))
        let maskedRepeats = RepeatFinder(wholes: hashed.map(\.masked), rests: [UInt64]())
        return hashed.contains { body in
            body.longEnough && (repeats.mayRepeat(whole: body.full, rest: body.core)
                || maskedRepeats.mayRepeat(whole: body.masked, rest: nil))
        }
    }

    /// A body `pairableBodies` kept, with its hashes when they were needed already.
    struct CountedBody {
        var literal: ClosureLiteral
        var tokens: BodyHash.Tokens?
    }

    /// The bodies that may pair with another. Bodies equal after normalization have equal
    /// weights (`ClosureLiteral.bodyWeight`), and a body's guard-less rest weighs what the body
    /// it equals weighs: a body whose weight matches no other body's weight or rest, and whose
    /// rest matches no body's weight, is unique. The scan counted the weights already, and
    /// most bodies of most files are unique; only bodies starting with `guard` or `if` are
    /// hashed here, for the weight of their rest.
    static func pairableBodies(_ literals: [ClosureLiteral], file: ParsedFile) -> [CountedBody] {
        var bodies: [CountedBody] = []
        var restWeights: [Int?] = []
        bodies.reserveCapacity(literals.count)
        restWeights.reserveCapacity(literals.count)
        for literal in literals {
            guard let first = BodyNormalization.firstKept(file: file, from: literal.bodyStart,
                                                          to: literal.rightBrace) else { continue }
            var body = CountedBody(literal: literal)
            var rest: Int?
            if BodyHash.mayHaveCore(first, in: file) {
                body.tokens = BodyHash.Tokens(file: file, from: literal.bodyStart, to: literal.rightBrace)
                rest = body.tokens.flatMap { tokens in
                    BodyHash.coreRange(tokens.kept, wrappingIfAllowed: true, file: file)
                        .map { weight(of: tokens.kept[$0], in: file) }
                }
            }
            bodies.append(body)
            restWeights.append(rest)
        }
        let repeats = RepeatFinder(wholes: bodies.map(\.literal.bodyWeight), rests: restWeights.compactMap { $0 })
        return bodies.indices.compactMap { index in
            repeats.mayRepeat(whole: bodies[index].literal.bodyWeight, rest: restWeights[index]) ? bodies[index] : nil
        }
    }

    /// The weight (as `ClosureLiteral.bodyWeight` counts it) of kept tokens.
    static func weight(of kept: ArraySlice<Int>, in file: ParsedFile) -> Int {
        file.source.bytes.withUnsafeBufferPointer { bytes in
            kept.reduce(0) { $0 + ClosureLiteral.weight(of: file.tokens[$1], in: bytes) }
        }
    }

    /// At most how many statements `[start, end)` holds: every statement starts the body, or
    /// is the first token after a line break or a `;` (the breaks around a body's one line
    /// start nothing).
    static func statementBound(_ file: ParsedFile, from start: Int, to end: Int) -> Int {
        var bound = 0
        var afterBreak = true
        for index in start..<end {
            let kind = file.tokens[index].kind
            if kind == .newline || kind == .semicolon {
                afterBreak = true
            } else if afterBreak, !kind.isTrivia {
                bound += 1
                afterBreak = false
            }
        }
        return bound
    }
}
