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

    /// Words that may precede a declaration keyword.
    var isModifier: Bool {
        switch self {
        case .private, .fileprivate, .internal, .public, .open, .package, .static, .class, .final, .override, .mutating,
             .nonmutating, .lazy, .weak, .unowned, .convenience, .required, .dynamic, .optional, .indirect, .nonisolated,
             .consuming, .borrowing, .distributed, .prefix, .postfix, .infix, .isolated, .sending:
            return true
        default:
            return false
        }
    }

    /// Keywords that introduce a declaration (used to tell `class func` from `class Foo`).
    var isIntroducer: Bool {
        switch self {
        case .func, .var, .let, .`init`, .subscript, .deinit, .typealias, .associatedtype, .case, .struct, .class, .enum,
             .protocol, .extension, .actor, .macro, .static, .final, .override, .private, .fileprivate, .public,
             .internal, .open:
            return true
        default:
            return false
        }
    }

    /// `struct`, `class`, `enum`, `extension`, `protocol`, `actor`.
    var isTypeKeyword: Bool {
        switch self {
        case .struct, .class, .enum, .extension, .protocol, .actor: return true
        default: return false
        }
    }

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
}
