/// The lexer's main loop, for code outside every string literal: nearly every token of a file.
///
/// It handles only the frequent tokens — names, white space, line breaks, member-access
/// periods, brackets, plain punctuation and simple string literals — and keeps what it needs
/// in locals, so that the compiler holds them in registers: the position, and the slot the
/// next token goes to. With no mode on the stack none of these tokens has bookkeeping to do
/// (no interpolation depth, no single-line string to abandon), and the state that only rare
/// tokens read (`previousIsPeriod`) is not updated per token but worked out from the last
/// tokens when a rare token needs it. Every other token goes through
/// `lexCode`, the general path, one at a time.
extension LexerState {
    mutating func lexTopLevelCode() {
        assert(modes.isEmpty && position < count)
        let bytes = self.bytes
        // `codeBytes` serves for every class test too: one table, one register.
        let codeBytes = self.codeBytes
        let keywords = self.keywords
        let count = self.count
        var position = self.position
        var next = tokens.nextSlot
        // The first token this loop wrote since the lexer's state was last brought up to date.
        var firstUnsettled = next

        // The zero bytes after the last one are `invalid` code bytes, so the loop needs no
        // test of the position per token: only the general path below checks for the end.
        while true {
            // Every kind listed, none left to a `default`: the jump table then needs no range
            // check. A case that takes its token continues; one that does not breaks out of the
            // switch to the general path.
            switch codeBytes[Int(bytes[position])] {
            case .identifierHead:
                writeName(from: &position, at: &next, bytes, keywords)
                continue
            case .horizontalSpace:
                let end = codeBytes[Int(bytes[position &+ 1])] == .horizontalSpace
                    ? LexerState.horizontalSpaceEnd(bytes, codeBytes, from: position &+ 2) : position &+ 1
                LexerState.write(.whitespace, from: &position, to: end, at: &next)
                continue
            case .lineFeed:
                LexerState.writeLineBreak(from: &position, at: &next, bytes, codeBytes)
                continue
            case .period:
                let following = codeBytes[Int(bytes[position &+ 1])]
                // Member access: a name follows nearly always.
                if following == .identifierHead {
                    LexerState.write(.period, from: &position, to: position &+ 1, at: &next)
                    writeName(from: &position, at: &next, bytes, keywords)
                    continue
                }
                // A dot operator (`...`, `.==`, `.±`) or a key path's `\.?` goes the general way.
                guard following != .period, following != .operatorCharacter, following != .slash, following != .nonASCII else { break }
                LexerState.write(.period, from: &position, to: position &+ 1, at: &next)
                continue
            case .leftParen:
                LexerState.write(.leftParen, from: &position, to: position &+ 1, at: &next)
                continue
            // What mostly follows a token, taken with it where that is likely enough: a test
            // that usually goes one way costs less than a round through the dispatch.
            case .rightParen:
                LexerState.writeBeforeLineBreak(.rightParen, from: &position, at: &next, bytes, codeBytes)
                continue
            case .leftBrace:
                LexerState.writeBeforeLineBreak(.leftBrace, from: &position, at: &next, bytes, codeBytes)
                continue
            case .rightBrace:
                LexerState.writeBeforeLineBreak(.rightBrace, from: &position, at: &next, bytes, codeBytes)
                continue
            case .leftSquare:
                LexerState.write(.leftSquare, from: &position, to: position &+ 1, at: &next)
                continue
            case .rightSquare:
                LexerState.write(.rightSquare, from: &position, to: position &+ 1, at: &next)
                continue
            case .comma:
                LexerState.writeBeforeSpace(.comma, from: &position, at: &next, bytes, codeBytes)
                continue
            case .colon:
                // `::` (a module selector) goes the general way.
                guard bytes[position &+ 1] != UInt8(ascii: ":") else { break }
                LexerState.writeBeforeSpace(.colon, from: &position, at: &next, bytes, codeBytes)
                continue
            case .semicolon:
                LexerState.write(.semicolon, from: &position, to: position &+ 1, at: &next)
                continue
            case .operatorCharacter:
                // `x = y`: with white space on both sides nothing binds to the `=`, and it is no
                // angle bracket, so the general path would come to the same `equal` token.
                guard bytes[position] == UInt8(ascii: "="), position > 0, bytes[position &- 1] == UInt8(ascii: " "),
                      bytes[position &+ 1] == UInt8(ascii: " ") else { break }
                LexerState.write(.equal, from: &position, to: position &+ 1, at: &next)
                LexerState.writeSpace(from: &position, at: &next, bytes, codeBytes)
                continue
            case .quote:
                // A one-line string literal with neither escape nor interpolation (most of them):
                // its three tokens at once, with no string mode pushed and popped. Anything else
                // in it (or `"""`) is left to the general path, which starts from the quote again.
                guard bytes[position &+ 1] != UInt8(ascii: "\"") || bytes[position &+ 2] != UInt8(ascii: "\"") else { break }
                let close = LexerState.stringTextRunEnd(bytes, count: count, from: position &+ 1)
                guard close < count, bytes[close] == UInt8(ascii: "\"") else { break }
                LexerState.write(.stringStart, from: &position, to: position &+ 1, at: &next)
                if close > position { LexerState.write(.stringSegment, from: &position, to: close, at: &next) }
                LexerState.write(.stringEnd, from: &position, to: close &+ 1, at: &next)
                continue
            // The rest (attributes, numbers, comments, …) is rarer. Taking more of it here was
            // measured slower: LLVM gives each case its own copy of the dispatch (a jump per kind
            // of token, predicted far better than one shared jump) only while the dispatch has at
            // most 16 distinct targets, and the added code cost the name path registers.
            case .carriageReturn, .pound, .at, .backtick, .dollar, .backslash, .slash, .digit, .nonASCII, .invalid:
                break
            }
            // The general path, for one token.
            self.position = position
            tokens.resume(at: next)
            guard position < count else { return }
            settleLastTokenState(since: firstUnsettled)
            lexCodeOutOfLine()
            // A string literal started (or the file ended): back to the driver.
            guard modes.isEmpty, self.position < count else { return }
            position = self.position
            next = tokens.nextSlot
            firstUnsettled = next
        }
    }

    /// Writes the name (identifier, keyword or `_`) that starts at `position`, whose first byte
    /// is an identifier head.
    ///
    /// A name of up to seven bytes, most of them, ends within the eight bytes at its start:
    /// one word tells where, with no loop, and the same word with the bytes past the name
    /// cleared is the key of the keyword lookup.
    @inline(__always)
    mutating func writeName(
        from position: inout Int, at next: inout UnsafeMutablePointer<Token>,
        _ bytes: UnsafePointer<UInt8>, _ keywords: KeywordTable
    ) {
        let start = position
        let word = ByteWord.load(bytes, at: start)
        let marks = ByteWord.nonNameLanes(word)
        var end: Int
        var entry = 0
        if marks != 0 {
            end = start &+ ByteWord.firstLane(marks)
            if !LexerState.mayContinueName(bytes[end]) {
                // The lowest mark is the high bit of the first lane past the name: below it,
                // shifted down to the lane's low bit, lie exactly the name's bytes.
                let nameBytes = ((marks & (0 &- marks)) >> 7) &- 1
                entry = keywords.shortEntry(word & nameBytes)
            } else {
                // Non-ASCII or `$` may go on the name, or not (a byte that is no identifier character).
                end = unicodeIdentifierEnd(from: end)
                entry = keywords.entry(bytes + start, length: end &- start)
            }
        } else {
            end = nameEnd(from: start &+ 8)
            entry = keywords.entry(bytes + start, length: end &- start)
        }
        LexerState.write(keywords.kind(entry), from: &position, to: end, at: &next)
    }

    /// Writes the run of horizontal white space at `position`, if there is one: mostly a single
    /// space between two tokens.
    @inline(__always)
    static func writeSpace(
        from position: inout Int, at next: inout UnsafeMutablePointer<Token>,
        _ bytes: UnsafePointer<UInt8>, _ codeBytes: UnsafePointer<CodeByte>
    ) {
        guard codeBytes[Int(bytes[position])] == .horizontalSpace else { return }
        let end = codeBytes[Int(bytes[position &+ 1])] == .horizontalSpace
            ? horizontalSpaceEnd(bytes, codeBytes, from: position &+ 2) : position &+ 1
        write(.whitespace, from: &position, to: end, at: &next)
    }

    /// Writes the one-byte token of `kind` at `position`, and the white space after it if any.
    @inline(__always)
    static func writeBeforeSpace(
        _ kind: TokenKind, from position: inout Int, at next: inout UnsafeMutablePointer<Token>,
        _ bytes: UnsafePointer<UInt8>, _ codeBytes: UnsafePointer<CodeByte>
    ) {
        write(kind, from: &position, to: position &+ 1, at: &next)
        writeSpace(from: &position, at: &next, bytes, codeBytes)
    }

    /// Writes the one-byte token of `kind` at `position`, and the `\n` (and indentation) after
    /// it if there is one.
    @inline(__always)
    static func writeBeforeLineBreak(
        _ kind: TokenKind, from position: inout Int, at next: inout UnsafeMutablePointer<Token>,
        _ bytes: UnsafePointer<UInt8>, _ codeBytes: UnsafePointer<CodeByte>
    ) {
        write(kind, from: &position, to: position &+ 1, at: &next)
        if bytes[position] == UInt8(ascii: "\n") { writeLineBreak(from: &position, at: &next, bytes, codeBytes) }
    }

    /// Writes the `\n` at `position` and the indentation after it, if any. No string is open
    /// in the main loop, so a line break has nothing to close.
    @inline(__always)
    static func writeLineBreak(
        from position: inout Int, at next: inout UnsafeMutablePointer<Token>,
        _ bytes: UnsafePointer<UInt8>, _ codeBytes: UnsafePointer<CodeByte>
    ) {
        write(.newline, from: &position, to: position &+ 1, at: &next)
        if bytes[position] == UInt8(ascii: " ") {
            write(.whitespace, from: &position, to: horizontalSpaceEnd(bytes, codeBytes, from: position &+ 1), at: &next)
        }
    }

    /// Writes a token of `kind` from `position` to `end` at `next`, and moves both on.
    @inline(__always)
    static func write(_ kind: TokenKind, from position: inout Int, to end: Int, at next: inout UnsafeMutablePointer<Token>) {
        next.initialize(to: Token(kind: kind, start: position, end: end))
        next += 1
        position = end
    }

    /// One token by the general path. Out of line, so that the rare tokens' code stays out of
    /// the main loop and its registers.
    @inline(never)
    mutating func lexCodeOutOfLine() {
        lexCode()
    }

    /// Brings `previousIsPeriod` up to date after the main loop wrote the tokens from `first` on
    /// without it: it follows the last of those tokens that is not trivia, as `emit` would have
    /// set it. With none there it is still right.
    mutating func settleLastTokenState(since first: UnsafeMutablePointer<Token>) {
        var slot = tokens.nextSlot
        while slot > first {
            slot -= 1
            let kind = slot.pointee.kind
            guard !kind.isTrivia else { continue }
            previousIsPeriod = kind == .period
            return
        }
    }
}
