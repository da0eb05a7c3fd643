/// Swift's reserved words. Contextual keywords (`some`, `async`, `get`, `override`, …) can be
/// used as names, so the lexer leaves them as identifiers and the parser decides.
public enum Keywords {
    public static let reserved: [String] = [
        // Declarations.
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Keywords after which a `/` is the operator being declared, never a regex: `func /(`.
    static let operatorDeclaringBytes: [[UInt8]] = ["func", "operator"].map { Array($0.utf8) }
    /// The regex checks' other spellings, made once rather than at every `/` they judge.
    static let tryBytes: [[UInt8]] = [Array("try".utf8)]
    static let sourceLocationBytes: [[UInt8]] = [Array("#sourceLocation".utf8)]

    /// Keywords that end an expression: a `/` spaced like a binary operator after them divides.
    static let expressionEndingBytes: [[UInt8]] = ["self", "Self", "super", "true", "false", "nil", "Any"].map { Array($0.utf8) }

    /// Compiler directives (`#if` …), as opposed to macro expansions and `#selector`-like keywords.
    static let poundDirectives: [[UInt8]] = ["if", "elseif", "else", "endif", "sourceLocation"].map { Array($0.utf8) }
    /// The words after `#` that end where their ASCII letters do (`#else` then `Ａ`): the
    /// directives and `#available`, `#unavailable`, which the compiler's lexer knows by name.
    static let asciiPoundWords: [[UInt8]] = poundDirectives + ["available", "unavailable"].map { Array($0.utf8) }

    /// Whether `byte` is the first letter of one of `asciiPoundWords`: `#Preview` needs no look.
    @inline(__always)
    static func startsPoundWord(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "i") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "s") || byte == UInt8(ascii: "a") || byte == UInt8(ascii: "u")
    }
}
