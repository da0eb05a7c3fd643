/// A file with its tokens and syntax model: what rules look at.
public final class ParsedFile: Sendable {
    public let source: SourceFile
    public let tokens: [Token]
    public let syntax: SyntaxModel

    public init(source: SourceFile) {
        self.source = source
        self.tokens = Lexer.tokenize(source.bytes)
        self.syntax = ShallowParser.parse(source: source, tokens: tokens)
    }

    public init(source: SourceFile, tokens: [Token], syntax: SyntaxModel) {
        self.source = source
        self.tokens = tokens
        self.syntax = syntax
    }

    public func text(_ tokenIndex: Int) -> String { source.text(of: tokens[tokenIndex]) }

    /// Byte offset where token `index` starts.
    public func offset(_ index: Int) -> Int { Int(tokens[index].start) }
}
