#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ActionLintSyntax

/// The names a file may declare, read from its bytes without lexing them into tokens: for the
/// files the lint does not lex (no rule can report there) and for module files outside the run.
///
/// - `words`: the module index's words (`ByteSearch.wordHashes`): the word right after `struct`,
///   `class`, `enum`, `actor`, `protocol`, `typealias`, `func`, `var`, `let` or `case` (and after
///   each comma of a `case` line outside its parentheses), as its plain hash and, at file scope,
///   its `topLevel` one; after `extension` only as `extended`.
/// - `typeNames`: `DeclaredTypeNames`' hashes: every piece of the dotted path after a type
///   keyword (`extension Outer.Row` gives `Outer` and `Row`), and the first piece tagged
///   `outermost` where no type's body is open (the body is the first `{` after the name).
///
/// The scan skips comments and string literals (with their interpolations) and counts braces,
/// as the lexer and the closure scan would. Wherever it could read the bytes otherwise than the
/// lexer — a `/` that may open a regex literal, a raw identifier with a space, an unterminated
/// literal, brackets a `#if` branch leaves unbalanced, a type declared flush left inside braces
/// (the parser's recovery), a no-break space, a non-ASCII byte in a name outside comments and
/// literals (it may be an operator to the lexer) — `read` answers nil, and the caller reads the
/// tokens.
struct ByteDeclarations {
    /// Sorted, without repeats (unless read `wordsInAnyOrder`).
    var words: [UInt32]
    /// Sorted, without repeats.
    var typeNames: [UInt64]

    /// - Parameter wordsInAnyOrder: leave `words` as the scan met them, for a module index's
    ///   `File.words` (any order): sorting every unlexed file's words cost one instruction in a
    ///   hundred of a run.
    static func read(_ bytes: [UInt8], wordsInAnyOrder: Bool = false) -> ByteDeclarations? {
        let declared = bytes.withUnsafeBufferPointer { buffer -> ByteDeclarations? in
            // The lexer reads a no-break space as white space, which a name byte is here.
            guard !NoBreakSpace.isIn(buffer) else { return nil }
            return ByteSearch.isWordByte.withUnsafeBufferPointer { table in
                classes.withUnsafeBufferPointer { classes in
                    keywordLengths.withUnsafeBufferPointer { lengths in
                        read(buffer, isWordByte: table, classes: classes, keywordLengths: lengths)
                    }
                }
            }
        }
        guard var declared else { return nil }
        if !wordsInAnyOrder { declared.words.sortAndDropRepeats() }
        return declared
    }

    /// The scan's names; `words` as met, `typeNames` sorted.
    private static func read(_ buffer: UnsafeBufferPointer<UInt8>, isWordByte: UnsafeBufferPointer<Bool>,
                             classes: UnsafeBufferPointer<UInt8>, keywordLengths: UnsafeBufferPointer<UInt16>) -> ByteDeclarations? {
        var scan = DeclarationScan(bytes: buffer, isWordByte: isWordByte, classes: classes, keywordLengths: keywordLengths)
        // A byte order mark opens the file as white space.
        if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { scan.index = 3 }
        guard scan.code(inInterpolation: false), !scan.recovered, !scan.nonASCIIName, scan.braceDepth == 0,
              scan.conditionals.isEmpty else {
            return nil
        }
        scan.typeNames.sortAndDropRepeats()
        return ByteDeclarations(words: scan.words, typeNames: scan.typeNames)
    }

    static let nameClass: UInt8 = 0
    static let blankClass: UInt8 = 1
    static let plainClass: UInt8 = 2
    /// Braces (counted by `nextEvent`), and `"`, `#`, `/` and a backtick (`code` reads them).
    static let otherClass: UInt8 = 3

    /// For each first byte, the lengths (as bits) of the declaration keywords it starts
    /// (`ByteSearch.keywordKind`): bit 3 for `v`, `var`.
    static let keywordLengths: [UInt16] = (0..<256).map { byte in
        ByteSearch.declarationKeywords.filter { $0.utf8.first == UInt8(byte) }.reduce(0) { $0 | 1 << UInt16($1.utf8.count) }
    }

    /// Each byte's class for `DeclarationScan.nextEvent`: name bytes, spaces and tabs, bytes that
    /// change nothing with nothing expected, and the others. Parentheses are plain
    /// there: a paren depth is only compared with the depth at a `case` or at an interpolation's
    /// start, and the bytes after those are read by `code`, which counts them.
    static let classes: [UInt8] = (0..<256).map { byte in
        if ByteSearch.isWordByte[byte] { return nameClass }
        if byte == 0x20 || byte == 0x09 { return blankClass }
        return [0x22, 0x23, 0x2F, 0x60, 0x7B, 0x7D].contains(byte) ? otherClass : plainClass
    }

}

/// The walk of `ByteDeclarations.read`: code, with comments and literals skipped. Each step
/// returns false where the bytes could be read otherwise than the lexer reads them.
private struct DeclarationScan {
    let bytes: UnsafeBufferPointer<UInt8>
    let isWordByte: UnsafeBufferPointer<Bool>
    /// `ByteDeclarations.classes`.
    let classes: UnsafeBufferPointer<UInt8>
    /// `ByteDeclarations.keywordLengths`.
    let keywordLengths: UnsafeBufferPointer<UInt16>
    var index = 0
    var words: [UInt32] = []
    var typeNames: [UInt64] = []
    var braceDepth = 0
    var parenDepth = 0
    /// String interpolations open around the current code.
    var interpolations = 0
    var expecting = Expecting.nothing
    /// `parenDepth` at the `case` of the current line, if one: its commas at that depth name cases.
    var caseListDepth: Int?
    /// `braceDepth` at each open `#if`, and the lowest depth its current branch reached.
    var conditionals: [(depth: Int, floor: Int)] = []
    /// Whether a type is declared where the parser would drop the open braces to read it.
    var recovered = false
    /// The offset `isFlushLeft` was asked of last, and where its line starts.
    var lineStart = (askedAt: 0, start: 0)
    /// Whether a `.` here continues a type's path (`extension Outer.Row`).
    var pathContinues = false
    /// Whether a name in the code holds a non-ASCII byte (`ByteDeclarations.read` answers nil).
    var nonASCIIName = false
    /// `braceDepth` inside the outermost type body open, or `Int.max` outside every one.
    var outermostBody = Int.max
    /// Whether a type was named outside every type body and its body's `{` is still to come.
    var bodyPending = false

    /// What the scan expects next.
    enum Expecting {
        case nothing
        /// The name after a keyword, and where the keyword stands.
        case name(ByteSearch.KeywordKind, keywordAt: Int)
        /// The piece after a type path's `.`.
        case pathPiece
    }

    init(bytes: UnsafeBufferPointer<UInt8>, isWordByte: UnsafeBufferPointer<Bool>, classes: UnsafeBufferPointer<UInt8>,
         keywordLengths: UnsafeBufferPointer<UInt16>) {
        self.bytes = bytes
        self.isWordByte = isWordByte
        self.classes = classes
        self.keywordLengths = keywordLengths
        words.reserveCapacity(64)
        typeNames.reserveCapacity(8)
    }

    @inline(__always)
    func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// Code up to the end, or, in an interpolation, up to its closing `)` (consumed).
    mutating func code(inInterpolation: Bool) -> Bool {
        let parenBase = parenDepth
        while index < bytes.count {
            // Most code is read with nothing expected: skipped to the next byte that matters.
            if !inInterpolation, caseListDepth == nil, !pathContinues, !bodyPending, case .nothing = expecting {
                index = nextEvent(from: index)
                guard index < bytes.count else { break }
            }
            let current = bytes[index]
            if isWordByte[Int(current)] {
                word(from: index)
                continue
            }
            if current == 0x20 || current == 0x09 {
                index = runEnd(of: current, from: index)
                continue
            }
            index += 1
            switch current {
            case 0x0A, 0x0D:
                caseListDepth = nil
                continue
            case 0x2F:  // `/`
                guard slash() else { return false }
                continue
            case 0x22:  // `"`
                guard string(pounds: 0) else { return false }
            case 0x23:  // `#`
                guard pound() else { return false }
                continue
            case 0x60:  // a backtick: a quoted name, which must be a plain word
                let start = index
                while index < bytes.count, isWordByte[Int(bytes[index])] { index += 1 }
                guard index > start, byte(index) == 0x60 else { return false }
                if !take(UnsafeBufferPointer(rebasing: bytes[start..<index])) { expectNothing() }
                index += 1
                continue
            case 0x7B:  // `{`
                braceDepth += 1
                if bodyPending {
                    bodyPending = false
                    outermostBody = braceDepth
                }
            case 0x7D:  // `}`
                braceDepth -= 1
                guard braceDepth >= 0 else { return false }
                closedBrace()
                if !conditionals.isEmpty { conditionals[conditionals.count - 1].floor = min(conditionals[conditionals.count - 1].floor, braceDepth) }
            case 0x28:  // `(`
                parenDepth += 1
            case 0x29:  // `)`
                if inInterpolation, parenDepth == parenBase { return true }
                parenDepth -= 1
            case 0x2E:  // `.`
                if pathContinues {
                    expecting = .pathPiece
                    pathContinues = false
                    continue
                }
            case 0x2C:  // `,`
                if let caseListDepth, caseListDepth == parenDepth {
                    expecting = .name(.member, keywordAt: index - 1)
                    continue
                }
            default:
                break
            }
            expectNothing()
        }
        return !inInterpolation
    }

    /// From `start`, with nothing expected outside interpolations, the first byte that may
    /// change the scan's state: a declaration keyword, or a byte `code` treats apart other than
    /// `.`, `,` and line breaks (they matter only after a keyword or in a `case` line; where a
    /// line starts is found again when needed). Other names, white space and operators are
    /// skipped. Braces are counted on the way, as `code` counts them.
    ///
    /// Sixteen bytes at a time: the lanes where a keyword's first three bytes stand and the lanes
    /// of the bytes `code` reads apart are found at once, and only those are visited; most words
    /// are never looked at. A block holding a non-ASCII byte, rare in code outside comments and
    /// literals, is read a byte at a time (`scalarEvent`).
    @inline(__always)
    mutating func nextEvent(from start: Int) -> Int {
        let count = bytes.count
        let base = bytes.baseAddress!
        var at = start
        // 18 bytes: each lane's next two bytes are read too.
        while at &+ 18 <= count {
            let low = ByteWord.load(base, at: at), high = ByteWord.load(base, at: at &+ 8)
            if (low | high) & 0x8080_8080_8080_8080 != 0 {
                at = afterWord(at, scanStart: start)
                let blockEnd = at &+ 16
                if let event = scalarEvent(from: &at, before: blockEnd) { return event }
                continue
            }
            let lanes = ByteLanes.load(base, at: at)
            // One gather of both kinds of lane: a keyword starts with a letter, the bytes read
            // apart are punctuation, so the byte itself tells them apart.
            var events = ByteLanes.bits(of: Self.keywordTrigrams(lanes, ByteLanes.load(base, at: at &+ 1), ByteLanes.load(base, at: at &+ 2))
                .| Self.readApart(lanes))
            // Events inside a word read whole are skipped; the next block starts after it.
            var skipBefore = at
            var resume = at &+ 16
            while events != 0 {
                let lane = events.trailingZeroBitCount
                let position = at &+ lane
                events &= events &- 1
                guard position >= skipBefore else { continue }
                let current = bytes[position]
                if isWordByte[Int(current)] {
                    // Three bytes inside a longer word spell no keyword.
                    guard position == start || !isWordByte[Int(bytes[position &- 1])] else { continue }
                    let end = wordEnd(from: position)
                    if ByteSearch.keywordKind(UnsafeBufferPointer(rebasing: bytes[position..<end])) != .none { return position }
                    skipBefore = end
                    if end > resume {
                        resume = end
                        break
                    }
                    continue
                }
                if current == 0x7B {
                    braceDepth &+= 1
                } else if current == 0x7D, braceDepth > 0, conditionals.isEmpty {
                    braceDepth &-= 1
                    closedBrace()
                } else {
                    return position
                }
            }
            at = resume
        }
        at = afterWord(at, scanStart: start)
        if let event = scalarEvent(from: &at, before: count) { return event }
        return at
    }

    /// Where the byte-at-a-time walk may start at a block boundary `at`: after the rest of the
    /// word it falls in, if any (the scan never stops inside a word; at `scanStart` none is open).
    @inline(__always)
    mutating func afterWord(_ at: Int, scanStart: Int) -> Int {
        guard at > scanStart, at < bytes.count, isWordByte[Int(bytes[at &- 1])], isWordByte[Int(bytes[at])] else { return at }
        return wordEnd(from: at)
    }

    /// The lanes whose byte and the next two spell the start of a declaration keyword (`var`,
    /// `let`, `fun`, `enu`, `cas`, `cla`, `act`, `ext`, `str`, `pro`, `typ`): few words start so,
    /// and only those are read.
    @inline(__always)
    static func keywordTrigrams(_ first: SIMD16<UInt8>, _ second: SIMD16<UInt8>, _ third: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
        func spell(_ lanes: SIMD16<UInt8>, _ byte: Unicode.Scalar) -> SIMDMask<SIMD16<Int8>> {
            ByteLanes.lanes(lanes, equalTo: UInt8(ascii: byte))
        }
        let a2 = spell(second, "a"), t3 = spell(third, "t"), r3 = spell(third, "r")
        let c = spell(first, "c") .& ((a2 .& spell(third, "s")) .| (spell(second, "l") .& spell(third, "a")))
        let e = spell(first, "e") .& ((spell(second, "n") .& spell(third, "u")) .| (spell(second, "x") .& t3))
        let v = spell(first, "v") .& a2 .& r3
        let l = spell(first, "l") .& spell(second, "e") .& t3
        let f = spell(first, "f") .& spell(second, "u") .& spell(third, "n")
        let act = spell(first, "a") .& spell(second, "c") .& t3
        let s = spell(first, "s") .& spell(second, "t") .& r3
        let p = spell(first, "p") .& spell(second, "r") .& spell(third, "o")
        let t = spell(first, "t") .& spell(second, "y") .& spell(third, "p")
        return c .| e .| v .| l .| f .| act .| s .| p .| t
    }

    /// The lanes of the bytes `code` reads apart (`ByteDeclarations.otherClass`): braces, `"`,
    /// `#`, `/` and a backtick.
    @inline(__always)
    static func readApart(_ lanes: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
        ByteLanes.lanes(lanes, equalTo: 0x7B) .| ByteLanes.lanes(lanes, equalTo: 0x7D)
            .| ByteLanes.lanes(lanes, equalTo: 0x22) .| ByteLanes.lanes(lanes, equalTo: 0x23)
            .| ByteLanes.lanes(lanes, equalTo: 0x2F) .| ByteLanes.lanes(lanes, equalTo: 0x60)
    }

    /// `nextEvent` a byte at a time, from `at` until `limit` (a word or a run may take it past):
    /// the event, or nil with `at` where the walk stopped.
    @inline(__always)
    mutating func scalarEvent(from at: inout Int, before limit: Int) -> Int? {
        // Tests in the order of how often the classes come, not a `switch`: one indirect jump
        // per byte, hard to predict, cost more than the rest of the loop.
        while at < limit {
            let current = bytes[at]
            let kind = classes[Int(current)]
            if kind == ByteDeclarations.nameClass {
                let end = wordEnd(from: at)
                // Most words cannot be a keyword by their first byte and length: no `keywordKind`.
                if keywordLengths[Int(current)] & (1 &<< UInt16(truncatingIfNeeded: min(end &- at, 15))) != 0,
                   ByteSearch.keywordKind(UnsafeBufferPointer(rebasing: bytes[at..<end])) != .none {
                    return at
                }
                at = end
            } else if kind == ByteDeclarations.plainClass {
                at &+= 1
            } else if kind == ByteDeclarations.blankClass {
                at = runEnd(of: current, from: at)
            } else if current == 0x7B {
                braceDepth &+= 1
                at &+= 1
            } else if current == 0x7D, braceDepth > 0, conditionals.isEmpty {
                braceDepth &-= 1
                closedBrace()
                at &+= 1
            } else {
                return at
            }
        }
        return nil
    }

    /// The end of the run of `byte` (a space or a tab) at `start`, eight bytes at a time.
    @inline(__always)
    func runEnd(of byte: UInt8, from start: Int) -> Int {
        var end = start + 1
        let base = bytes.baseAddress!
        while end + 8 <= bytes.count {
            let other = ByteWord.load(base, at: end) ^ ByteWord.repeating(byte)
            if other != 0 { return end + ByteWord.firstLane(other) }
            end += 8
        }
        while end < bytes.count, bytes[end] == byte { end += 1 }
        return end
    }

    /// The end of the word at `start`, eight bytes at a time (`ByteWord.nonNameLanes`, which
    /// stops at `$` and non-ASCII bytes: here they are part of the word). A non-ASCII byte is
    /// noted: the lexer may read it as an operator, splitting the word.
    @inline(__always)
    mutating func wordEnd(from start: Int) -> Int {
        if bytes[start] >= 0x80 { nonASCIIName = true }
        var end = start + 1
        let base = bytes.baseAddress!
        while end + 8 <= bytes.count {
            let marks = ByteWord.nonNameLanes(ByteWord.load(base, at: end))
            guard marks != 0 else {
                end += 8
                continue
            }
            end += ByteWord.firstLane(marks)
            let stop = bytes[end]
            if stop >= 0x80 {
                nonASCIIName = true
            } else if stop != 0x24 {
                return end
            }
            end += 1
        }
        while end < bytes.count, isWordByte[Int(bytes[end])] {
            if bytes[end] >= 0x80 { nonASCIIName = true }
            end += 1
        }
        return end
    }

    /// Reads the word at `start`: a name the scan expects, or maybe a keyword.
    mutating func word(from start: Int) {
        index = wordEnd(from: start)
        let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
        let keyword = ByteSearch.keywordKind(word)
        pathContinues = false
        if take(word, isKeyword: keyword != .none) { return }
        expecting = keyword == .none ? .nothing : .name(keyword, keywordAt: start)
        if keyword == .caseKeyword { caseListDepth = parenDepth }
    }

    /// After a `}`: the outermost type body ends when the depth falls below it.
    @inline(__always)
    mutating func closedBrace() {
        if braceDepth < outermostBody { outermostBody = Int.max }
    }

    /// Nothing is expected now, not even a path's `.`.
    @inline(__always)
    mutating func expectNothing() {
        expecting = .nothing
        pathContinues = false
    }

    /// Records `word` when a name is expected; whether it was taken as a name only (a keyword
    /// after a keyword, `class func f`, `case let x`, is also read as one).
    mutating func take(_ word: UnsafeBufferPointer<UInt8>, isKeyword: Bool = false) -> Bool {
        switch expecting {
        case let .name(keyword, keywordAt):
            if keyword == .type || keyword == .extensionKeyword, braceDepth > 0,
               keyword == .extensionKeyword || isFlushLeft(keywordAt) {
                // The parser would start a new declaration here and drop the open braces.
                recovered = true
            }
            let named = ByteSearch.hash(word)
            if keyword == .extensionKeyword {
                words.append(ByteSearch.extended(named))
            } else {
                words.append(named)
                if braceDepth == 0, interpolations == 0 { words.append(ByteSearch.topLevel(named)) }
            }
            guard keyword == .type || keyword == .extensionKeyword else { return false }
            let piece = FNV1a.hash(word)
            if outermostBody == Int.max {
                // Outside every type body: the name may begin a qualified name, and its
                // body, the next `{`, opens the outermost type body.
                typeNames.append(DeclaredTypeNames.outermost(piece))
                bodyPending = true
            }
            return takePiece(piece, isKeyword: isKeyword)
        case .pathPiece:
            return takePiece(FNV1a.hash(word), isKeyword: isKeyword)
        case .nothing:
            return false
        }
    }

    /// Records a piece of a type's path (its hash); a `.` may continue the path after it, also when the
    /// piece is a keyword read as one too (`enum func .Row`: the tokens read `Row` as a piece).
    mutating func takePiece(_ piece: UInt64, isKeyword: Bool) -> Bool {
        typeNames.append(piece)
        expecting = .nothing
        pathContinues = true
        return !isKeyword
    }

    /// Whether the line holding `offset` starts flush left. Offsets come in increasing order:
    /// the bytes back to the last offset asked are read only once (`lineStart`).
    mutating func isFlushLeft(_ offset: Int) -> Bool {
        if offset < lineStart.askedAt { lineStart = (0, 0) }
        var cursor = offset
        while cursor > lineStart.askedAt, bytes[cursor - 1] != 0x0A, bytes[cursor - 1] != 0x0D { cursor -= 1 }
        let start = cursor > lineStart.askedAt || cursor == 0 ? cursor : lineStart.start
        lineStart = (offset, start)
        return start == offset || bytes[start] != 0x20 && bytes[start] != 0x09
    }

    /// After a `/`: a comment (skipped; what the scan expects stays), or an operator. A `/`
    /// that may open a regex literal as the lexer decides it, and has another `/` after it on
    /// its line to close one: false.
    mutating func slash() -> Bool {
        switch byte(index) {
        case 0x2F:
            index = lineEnd(from: index)
            return true
        case 0x2A:
            return blockComment()
        default:
            break
        }
        expectNothing()
        if divides(slashAt: index - 1) { return true }
        var ahead = index
        while ahead < bytes.count, bytes[ahead] != 0x0A, bytes[ahead] != 0x0D {
            if bytes[ahead] == 0x2F { return false }
            ahead += 1
        }
        return true
    }

    /// Whether the `/` at `slash` divides whatever follows it: written right after a name or a
    /// bracket (left-bound), or spaced on both sides after an operand — a name that is not a
    /// keyword starting an expression, a number, `)` or `]`.
    func divides(slashAt slash: Int) -> Bool {
        func isOperandEnd(_ byte: UInt8) -> Bool { isWordByte[Int(byte)] || byte == 0x29 || byte == 0x5D }
        guard slash > 0 else { return false }
        if isOperandEnd(bytes[slash - 1]) { return true }
        let after = byte(slash + 1)
        guard after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D || after == 0 else { return false }
        var before = slash - 1
        while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x09 { before -= 1 }
        guard before >= 0, before < slash - 1, isOperandEnd(bytes[before]) else { return false }
        guard isWordByte[Int(bytes[before])] else { return true }
        var start = before
        while start > 0, isWordByte[Int(bytes[start - 1])] { start -= 1 }
        if (0x30...0x39).contains(bytes[start]) { return true }
        return !RegexPosition.mayFollow(word: UnsafeBufferPointer(rebasing: bytes[start...before]))
    }

    /// Where the line holding `start` ends (its `\n` or `\r`, or the end): `memchr` finds the
    /// `\n`, and a `\r` (rare) before it.
    func lineEnd(from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        let newline = memchr(base + start, 0x0A, bytes.count - start)
            .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
        let carriageReturn = memchr(base + start, 0x0D, newline - start)
        return carriageReturn.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? newline
    }

    /// A `/* … */` comment, nested ones inside, from its `*`.
    mutating func blockComment() -> Bool {
        index += 1
        var depth = 1
        while index + 1 < bytes.count {
            if bytes[index] == 0x2A, bytes[index + 1] == 0x2F {
                depth -= 1
                index += 2
                if depth == 0 { return true }
            } else if bytes[index] == 0x2F, bytes[index + 1] == 0x2A {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
        return false
    }

    /// After a `#`: a raw string, a `#if` family directive (tracked), or another `#` word
    /// (`#Preview`, `#available`), left to the code. A `#/` regex literal: false.
    mutating func pound() -> Bool {
        var pounds = 1
        while byte(index) == 0x23 {
            pounds += 1
            index += 1
        }
        if byte(index) == 0x22 {
            index += 1
            expectNothing()
            return string(pounds: pounds)
        }
        // A `#/` regex literal, or `##` before no string: read by the tokens.
        guard byte(index) != 0x2F, pounds == 1 else { return false }
        expectNothing()
        let start = index
        while index < bytes.count, isWordByte[Int(bytes[index])] { index += 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
        guard DeclarationScan.isConditional(word) else {
            // `#Preview`, `#selector`: the word is left to the code (a keyword is read as one).
            index = start
            return true
        }
        return directive(word)
    }

    static func isConditional(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        // Static strings: an array of `String`s was made for each `#` word.
        func spells(_ text: StaticString) -> Bool { text.withUTF8Buffer { $0.elementsEqual(word) } }
        return spells("if") || spells("elseif") || spells("else") || spells("endif")
    }

    /// Keeps the `#if` bookkeeping; false when a branch left the braces other than it found
    /// them (the parser restarts each branch from the state at `#if`).
    mutating func directive(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        func spells(_ text: StaticString) -> Bool { text.withUTF8Buffer { $0.elementsEqual(word) } }
        if spells("if") {
            conditionals.append((braceDepth, braceDepth))
        } else {
            guard let branch = conditionals.last else { return true }
            guard branch.depth == braceDepth, branch.floor >= branch.depth else { return false }
            if spells("endif") { conditionals.removeLast() } else { conditionals[conditionals.count - 1].floor = braceDepth }
        }
        return true
    }

    /// A string literal, from after its opening `"`, with `pounds` `#` before it (a raw one):
    /// single-line or `"""` multi-line, escapes and interpolations (code) inside.
    mutating func string(pounds: Int) -> Bool {
        let multiline = byte(index) == 0x22 && byte(index + 1) == 0x22
        if multiline { index += 2 }
        while index < bytes.count {
            index = stringEvent(from: index)
            guard index < bytes.count else { break }
            let current = bytes[index]
            index += 1
            switch current {
            case 0x0A, 0x0D:
                guard multiline else { return false }
            case 0x5C:  // `\`: an escape when the literal's `#`s follow it
                guard poundsFollow(pounds) else { continue }
                index += pounds
                switch byte(index) {
                case 0x28:
                    index += 1
                    guard interpolation() else { return false }
                case 0x0A, 0x0D:
                    // A line continuation, which only a multi-line literal has.
                    guard multiline else { return false }
                    index += 1
                default:
                    index += 1
                }
            case 0x22:
                if multiline {
                    guard byte(index) == 0x22, byte(index + 1) == 0x22 else { continue }
                    index += 2
                }
                if poundsFollow(pounds) {
                    index += pounds
                    return true
                }
                if multiline { index -= 2 }
            default:
                continue
            }
        }
        return false
    }

    /// From `start` in a string literal, the first quote, backslash or line break (the bytes
    /// `string` reads), sixteen bytes at a time: a literal's other bytes change nothing.
    @inline(__always)
    func stringEvent(from start: Int) -> Int {
        let base = bytes.baseAddress!
        var at = start
        while at &+ 16 <= bytes.count {
            let lanes = ByteLanes.load(base, at: at)
            let stops = ByteLanes.lanes(lanes, equalTo: 0x22) .| ByteLanes.lanes(lanes, equalTo: 0x5C)
                .| ByteLanes.lanes(lanes, equalTo: 0x0A) .| ByteLanes.lanes(lanes, equalTo: 0x0D)
            let bits = ByteLanes.bits(of: stops)
            if bits != 0 { return at &+ bits.trailingZeroBitCount }
            at &+= 16
        }
        while at < bytes.count, bytes[at] != 0x22, bytes[at] != 0x5C, bytes[at] != 0x0A, bytes[at] != 0x0D { at &+= 1 }
        return at
    }

    /// Whether `count` `#`s stand at `index`.
    func poundsFollow(_ count: Int) -> Bool {
        (0..<count).allSatisfy { byte(index + $0) == 0x23 }
    }

    /// An interpolation's code, from after its `(`; a few deep at most.
    mutating func interpolation() -> Bool {
        guard interpolations < 8 else { return false }
        let saved = (expecting, caseListDepth)
        interpolations += 1
        expectNothing()
        caseListDepth = nil
        let closed = code(inInterpolation: true)
        interpolations -= 1
        (expecting, caseListDepth) = saved
        return closed
    }
}

/// The byte scan alone, for `action-lint-bench`'s `declarations` phase: it is most of what a
/// file no rule wants costs.
public enum ByteDeclarationScan {
    /// How many names the scan read, or -1 where it leaves the file to the tokens.
    public static func nameCount(_ bytes: [UInt8]) -> Int {
        ByteDeclarations.read(bytes).map { $0.words.count + $0.typeNames.count } ?? -1
    }
}
