import ActionLintCore

/// A cheap first pass over an action body: 64-bit hashes of its normalized tokens (the same
/// normalization as `ActionBody`), of the whole body and of the part after a leading
/// `guard … else { return }` or inside a wrapping `if`. Bodies whose hashes meet no other are
/// unique and need no further work; the rest are compared exactly by `ActionBody`. Most views
/// have no duplicates, so this keeps the rule from building strings for every token it reads.
struct BodyHash {
    let full: UInt64
    /// Candidate hash of the body without its leading guard (or wrapping `if`), if it has one.
    let core: UInt64?
    /// Hash of the body with the tokens that may hold per-site values masked (`SlotMask`), and
    /// nothing of what it reads mixed in: bodies that differ only in those values meet here.
    let masked: UInt64
    /// For a body reading bindings of the member: its hash with only the closure's parameters
    /// mixed in, as a guarded body's rest that binds the same names itself hashes
    /// (`guard let draft …` beside a Button inside `if let draft`). Nil when it reads none.
    let unboundFull: UInt64?

    /// The hashes of closure `index` of the file, mixed with what it reads (bindings and
    /// parameters). Only a body starting with `guard` or `if` can have a core, so the others are
    /// hashed as they are walked, without keeping their tokens.
    init?(closureAt index: Int, file: ParsedFile) {
        let closures = file.syntax.closures
        guard let rightBrace = closures[index].rightBrace else { return nil }
        let start = closures[index].bodyStart
        var first: Int?
        var tokensFull = BodyHash.offsetBasis
        var masked = BodyHash.offsetBasis
        file.source.bytes.withUnsafeBufferPointer { bytes in
            file.tokens.withUnsafeBufferPointer { tokens in
                BodyNormalization.forEachKept(file: file, from: start, to: rightBrace) { kept in
                    if first == nil { first = kept }
                    let hash = BodyHash.hash(at: kept, tokens, in: bytes, file: file)
                    tokensFull = BodyHash.mix(tokensFull, hash)
                    masked = BodyHash.mix(masked, SlotMask.maskHash(of: kept, in: file) ?? hash)
                }
            }
        }
        guard let first else { return nil }
        self.masked = masked
        let readsParameters = closures[index].readsParameters || closures[index].usesAnonymousParameters
        let suffix = BodyHash.readsHash(boundReads: closures[index].boundReads, readsParameters: readsParameters)
        full = BodyHash.mix(tokensFull, suffix)
        unboundFull = closures[index].boundReads.isEmpty ? nil
            : BodyHash.mix(tokensFull, BodyHash.readsHash(boundReads: [], readsParameters: readsParameters))
        if BodyHash.mayHaveCore(first, in: file),
           let tokens = BodyHash.Tokens(file: file, from: start, to: rightBrace) {
            let isOneStatement = closures[index].statementStarts.count == 1
            core = tokens.core(wrappingIfAllowed: isOneStatement).map { BodyHash.mix($0, suffix) }
        } else {
            core = nil
        }
    }

    /// What the closure reads, mixed: the bindings it reads (by offset, in order) and whether it
    /// reads its parameters.
    static func readsHash(boundReads: [BoundRead], readsParameters: Bool) -> UInt64 {
        var suffix = BodyHash.offsetBasis
        if !boundReads.isEmpty {
            for read in boundReads.sorted(by: { $0.bindingOffset < $1.bindingOffset }) {
                suffix = BodyHash.mix(suffix, UInt64(read.bindingOffset))
            }
        }
        if readsParameters { suffix = BodyHash.mix(suffix, 0x5041_5241_4D53) }
        return suffix
    }

    /// The hashes of a body's normalized tokens alone, before what the closure reads is mixed
    /// in: equal bodies have equal hashes here whatever they read.
    struct Tokens {
        let file: ParsedFile
        /// Normalized token indices and each one's hash.
        let kept: [Int]
        let hashes: [UInt64]
        let full: UInt64
        /// See `BodyHash.masked`.
        let masked: UInt64

        init?(file: ParsedFile, from start: Int, to end: Int) {
            var kept: [Int] = []
            var hashes: [UInt64] = []
            let capacity = max(0, end - start)
            kept.reserveCapacity(capacity)
            hashes.reserveCapacity(capacity)
            var full = BodyHash.offsetBasis
            var masked = BodyHash.offsetBasis
            // One walk: each kept token is hashed as it is found.
            file.source.bytes.withUnsafeBufferPointer { bytes in
                file.tokens.withUnsafeBufferPointer { tokens in
                    BodyNormalization.forEachKept(file: file, from: start, to: end) { index in
                        let hash = BodyHash.hash(at: index, tokens, in: bytes, file: file)
                        kept.append(index)
                        hashes.append(hash)
                        full = BodyHash.mix(full, hash)
                        masked = BodyHash.mix(masked, SlotMask.maskHash(of: index, in: file) ?? hash)
                    }
                }
            }
            guard !kept.isEmpty else { return nil }
            self.file = file
            self.kept = kept
            self.hashes = hashes
            self.full = full
            self.masked = masked
        }

        /// The hash of the part after a leading guard (or inside a wrapping `if`, when
        /// `wrappingIfAllowed`: the body is one statement), if the body has one.
        func core(wrappingIfAllowed: Bool) -> UInt64? {
            BodyHash.coreRange(kept, wrappingIfAllowed: wrappingIfAllowed, file: file)
                .map { BodyHash.combine(hashes[$0]) }
        }
    }

    static let offsetBasis = FNV1a.offsetBasis

    @inline(__always)
    static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        (hash ^ value) &* FNV1a.prime &+ (hash >> 29)
    }

    static func combine(_ hashes: ArraySlice<UInt64>) -> UInt64 {
        var result = offsetBasis
        for value in hashes { result = mix(result, value) }
        return result
    }

    /// FNV-1a over the token's bytes.
    @inline(__always)
    static func hash(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        FNV1a.hash(UnsafeBufferPointer(rebasing: bytes[token.range]))
    }

    /// The hash of token `index`: its bytes, or for a segment of a multi-line string the content
    /// Swift reads (`BodyNormalization.comparedBytes`).
    @inline(__always)
    static func hash(at index: Int, _ tokens: UnsafeBufferPointer<Token>, in bytes: UnsafeBufferPointer<UInt8>,
                     file: ParsedFile) -> UInt64 {
        let token = tokens[index]
        if token.kind == .stringSegment, let content = BodyNormalization.comparedBytes(of: index, file: file) {
            return FNV1a.hash(content)
        }
        return hash(token, in: bytes)
    }

    /// Whether the body's first kept token is `guard` or `if`: only such a body can have a core.
    static func startsWithCondition(_ token: Int, in file: ParsedFile) -> Bool {
        let first = file.tokens[token]
        return first.kind == .keyword && (file.source.token(first, is: "guard") || file.source.token(first, is: "if"))
    }

    /// Whether a body whose first kept token is `token` may have a core: it starts with `guard`
    /// or `if`, or with `Task` (a body that is one `Task { … }`, whose core is what the task runs).
    static func mayHaveCore(_ token: Int, in file: ParsedFile) -> Bool {
        startsWithCondition(token, in: file)
            || file.tokens[token].kind == .identifier && file.source.token(file.tokens[token], is: "Task")
    }

    /// Where the core starts and ends (in normalized positions): the rest after the body's
    /// removable condition (`ConditionPrefix`, the one `ActionBody` compares), or the inside of
    /// a whole-body `Task { … }`; nil otherwise.
    static func coreRange(_ tokens: [Int], wrappingIfAllowed: Bool, file: ParsedFile) -> Range<Int>? {
        guard let first = tokens.first else { return nil }
        if file.tokens[first].kind == .identifier, file.source.token(file.tokens[first], is: "Task") {
            return taskCoreRange(tokens, file: file)
        }
        return ConditionPrefix(tokens, wrappingIfAllowed: wrappingIfAllowed, file: file)?.core
    }

    /// `Task { … }` as the whole body: the positions inside its braces.
    static func taskCoreRange(_ tokens: [Int], file: ParsedFile) -> Range<Int>? {
        guard tokens.count > 3, file.tokens[tokens[1]].kind == .leftBrace,
              file.tokens[tokens[tokens.count - 1]].kind == .rightBrace else {
            return nil
        }
        var depth = 0
        for position in 1..<tokens.count {
            switch file.tokens[tokens[position]].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return position == tokens.count - 1 ? 2..<(tokens.count - 1) : nil }
            default: break
            }
        }
        return nil
    }
}
