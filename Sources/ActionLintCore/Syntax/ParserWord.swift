/// The words the shallow parser decides on, so it can switch on a token's spelling without
/// building a String for every keyword and name it passes. Case names are the spellings.
///
/// Comparing bytes gives the same answers as comparing Strings here: every word is ASCII with
/// no character that a non-ASCII spelling is canonically equivalent to.
enum ParserWord: UInt8, CaseIterable {
    /// Any other spelling.
    case other
    // Declaration keywords and modifiers.
    case `associatedtype`, `case`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `init`
    case `internal`, `let`, `private`, `protocol`, `public`, `static`, `struct`, `subscript`, `typealias`, `var`
    case actor, macro, open, package, final, override, mutating, nonmutating, lazy, weak, unowned
    case convenience, required, dynamic, optional, indirect, nonisolated, consuming, borrowing
    case distributed, prefix, postfix, infix, isolated, sending
    // Statements and expressions.
    case `if`, `while`, `switch`, `catch`, `do`, `repeat`, `defer`, `else`, `guard`, `for`, `in`, `where`
    case `return`, `as`, `is`, `try`, `await`, `self`, `super`
    // Accessors.
    case get, set, willSet, didSet, _read, _modify, unsafeAddress, unsafeMutableAddress

    /// Words that may precede a declaration keyword (`DeclarationWords.modifiers`).
    @inline(__always) var isModifier: Bool { ParserWord.modifierMask & bit != 0 }
    /// Keywords that introduce a declaration (`DeclarationWords.introducers`).
    @inline(__always) var isIntroducer: Bool { ParserWord.introducerMask & bit != 0 }
    /// `struct`, `class`, `enum`, `extension`, `protocol`, `actor`.
    var isTypeKeyword: Bool {
        switch self {
        case .struct, .class, .enum, .extension, .protocol, .actor: return true
        default: return false
        }
    }

    /// The mask bit of this word; the declaration words come first among the cases so that
    /// they all fit in 64 bits, and later words have none.
    @inline(__always) private var bit: UInt64 { rawValue < 64 ? 1 << UInt64(rawValue) : 0 }

    var spelling: String { ParserWord.spellings[Int(rawValue)] }

    /// The case names, in case order. Written out: `String(describing:)` reflects on each case,
    /// which cost more than all of a small file's parse. `ParserWordTests` checks the two agree.
    static let spellings: [String] = [
        "other",
        "associatedtype", "case", "class", "deinit", "enum", "extension", "fileprivate", "func", "init",
        "internal", "let", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var",
        "actor", "macro", "open", "package", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned",
        "convenience", "required", "dynamic", "optional", "indirect", "nonisolated", "consuming", "borrowing",
        "distributed", "prefix", "postfix", "infix", "isolated", "sending",
        "if", "while", "switch", "catch", "do", "repeat", "defer", "else", "guard", "for", "in", "where",
        "return", "as", "is", "try", "await", "self", "super",
        "get", "set", "willSet", "didSet", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress",
    ]

    /// Masks built from the String sets, so the two spellings of each list cannot drift apart.
    private static let modifierMask = mask(of: DeclarationWords.modifiers)
    private static let introducerMask = mask(of: DeclarationWords.introducers)

    private static func mask(of words: Set<String>) -> UInt64 {
        var mask: UInt64 = 0
        for word in allCases where word != .other && words.contains(word.spelling) { mask |= word.bit }
        precondition(words.allSatisfy { word in allCases.contains { $0.spelling == word && $0.bit != 0 } },
                     "ParserWord must spell every word of the sets it mirrors, among its first 64 cases")
        return mask
    }
}
