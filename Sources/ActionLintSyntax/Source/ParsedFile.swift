/// A file with its tokens and syntax model: what rules look at.
public final class ParsedFile: Sendable {
    public let source: SourceFile
    public let tokens: [Token]
    public let syntax: SyntaxModel
    /// Whether the file was parsed. The lint engine leaves `syntax` empty when no rule can
    /// report anything that needs it (see `Rule.needsSyntax`).
    public let hasSyntax: Bool
    private let lazyTypeKeywordTokens = LazyValue<[Int]>()
    private let memberKeywords = LazyValue<[Int]?>()
    private let topLevelKeywords = LazyValue<[Int]?>()

    /// Lexes and parses in full.
    public init(source: SourceFile) {
        self.source = source
        self.tokens = Lexer.tokenize(source.bytes)
        self.syntax = ShallowParser.parse(source: source, tokens: tokens)
        self.hasSyntax = true
    }

    /// Lexes, and parses the declarations alone (`ShallowParser`'s `declarationsOnly`): the
    /// syntax model has every type and member, and no closures or calls.
    public static func declarationsOnly(source: SourceFile) -> ParsedFile {
        let tokens = Lexer.tokenize(source.bytes)
        let syntax = ShallowParser.parse(source: source, tokens: tokens, declarationsOnly: true)
        return ParsedFile(source: source, tokens: tokens, syntax: syntax)
    }

    public init(source: SourceFile, tokens: [Token], syntax: SyntaxModel, hasSyntax: Bool = true) {
        self.source = source
        self.tokens = tokens
        self.syntax = syntax
        self.hasSyntax = hasSyntax
    }

    /// A file with tokens only and an empty syntax model.
    public static func tokensOnly(source: SourceFile, tokens: [Token]) -> ParsedFile {
        ParsedFile(source: source, tokens: tokens, syntax: SyntaxModel(), hasSyntax: false)
    }

    /// The same file with its syntax model, keeping what scans of its tokens found already (the
    /// declaration keywords a module index reads names from).
    public func parsed(syntax: SyntaxModel) -> ParsedFile {
        let file = ParsedFile(source: source, tokens: tokens, syntax: syntax)
        if let types = lazyTypeKeywordTokens.kept { file.remember(typeKeywordTokens: types) }
        if let members = memberKeywords.kept ?? nil, let topLevel = topLevelKeywords.kept ?? nil {
            file.remember(memberDeclarationKeywordTokens: members, topLevel: topLevel)
        }
        return file
    }

    public func text(_ tokenIndex: Int) -> String { source.text(of: tokens[tokenIndex]) }

    /// The indices of the tokens that are type keywords (`Token.isTypeKeyword(in:)`), in order:
    /// from a pass of their own on first use, unless a closure scan over the whole file found
    /// them already (`remember(typeKeywordTokens:)`).
    var typeKeywordTokens: [Int] {
        lazyTypeKeywordTokens.value {
            tokens.withUnsafeBufferPointer { tokens in
                source.bytes.withUnsafeBufferPointer { bytes in tokens.indices.filter { tokens[$0].isTypeKeyword(in: bytes) } }
            }
        }
    }

    /// Hands over what a pass over every token found to be the type keywords.
    func remember(typeKeywordTokens: [Int]) {
        lazyTypeKeywordTokens.remember(typeKeywordTokens)
    }

    /// Hands over the member declaration keywords a pass met, and which of them and of the type
    /// keywords stand outside every bracket (`topLevel`).
    func remember(memberDeclarationKeywordTokens: [Int], topLevel: [Int]) {
        memberKeywords.remember(memberDeclarationKeywordTokens)
        topLevelKeywords.remember(topLevel)
    }

    /// The `var`, `let`, `func`, `case` and `typealias` keywords and the type keywords, and those
    /// of both outside every bracket (file scope), when a closure scan over the whole file met
    /// them (nil otherwise: no pass of their own is made).
    public var declarationKeywordTokens: (types: [Int], members: [Int], topLevel: [Int])? {
        guard let members = memberKeywords.value({ nil }), let topLevel = topLevelKeywords.value({ nil }) else { return nil }
        return (typeKeywordTokens, members, topLevel)
    }

    /// Index of the next significant (non-trivia) token after `index` and before `end` (the end
    /// of the file by default), or nil.
    public func nextSignificant(after index: Int, before end: Int? = nil) -> Int? {
        let limit = end ?? tokens.count
        var next = index + 1
        while next < limit, tokens[next].kind.isTrivia { next += 1 }
        return next < limit ? next : nil
    }

    /// Index of the last significant (non-trivia) token before `index`, or nil.
    public func previousSignificant(before index: Int) -> Int? {
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].kind.isTrivia { cursor -= 1 }
        return cursor >= 0 ? cursor : nil
    }

    /// The `}` closing the `{` at `open`, counting braces only (brackets inside closures nest
    /// freely), before `end` (the end of the file by default); nil if none.
    public func matchingBrace(of open: Int, before end: Int? = nil) -> Int? {
        var depth = 0
        for index in open..<(end ?? tokens.count) {
            switch tokens[index].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// The `)` closing the `(` at `open`. Closures inside the parentheses (`perform: { … }`) are
    /// stepped over; a `}` that closes a block the `(` is inside means the code is unbalanced,
    /// and the search stops there instead of running on through the file.
    public func matchingParen(of open: Int) -> Int? {
        var depth = 0
        var braces = 0
        for index in open..<tokens.count {
            switch tokens[index].kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 { return index }
            case .leftBrace: braces += 1
            case .rightBrace:
                braces -= 1
                if braces < 0 { return nil }
            default: break
            }
        }
        return nil
    }

    /// The `(` of the argument list holding the token at `index` (the call it is an argument
    /// of); nil when a `[` or `{` encloses it first.
    public func enclosingParen(of index: Int) -> Int? {
        var depth = 0
        var cursor = previousSignificant(before: index)
        while let position = cursor {
            switch tokens[position].kind {
            case .rightParen, .rightSquare, .rightBrace: depth += 1
            case .leftSquare, .leftBrace:
                if depth == 0 { return nil }
                depth -= 1
            case .leftParen:
                if depth == 0 { return position }
                depth -= 1
            default: break
            }
            cursor = previousSignificant(before: position)
        }
        return nil
    }

    /// Index of the token covering byte `offset` (binary search).
    public func tokenIndex(at offset: Int) -> Int? {
        var low = 0
        var high = tokens.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if Int(tokens[mid].end) <= offset { low = mid + 1 } else if Int(tokens[mid].start) > offset { high = mid - 1 } else { return mid }
        }
        return nil
    }

    /// Whether `offset` falls strictly inside a token that is not white space (the middle of a
    /// multi-line string or comment).
    public func isInsideToken(_ offset: Int) -> Bool {
        guard let index = tokenIndex(at: offset) else { return false }
        let token = tokens[index]
        return Int(token.start) < offset && token.kind != .whitespace && token.kind != .newline
    }

    /// Byte offset where token `index` starts.
    public func offset(_ index: Int) -> Int { Int(tokens[index].start) }
}
