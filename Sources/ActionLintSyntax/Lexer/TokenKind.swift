/// The kind of a token. The raw names are the stable names printed by `action-lint dump-tokens`
/// and documented in docs/syntax.md: never rename a case without a major version bump.
public enum TokenKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    // Trivia: carries no meaning for the parser but keeps the file lossless.
    case whitespace
    case newline
    case lineComment
    case docLineComment
    case blockComment
    case docBlockComment
    case shebang
    case byteOrderMark

    // Names.
    case identifier
    case keyword
    case wildcard
    case attribute
    case poundDirective
    case poundKeyword

    // Literals.
    case integerLiteral
    case floatLiteral
    case stringStart
    case stringSegment
    case interpolationStart
    case interpolationEnd
    case stringEnd
    case regexLiteral

    // Operators, classified by the whitespace around them.
    case prefixOperator
    case postfixOperator
    case binaryOperator

    // Punctuation.
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftSquare
    case rightSquare
    case leftAngle
    case rightAngle
    case comma
    case colon
    case semicolon
    case period
    case equal
    case arrow
    case backslash

    /// Bytes that are not valid Swift: invalid UTF-8, NUL, unterminated literals and comments.
    case unknown

    public var description: String { Self.names[Int(rawValue)] }

    /// Whitespace, newlines, comments, a shebang line and a byte order mark.
    @inlinable public var isTrivia: Bool { rawValue <= TokenKind.byteOrderMark.rawValue }

    public var isComment: Bool {
        switch self {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
        default: return false
        }
    }

    private static let names: [String] = [
        "whitespace", "newline", "lineComment", "docLineComment", "blockComment", "docBlockComment",
        "shebang", "byteOrderMark",
        "identifier", "keyword", "wildcard", "attribute", "poundDirective", "poundKeyword",
        "integerLiteral", "floatLiteral", "stringStart", "stringSegment", "interpolationStart",
        "interpolationEnd", "stringEnd", "regexLiteral",
        "prefixOperator", "postfixOperator", "binaryOperator",
        "leftParen", "rightParen", "leftBrace", "rightBrace", "leftSquare", "rightSquare",
        "leftAngle", "rightAngle", "comma", "colon", "semicolon", "period", "equal", "arrow",
        "backslash",
        "unknown",
    ]
}
