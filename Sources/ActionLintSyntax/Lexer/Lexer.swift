/// A lossless tokenizer for Swift 6 source, working on UTF-8 bytes.
///
/// Every byte ends up in exactly one token, trivia included, for any input: bad bytes and
/// unterminated literals become `unknown` tokens and lexing goes on. Nesting (string
/// interpolation inside strings inside interpolation …) lives on an explicit mode stack, never on
/// the call stack, and every lookahead is bounded, so the time is linear in the input.
public struct Lexer {
    /// Tokenizes `bytes`. Never fails.
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        tokenizeCountingWork(bytes).tokens
    }

    /// Tokenizes `bytes` and also returns how many bytes lookaheads examined beyond the main
    /// scan, so tests can check the work stays proportional to the input.
    public static func tokenizeCountingWork(_ bytes: [UInt8]) -> (tokens: [Token], lookaheadBytes: Int) {
        // The hot scans read past the byte they test (a word at a time, or on to the byte that
        // ends a name) with no bounds check per byte: they run on a copy followed by zero
        // bytes, which end every such scan. The copy costs far less than the checks did.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + LexerState.padding) { padded in
            let count = bytes.withUnsafeBufferPointer { padded.initialize(fromContentsOf: $0) }
            UnsafeMutableBufferPointer(rebasing: padded[count...]).initialize(repeating: 0)
            let buffer = UnsafeBufferPointer(rebasing: padded[..<count])
            var lookaheadBytes = 0
            let capacity = TokenBuffer.capacity(forByteCount: count)
            let tokens = [Token](unsafeUninitializedCapacity: capacity) { storage, initializedCount in
                var lexer = LexerState(buffer, output: TokenBuffer(storage.baseAddress!))
                lexer.run()
                initializedCount = lexer.tokens.count
                lookaheadBytes = lexer.lookaheadBytes
            }
            return (tokens, lookaheadBytes)
        }
    }
}

/// What the lexer is inside of, innermost last. Code at the top level is the empty stack.
enum LexMode {
    /// Inside the text of a string literal.
    case string(multiline: Bool, pounds: Int, startToken: Int)
    /// Inside `\( … )`; `depth` counts unclosed parentheses of the interpolated expression.
    case interpolation(depth: Int)

    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}

/// The working state of one tokenization.
struct LexerState {
    /// The source; `padding` zero bytes follow its last byte (see `Lexer.tokenizeCountingWork`).
    let buffer: UnsafeBufferPointer<UInt8>
    /// The start of `buffer`, for the reads into the padding that `buffer` would refuse.
    let bytes: UnsafePointer<UInt8>
    let count: Int
    var position = 0
    var tokens: TokenBuffer
    var modes: [LexMode] = []
    /// Whether the innermost mode is a string, kept beside `modes` so that the driver loop
    /// tests one stored flag per token instead of reading the array. Strings are pushed only
    /// from code and interpolations only from string text, so every push and pop knows it.
    var inStringText = false
    /// Whether the last significant token is a `.` (then `0.1` is two tuple indices).
    var previousIsPeriod = false
    /// Offsets of `<` and `>` that a generic-argument lookahead already classified, ascending.
    var angleOffsets: [Int] = []
    var nextAngle = 0
    /// Offsets of `<` that a lookahead already found not to open generic arguments, ascending,
    /// so a `<` inside a failed lookahead is not scanned again (`a<a<a<…` stays linear).
    var rejectedAngles: [Int] = []
    var nextRejected = 0
    /// Mode-stack indexes of the open single-line strings, outermost first: a line break in code
    /// abandons them all, and finding them must not walk the whole stack at every line break.
    var singleLineStrings: [Int] = []
    /// Where the last failed `#/` scan stopped and with how many `#`: a later `#/` inside that
    /// stretch with at least as many `#` cannot close either.
    var extendedRegexNoCloseBefore = 0
    var extendedRegexFailedPounds = Int.max
    var lookaheadBytes = 0
    let classes: UnsafePointer<CharacterClass> = CharacterClass.pointer
    let codeBytes: UnsafePointer<CodeByte> = CodeByte.table
    let keywords = KeywordTable.shared

    /// Zero bytes after the source: enough for two 8-byte loads at any offset up to `count`.
    static let padding = 16

    /// Longest stretch a generic-argument lookahead examines (`Dictionary<String, [Item]>` fits).
    static let genericLookaheadLimit = 512

    init(_ buffer: UnsafeBufferPointer<UInt8>, output: TokenBuffer) {
        self.buffer = buffer
        self.bytes = buffer.baseAddress!
        self.count = buffer.count
        self.tokens = output
    }

    // MARK: - Driver

    mutating func run() {
        lexFileStart()
        while position < count {
            assert(inStringText == (modes.last?.isString ?? false))
            if inStringText, case let .string(multiline, pounds, startToken) = modes[modes.count - 1] {
                lexStringText(multiline: multiline, pounds: pounds, startToken: startToken)
            } else if modes.isEmpty {
                // Code outside every string: nearly all of a file, lexed in a loop of its own.
                lexTopLevelCode()
            } else {
                lexCode()
            }
        }
        // Strings still open at the end of the file are unterminated.
        for mode in modes {
            if case let .string(_, _, startToken) = mode { tokens[startToken].kind = .unknown }
        }
    }

    @inline(__always)
    func byte(at index: Int) -> UInt8 { index < count ? buffer[index] : 0 }

    @inline(__always)
    func isClass(_ index: Int, _ characterClass: CharacterClass) -> Bool {
        index < count && classes[Int(buffer[index])].contains(characterClass)
    }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ end: Int) {
        tokens.append(Token(kind: kind, start: position, end: end))
        position = end
        if !kind.isTrivia { previousIsPeriod = kind == .period }
    }

    mutating func lexFileStart() {
        if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
            emit(.byteOrderMark, 3)
        }
        if byte(at: position) == UInt8(ascii: "#"), byte(at: position + 1) == UInt8(ascii: "!") {
            emit(.shebang, endOfLine(from: position))
        }
    }

    /// Offset of the line break at or after `index` (or the end of the file).
    @inline(__always)
    func endOfLine(from index: Int) -> Int {
        var end = index
        // Comment lines are long: test eight bytes at a time while eight are left.
        while end + 8 <= count {
            let word = ByteWord.load(bytes, at: end)
            let breaks = ByteWord.zeroLanes(word ^ ByteWord.repeating(UInt8(ascii: "\n")))
                | ByteWord.zeroLanes(word ^ ByteWord.repeating(UInt8(ascii: "\r")))
            if breaks != 0 { return end + ByteWord.firstLane(breaks) }
            end += 8
        }
        while end < count, buffer[end] != UInt8(ascii: "\n"), buffer[end] != UInt8(ascii: "\r") { end += 1 }
        return end
    }

    // MARK: - Code

    /// Inlined into the driver loop: one call per token was a measurable share of the time.
    @inline(__always)
    mutating func lexCode() {
        assert(position < count)
        switch codeBytes[Int(buffer[position])] {
        case .lineFeed:
            emit(.newline, position + 1)
            closeInterpolationsAtLineBreak()
            // A line break is mostly followed by indentation: take it now, which saves a round
            // through the driver loop. The line break left the lexer in code (it closed any
            // single-line string), where the next turn would lex the same run.
            if bytes[position] == UInt8(ascii: " ") { emit(.whitespace, horizontalSpaceEnd(from: position + 1)) }
        case .carriageReturn:
            emit(.newline, byte(at: position + 1) == UInt8(ascii: "\n") ? position + 2 : position + 1)
            closeInterpolationsAtLineBreak()
        case .horizontalSpace: emit(.whitespace, horizontalSpaceEnd(from: position + 1))
        case .leftParen:
            if case let .interpolation(depth)? = modes.last { modes[modes.count - 1] = .interpolation(depth: depth + 1) }
            emit(.leftParen, position + 1)
        case .rightParen: lexClosingParen()
        case .leftBrace: emit(.leftBrace, position + 1)
        case .rightBrace: emit(.rightBrace, position + 1)
        case .leftSquare: emit(.leftSquare, position + 1)
        case .rightSquare: emit(.rightSquare, position + 1)
        case .comma: emit(.comma, position + 1)
        case .colon:
            // `Module::name` (a module selector, Swift 6.3) is one token.
            // Safe without a bounds check: a padding byte is no `:`.
            if bytes[position + 1] == UInt8(ascii: ":") { emit(.colonColon, position + 2) } else { emit(.colon, position + 1) }
        case .semicolon: emit(.semicolon, position + 1)
        case .quote: lexStringStart(pounds: 0)
        case .pound: lexPound()
        case .at: lexAttribute()
        case .backtick: lexBacktickIdentifier()
        case .dollar: emit(.identifier, nameEnd(from: position + 1))
        case .backslash: lexBackslash()
        case .period: lexPeriod()
        case .slash: lexSlash()
        case .digit: lexNumber()
        case .identifierHead: lexIdentifier()
        case .operatorCharacter: lexOperator()
        case .nonASCII: lexNonASCII()
        case .invalid: emit(.unknown, position + 1)
        }
    }

    /// End of the run of horizontal white space from `start`. Indentation is mostly spaces, so
    /// eight bytes at a time are compared with eight spaces; a tab (or the padding after the
    /// last byte) stops that, and the rest of the run is taken a byte at a time.
    @inline(__always)
    func horizontalSpaceEnd(from start: Int) -> Int {
        LexerState.horizontalSpaceEnd(bytes, codeBytes, from: start)
    }

    /// `horizontalSpaceEnd(from:)` with the pointers it reads passed in, for the main loop,
    /// which holds them in registers.
    @inline(__always)
    static func horizontalSpaceEnd(_ bytes: UnsafePointer<UInt8>, _ codeBytes: UnsafePointer<CodeByte>, from start: Int) -> Int {
        var end = start
        while true {
            // Safe: `end <= count`, and `padding` bytes follow the last one.
            let notSpace = ByteWord.load(bytes, at: end) ^ ByteWord.repeating(UInt8(ascii: " "))
            if notSpace != 0 {
                end &+= ByteWord.firstLane(notSpace)
                break
            }
            end &+= 8
        }
        // A padding byte is not space, so this stops at `count` at the latest.
        while codeBytes[Int(bytes[end])] == .horizontalSpace { end &+= 1 }
        return end
    }

    /// A `)` in code outside every string here; one inside an interpolation out of line.
    @inline(__always)
    mutating func lexClosingParen() {
        if modes.isEmpty { return emit(.rightParen, position + 1) }
        lexClosingParenInInterpolation()
    }

    mutating func lexClosingParenInInterpolation() {
        if case let .interpolation(depth)? = modes.last {
            if depth == 0 {
                // Back in the text of the string the interpolation sat in.
                modes.removeLast()
                inStringText = true
                emit(.interpolationEnd, position + 1)
                return
            }
            modes[modes.count - 1] = .interpolation(depth: depth - 1)
        }
        emit(.rightParen, position + 1)
    }

    /// An interpolation in a single-line string cannot span lines: a line break inside one
    /// means the string was never closed. Give up on it (and mark it) so the rest of the file
    /// is lexed as code again.
    mutating func closeInterpolationsAtLineBreak() {
        guard let outermost = singleLineStrings.first else { return }
        for mode in modes[outermost...] {
            if case let .string(_, _, startToken) = mode { tokens[startToken].kind = .unknown }
        }
        modes.removeSubrange(outermost...)
        singleLineStrings.removeAll(keepingCapacity: true)
        // What is left ends in code: the mode below a string is always an interpolation.
        inStringText = false
    }

    mutating func pushString(multiline: Bool, pounds: Int, startToken: Int) {
        // Room for a few nested modes at the first push spares both arrays their regrowing from
        // empty. Not up front: plain one-line strings push no mode, and many files have no other.
        if modes.capacity == 0 {
            modes.reserveCapacity(8)
            singleLineStrings.reserveCapacity(8)
        }
        if !multiline { singleLineStrings.append(modes.count) }
        modes.append(.string(multiline: multiline, pounds: pounds, startToken: startToken))
        inStringText = true
    }

    /// Pops the string mode on top of the stack.
    mutating func popString() {
        if singleLineStrings.last == modes.count - 1 { singleLineStrings.removeLast() }
        modes.removeLast()
        inStringText = false
    }

    // MARK: - Names

    @inline(__always)
    mutating func lexIdentifier() {
        let end = nameEnd(from: position + 1)
        let entry = keywords.entry(bytes + position, length: end &- position)
        emit(keywords.kind(entry), end)
    }

    /// The same as `identifierEnd(from:)`, faster for the common all-ASCII name: its ASCII run
    /// is scanned inline with no bounds check (the zero padding after the last byte is not an
    /// identifier byte), and only a name that goes on past ASCII calls out for decoding.
    ///
    /// `mutating` though it changes nothing: a non-mutating method that calls out of line
    /// made the compiler copy the whole lexer state (some 200 bytes) at every name, to hand
    /// the callee a `self` of its own; a mutating one passes the state in place.
    @inline(__always)
    mutating func nameEnd(from start: Int) -> Int {
        let bytes = self.bytes
        var end = start
        // Eight bytes at a time; the zero padding after the last byte ends the scan. Most names
        // end within the first word, with no branch that depends on their length.
        while true {
            let marks = ByteWord.nonNameLanes(ByteWord.load(bytes, at: end))
            if marks != 0 {
                end &+= ByteWord.firstLane(marks)
                break
            }
            end &+= 8
        }
        return LexerState.mayContinueName(bytes[end]) ? unicodeIdentifierEnd(from: end) : end
    }

    /// Whether a name may go on at `byte`, where the eight-byte scan stopped: at non-ASCII, or at
    /// a `$` (`a$b` is one name), which the scan does not take so as to stay one test shorter.
    @inline(__always)
    static func mayContinueName(_ byte: UInt8) -> Bool {
        // One compare for both: `$` xor `$` is 0, which wraps to 0xFF; non-ASCII keeps its high
        // bit, so it lands at 0x7F or above; any other ASCII byte lands below 0x7F.
        (byte ^ UInt8(ascii: "$")) &- 1 >= 0x7F
    }

    /// Out of line, so the decoding (and the rare `$`) costs the common all-ASCII name no stack
    /// frame; mutating for the same reason as `nameEnd(from:)`.
    @inline(never)
    mutating func unicodeIdentifierEnd(from start: Int) -> Int {
        identifierEnd(from: start)
    }

    /// End of a run of identifier characters (ASCII, `$` and Unicode ones) from `start`.
    @inline(__always)
    func identifierEnd(from start: Int) -> Int {
        var end = start
        while true {
            // The ASCII run is the common case: one table test per byte, no other branch.
            while end < count, classes[Int(buffer[end])].contains(.identifierBody) { end += 1 }
            guard end < count, buffer[end] >= 0x80, let (scalar, length) = decodeScalar(at: end),
                  UnicodeScalarClass.continuesIdentifier(scalar) else { return end }
            end += length
        }
    }

    /// Whether the bytes `[start, end)` spell one of `words`; no String is made in the hot path.
    func matchesAny(_ words: [[UInt8]], start: Int, end: Int) -> Bool {
        let length = end - start
        for word in words where word.count == length && word[0] == buffer[start] {
            var index = 1
            while index < length, word[index] == buffer[start + index] { index += 1 }
            if index == length { return true }
        }
        return false
    }

    mutating func lexBacktickIdentifier() {
        if let end = backtickIdentifierEnd(from: position) {
            emit(.identifier, end)
        } else {
            emit(.unknown, position + 1)
        }
    }

    /// End of the `` `name` `` whose opening backtick is at `start`; nil when it does not close
    /// on its line or is empty.
    func backtickIdentifierEnd(from start: Int) -> Int? {
        var end = start + 1
        while end < count, buffer[end] != UInt8(ascii: "`"), buffer[end] != UInt8(ascii: "\n"), buffer[end] != UInt8(ascii: "\r") {
            end += 1
        }
        return end < count && buffer[end] == UInt8(ascii: "`") && end > start + 1 ? end + 1 : nil
    }

    mutating func lexAttribute() {
        // An attribute with a raw name: `` @`MainActor` ``.
        if bytes[position + 1] == UInt8(ascii: "`"), let end = backtickIdentifierEnd(from: position + 1) { return emit(.attribute, end) }
        let end = nameEnd(from: position + 1)
        if end > position + 1, !isClass(position + 1, .digit) {
            emit(.attribute, end)
        } else {
            emit(.unknown, position + 1)
        }
    }

    /// `#if`, `#selector`, `#Preview`, raw strings `#"…"#`, extended regexes `#/…/#`.
    mutating func lexPound() {
        var pounds = 0
        while byte(at: position + pounds) == UInt8(ascii: "#") { pounds += 1 }
        let next = byte(at: position + pounds)
        if next == UInt8(ascii: "\"") {
            lexStringStart(pounds: pounds)
        } else if next == UInt8(ascii: "/"), lexExtendedRegex(pounds: pounds) {
            return
        } else if pounds == 1, next == UInt8(ascii: "`"), let end = backtickIdentifierEnd(from: position + 1) {
            // A macro with a raw name: `` #`stringify`(x) ``.
            emit(.poundKeyword, end)
        } else if pounds == 1, isClass(position + 1, .identifierHead) || next >= 0x80 {
            var end = nameEnd(from: position + 1)
            guard end > position + 1 else { return emit(.unknown, position + 1) }
            // The compiler reads the word after `#` as ASCII letters and `_`: `#else` ends before
            // a digit or a non-ASCII letter.
            if Keywords.startsPoundWord(buffer[position + 1]) {
                var wordEnd = position + 1
                while wordEnd < end, isClass(wordEnd, .identifierHead) { wordEnd += 1 }
                if wordEnd < end, matchesAny(Keywords.asciiPoundWords, start: position + 1, end: wordEnd) { end = wordEnd }
            }
            if matchesAny(Keywords.poundDirectives, start: position + 1, end: end) {
                emit(.poundDirective, end)
            } else {
                emit(.poundKeyword, end)
            }
        } else {
            emit(.unknown, position + pounds)
        }
    }

    mutating func lexBackslash() {
        let next = byte(at: position + 1)
        if next == UInt8(ascii: ".") || next == UInt8(ascii: "(") || next == UInt8(ascii: "[") || next == UInt8(ascii: "$")
            || next == UInt8(ascii: "`") || next >= 0x80 || isClass(position + 1, .identifierHead) {
            emit(.backslash, position + 1)
        } else {
            emit(.unknown, position + 1)
        }
    }

    // MARK: - Non-ASCII

    mutating func lexNonASCII() {
        guard let (scalar, length) = decodeScalar(at: position) else {
            var end = position + 1
            while end < count, buffer[end] >= 0x80, decodeScalar(at: end) == nil { end += 1 }
            return emit(.unknown, end)
        }
        switch UnicodeScalarClass.classify(scalar) {
        case .identifierStart: emit(.identifier, identifierEnd(from: position + length))
        case .operatorStart: lexOperator()
        case .whitespace: emit(.whitespace, noBreakSpaceEnd(from: position + length))
        // A combining mark with nothing to combine with: bad, with the marks after it.
        case .identifierContinuation: emit(.unknown, identifierEnd(from: position + length))
        case .invalid: emit(.unknown, position + length)
        }
    }

    /// End of the run of no-break spaces (U+00A0, `C2 A0`) from `start`.
    func noBreakSpaceEnd(from start: Int) -> Int {
        var end = start
        while isNoBreakSpace(at: end) { end += 2 }
        return end
    }

    @inline(__always)
    func isNoBreakSpace(at index: Int) -> Bool {
        index >= 0 && byte(at: index) == 0xC2 && byte(at: index + 1) == 0xA0
    }

    /// Decodes one well-formed UTF-8 scalar at `index`; nil for anything ill-formed.
    func decodeScalar(at index: Int) -> (UInt32, Int)? {
        let lead = buffer[index]
        func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> UInt32? {
            guard index + offset < count else { return nil }
            let value = buffer[index + offset]
            return value >= low && value <= high ? UInt32(value & 0x3F) : nil
        }
        switch lead {
        case 0xC2...0xDF:
            guard let c1 = continuation(1) else { return nil }
            return ((UInt32(lead & 0x1F) << 6) | c1, 2)
        case 0xE0...0xEF:
            let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
            let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
            guard let c1 = continuation(1, low, high), let c2 = continuation(2) else { return nil }
            return ((UInt32(lead & 0x0F) << 12) | (c1 << 6) | c2, 3)
        case 0xF0...0xF4:
            let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
            let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
            guard let c1 = continuation(1, low, high), let c2 = continuation(2), let c3 = continuation(3) else { return nil }
            return ((UInt32(lead & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3, 4)
        default:
            return nil
        }
    }

    // MARK: - Numbers

    mutating func lexNumber() {
        var end = position
        var isFloat = false
        let second = byte(at: position + 1)
        if buffer[position] == UInt8(ascii: "0"), second == UInt8(ascii: "x") || second == UInt8(ascii: "o") || second == UInt8(ascii: "b") {
            end = position + 2
            let digitsStart = end
            while end < count, isDigit(buffer[end], radixMarker: second) { end += 1 }
            if end == digitsStart { return finishNumber(end: end, isFloat: false, malformed: true) }
            if second == UInt8(ascii: "x"), let floatEnd = hexFloatEnd(from: end) {
                end = floatEnd
                isFloat = true
            }
        } else {
            end = position + 1
            while isClass(end, .digit) || byte(at: end) == UInt8(ascii: "_") { end += 1 }
            if !previousIsPeriod {
                if byte(at: end) == UInt8(ascii: "."), isClass(end + 1, .digit) {
                    end += 2
                    while isClass(end, .digit) || byte(at: end) == UInt8(ascii: "_") { end += 1 }
                    isFloat = true
                }
                if byte(at: end) == UInt8(ascii: "e") || byte(at: end) == UInt8(ascii: "E"), let exponentEnd = exponentEnd(from: end + 1) {
                    end = exponentEnd
                    isFloat = true
                }
            }
        }
        finishNumber(end: end, isFloat: isFloat, malformed: false)
    }

    /// End of the fraction and exponent of a hex float whose integer digits end at `start`
    /// (`0x1.8p3`, `0x1p-2`); nil when there is none. Without an exponent `.` and hex digits are
    /// no fraction: `0xFF.description` is a member of the integer.
    func hexFloatEnd(from start: Int) -> Int? {
        var exponentStart = start
        if byte(at: start) == UInt8(ascii: "."), isClass(start + 1, .hexDigit), !previousIsPeriod {
            exponentStart = start + 1
            while exponentStart < count, isDigit(buffer[exponentStart], radixMarker: UInt8(ascii: "x")) { exponentStart += 1 }
        }
        guard byte(at: exponentStart) == UInt8(ascii: "p") || byte(at: exponentStart) == UInt8(ascii: "P") else { return nil }
        return exponentEnd(from: exponentStart + 1)
    }

    /// Whether `byte` is a digit (or `_`) of the literal whose prefix is `0` and `radixMarker`
    /// (`x`, `o` or `b`). A plain function rather than a closure per literal: a closure that
    /// captured the class table was allocated for every hexadecimal number (colors!).
    func isDigit(_ byte: UInt8, radixMarker: UInt8) -> Bool {
        if byte == UInt8(ascii: "_") { return true }
        switch radixMarker {
        case UInt8(ascii: "x"): return classes[Int(byte)].contains(.hexDigit)
        case UInt8(ascii: "o"): return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7")
        default: return byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1")
        }
    }

    /// End of `[+-]?[0-9][0-9_]*` starting at `start`, or nil when there are no digits.
    func exponentEnd(from start: Int) -> Int? {
        var end = start
        if byte(at: end) == UInt8(ascii: "+") || byte(at: end) == UInt8(ascii: "-") { end += 1 }
        guard isClass(end, .digit) else { return nil }
        while isClass(end, .digit) || byte(at: end) == UInt8(ascii: "_") { end += 1 }
        return end
    }

    /// A number glued to identifier characters (`1abc`, `0xZ`, `0b102`) is malformed as a whole.
    mutating func finishNumber(end: Int, isFloat: Bool, malformed: Bool) {
        var finalEnd = end
        var bad = malformed
        if isClass(finalEnd, .identifierBody) {
            finalEnd = identifierEnd(from: finalEnd)
            bad = true
        }
        emit(bad ? .unknown : (isFloat ? .floatLiteral : .integerLiteral), finalEnd)
    }

    // MARK: - Operators, periods, comments

    /// A lone `.` (member access, the common case) here; a dot operator out of line.
    @inline(__always)
    mutating func lexPeriod() {
        // Safe without a bounds check: a padding byte is no operator character.
        let next = codeBytes[Int(bytes[position + 1])]
        guard next == .period || next == .operatorCharacter || next == .slash || (next == .nonASCII && startsUnicodeOperatorContinuation(at: position + 1)),
              !followsBackslash() else {
            return emit(.period, position + 1)
        }
        lexOperatorRun()
    }

    /// Whether the scalar at `index` may go on an operator (`.±`, `..→`).
    func startsUnicodeOperatorContinuation(at index: Int) -> Bool {
        guard let (scalar, _) = decodeScalar(at: index) else { return false }
        return UnicodeScalarClass.continuesOperator(scalar)
    }

    /// Whether the last token is a `\`: then `.?` and `.!` start a key path (`\.?.name`), whose
    /// period the compiler's parser splits off the operator the lexer would make.
    func followsBackslash() -> Bool {
        tokens.last?.kind == .backslash && Int(tokens.last!.end) == position
    }

    mutating func lexSlash() {
        let next = byte(at: position + 1)
        if next == UInt8(ascii: "/") {
            let end = endOfLine(from: position)
            // `///` and `////…` document, as the compiler and swift-syntax take them.
            emit(byte(at: position + 2) == UInt8(ascii: "/") ? .docLineComment : .lineComment, end)
        } else if next == UInt8(ascii: "*") {
            lexBlockComment()
        } else {
            // An operator, or a regex literal: the operator path decides.
            lexOperatorRun()
        }
    }

    mutating func lexBlockComment() {
        var depth = 1
        var end = position + 2
        while end < count {
            let current = buffer[end]
            if current == UInt8(ascii: "*"), byte(at: end + 1) == UInt8(ascii: "/") {
                depth -= 1
                end += 2
                if depth == 0 { break }
            } else if current == UInt8(ascii: "/"), byte(at: end + 1) == UInt8(ascii: "*") {
                depth += 1
                end += 2
            } else {
                end += 1
            }
        }
        guard depth == 0 else { return emit(.unknown, count) }
        // `/** … */` and `/*** … */` document; `/**/` is a plain comment.
        let isDoc = byte(at: position + 2) == UInt8(ascii: "*") && byte(at: position + 3) != UInt8(ascii: "/")
        emit(isDoc ? .docBlockComment : .blockComment, end)
    }

    @inline(__always)
    func startsComment(at index: Int) -> Bool {
        byte(at: index) == UInt8(ascii: "/") && (byte(at: index + 1) == UInt8(ascii: "/") || byte(at: index + 1) == UInt8(ascii: "*"))
    }

    /// `x = y`, by far the most common operator, here; every other operator out of line.
    @inline(__always)
    mutating func lexOperator() {
        // With white space on both sides nothing binds to the `=`, and it is no angle
        // bracket: the general path would come to the same `equal` token.
        if bytes[position] == UInt8(ascii: "="), position > 0, bytes[position - 1] == UInt8(ascii: " "),
           bytes[position + 1] == UInt8(ascii: " ") {
            return emit(.equal, position + 1)
        }
        lexOperatorRun()
    }

    mutating func lexOperatorRun() {
        if let angle = classifiedAngle() { return emit(angle, position + 1) }
        if buffer[position] == UInt8(ascii: "<"), !isRejectedAngle(), let angle = lookaheadGenericArguments() {
            return emit(angle, position + 1)
        }
        var end = position
        // Dot operators (`...`, `..<`, `.==`) may contain further dots; others may not.
        let takesDots = buffer[position] == UInt8(ascii: ".")
        // The first `/` of the run: a regex literal may start there (`/a/`, `!/a/`, `.+/a/`).
        var firstSlash = -1
        while end < count {
            let current = buffer[end]
            if current < 0x80 {
                guard classes[Int(current)].contains(.operatorCharacter) || (takesDots && current == UInt8(ascii: ".")),
                      !startsComment(at: end) || end == position else { break }
                if end > position, nextAngle < angleOffsets.count, angleOffsets[nextAngle] == end { break }
                if current == UInt8(ascii: "/"), firstSlash < 0 { firstSlash = end }
                end += 1
            } else {
                guard let (scalar, length) = decodeScalar(at: end) else { break }
                let continues = end == position ? UnicodeScalarClass.startsOperator(scalar) : UnicodeScalarClass.continuesOperator(scalar)
                guard continues else { break }
                end += length
            }
        }
        if end == position { end = position + 1 }
        if firstSlash >= 0, let regexEnd = regexLiteralEnd(slashAt: firstSlash, operatorEnd: end) {
            // What comes before the `/` is an operator of its own: the `!` of `!/a/`.
            if firstSlash > position { emitOperator(end: firstSlash) }
            return emit(.regexLiteral, regexEnd)
        }
        // A `*/` outside a comment closes one that never opened: no operator.
        if firstSlash > position, containsCommentEnd(from: firstSlash, to: end) { return emit(.unknown, end) }
        emitOperator(end: end)
    }

    /// Whether a `*/` ends at a `/` in `[from, to)`, `from` being past the run's first byte.
    func containsCommentEnd(from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            if buffer[index] == UInt8(ascii: "/"), buffer[index - 1] == UInt8(ascii: "*") { return true }
            index += 1
        }
        return false
    }

    /// Classifies an operator run `[position, end)` as prefix, postfix or binary from the white
    /// space around it, with Swift's special cases for `?`, `!`, `=`, `->` and `&`.
    mutating func emitOperator(end: Int) {
        let leftBound = isLeftBound()
        let first = buffer[position]
        // A bound `?` or `!` is a postfix operator of its own, whatever follows: `a!=b` is `a! = b`.
        if leftBound, first == UInt8(ascii: "?") || first == UInt8(ascii: "!") { return emit(.postfixOperator, position + 1) }
        let length = end - position
        // A lone `=` is the assignment whatever the spacing (uneven spacing is an error).
        if length == 1, first == UInt8(ascii: "=") { return emit(.equal, end) }
        // A `.` that begins no dot operator (`.` before `//`) is a period.
        if length == 1, first == UInt8(ascii: ".") { return emit(.period, end) }
        if length == 2, first == UInt8(ascii: "-"), buffer[position + 1] == UInt8(ascii: ">") { return emit(.arrow, end) }
        let rightBound = isRightBound(end, leftBound: leftBound)
        // An unbound `?` is the ternary's, never a prefix operator: `a ?b : c`.
        if leftBound == rightBound || (length == 1 && first == UInt8(ascii: "?")) { return emit(.binaryOperator, end) }
        emit(leftBound ? .postfixOperator : .prefixOperator, end)
    }

    /// Whether the operator that starts here touches what comes before it: no white space,
    /// comment or opening bracket or separator between.
    func isLeftBound() -> Bool {
        isLeftBound(at: position, after: tokens.count - 1)
    }

    /// Whether an operator starting at `start`, after the token at `previousToken`, is left-bound.
    func isLeftBound(at start: Int, after previousToken: Int) -> Bool {
        guard start > 0 else { return false }
        if previousToken >= 0, tokens[previousToken].kind.isComment || tokens[previousToken].kind == .interpolationStart { return false }
        let previous = buffer[start - 1]
        if classes[Int(previous)].contains(.leftDelimiter) { return false }
        // After `*/` as after a comment, even when it closes a regex (`/a*/>b`): both the
        // compiler and swift-syntax test the two bytes alone.
        if previous == UInt8(ascii: "/"), start >= 2, buffer[start - 2] == UInt8(ascii: "*") { return false }
        return previous != 0xA0 || !isNoBreakSpace(at: start - 2)
    }

    /// Whether an operator ending at `end` touches what follows it. A `.` after it binds only an
    /// operator that is not left-bound: `x^.y` is postfix `^`, `^.y` prefix.
    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < count else { return false }
        let next = buffer[end]
        if classes[Int(next)].contains(.rightDelimiter) || startsComment(at: end) { return false }
        if next == 0xC2, isNoBreakSpace(at: end) { return false }
        return next != UInt8(ascii: ".") || !leftBound
    }

    // MARK: - Strings

    mutating func lexStringStart(pounds: Int) {
        let quoteStart = position + pounds
        var multiline = byte(at: quoteStart + 1) == UInt8(ascii: "\"") && byte(at: quoteStart + 2) == UInt8(ascii: "\"")
        // `#"""#` is a one-line raw string holding `"`: a raw `"""` opens a multi-line string only
        // when its line holds no `"` followed by the string's `#` after it.
        if multiline, pounds > 0, rawStringClosesOnItsLine(from: quoteStart + 2, pounds: pounds) { multiline = false }
        let end = quoteStart + (multiline ? 3 : 1)
        let startToken = tokens.count
        emit(.stringStart, end)
        pushString(multiline: multiline, pounds: pounds, startToken: startToken)
    }

    /// Whether a `"` followed by `pounds` `#` stands between `start` and the end of its line.
    /// The bytes it passes are the string's own either way (its one line, or the first line of
    /// the multi-line string), so the lexing stays linear.
    mutating func rawStringClosesOnItsLine(from start: Int, pounds: Int) -> Bool {
        var index = start
        defer { lookaheadBytes += index - start }
        while index < count, buffer[index] != UInt8(ascii: "\n"), buffer[index] != UInt8(ascii: "\r") {
            if buffer[index] == UInt8(ascii: "\""), closingDelimiterEnd(at: index, multiline: false, pounds: pounds) != nil { return true }
            index += 1
        }
        return false
    }

    /// Lexes string text up to the next interpolation, the closing delimiter, or — for a
    /// single-line string — the end of the line (then the string is unterminated).
    mutating func lexStringText(multiline: Bool, pounds: Int, startToken: Int) {
        var index = position
        while index < count {
            index = stringTextRunEnd(from: index)
            guard index < count else { break }
            let current = buffer[index]
            if current == UInt8(ascii: "\\") {
                var escapePounds = 0
                while escapePounds < pounds, byte(at: index + 1 + escapePounds) == UInt8(ascii: "#") { escapePounds += 1 }
                if escapePounds == pounds {
                    let afterPounds = index + 1 + pounds
                    if byte(at: afterPounds) == UInt8(ascii: "(") {
                        emitSegment(upTo: index)
                        emit(.interpolationStart, afterPounds + 1)
                        modes.append(.interpolation(depth: 0))
                        inStringText = false
                        return
                    }
                    index = escapeEnd(from: afterPounds, multiline: multiline)
                    continue
                }
            } else if current == UInt8(ascii: "\"") {
                if let closingEnd = closingDelimiterEnd(at: index, multiline: multiline, pounds: pounds) {
                    emitSegment(upTo: index)
                    emit(.stringEnd, closingEnd)
                    popString()
                    return
                }
            } else if !multiline, current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                break
            }
            index += 1
        }
        // Unterminated: end of line (single-line) or end of file.
        emitSegment(upTo: index)
        tokens[startToken].kind = .unknown
        popString()
        // An interpolation this string sat in cannot continue past the line either; the line
        // break is lexed as code next, which closes it.
    }

    /// The first `\`, `"` or line break at or after `start` (or `count`): the only bytes the
    /// string text loop has anything to do for. Plain text is skipped eight bytes at a time.
    @inline(__always)
    func stringTextRunEnd(from start: Int) -> Int {
        LexerState.stringTextRunEnd(bytes, count: count, from: start)
    }

    /// `stringTextRunEnd(from:)` with what it reads passed in, for the main loop.
    @inline(__always)
    static func stringTextRunEnd(_ bytes: UnsafePointer<UInt8>, count: Int, from start: Int) -> Int {
        var index = start
        while index < count {
            // Safe: `index < count`, and `padding` zero bytes (none of them special) follow.
            let word = ByteWord.load(bytes, at: index)
            let special = ByteWord.zeroLanes(word ^ ByteWord.repeating(UInt8(ascii: "\\")))
                | ByteWord.zeroLanes(word ^ ByteWord.repeating(UInt8(ascii: "\"")))
                | ByteWord.zeroLanes(word ^ ByteWord.repeating(UInt8(ascii: "\n")))
                | ByteWord.zeroLanes(word ^ ByteWord.repeating(UInt8(ascii: "\r")))
            if special != 0 { return index &+ ByteWord.firstLane(special) }
            index &+= 8
        }
        return count
    }

    /// End of the escape sequence whose character is at `index` (`n`, `u{1F600}`, …).
    @inline(__always)
    func escapeEnd(from index: Int, multiline: Bool) -> Int {
        guard index < count else { return index }
        let current = buffer[index]
        if current == UInt8(ascii: "u"), byte(at: index + 1) == UInt8(ascii: "{") {
            var end = index + 2
            while end < count, end < index + 12, isClass(end, .hexDigit) { end += 1 }
            return byte(at: end) == UInt8(ascii: "}") ? end + 1 : end
        }
        // A line break belongs to the text (line continuation in multi-line strings); in a
        // single-line string it ends the literal, so leave it for the caller.
        if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { return multiline ? index + 1 : index }
        return index + 1
    }

    @inline(__always)
    func closingDelimiterEnd(at index: Int, multiline: Bool, pounds: Int) -> Int? {
        var end = index + 1
        if multiline {
            guard byte(at: index + 1) == UInt8(ascii: "\""), byte(at: index + 2) == UInt8(ascii: "\"") else { return nil }
            end = index + 3
        }
        for offset in 0..<pounds where byte(at: end + offset) != UInt8(ascii: "#") { return nil }
        return end + pounds
    }

    mutating func emitSegment(upTo end: Int) {
        if end > position { emit(.stringSegment, end) }
    }
}
