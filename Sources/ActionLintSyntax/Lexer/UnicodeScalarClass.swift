/// How the lexer treats a non-ASCII scalar, from the Swift reference's lists of identifier and
/// operator characters (the ranges swift-syntax's lexer uses too).
///
/// Combining marks (U+0300–036F, 1DC0–1DFF, 20D0–20FF, FE20–FE2F) continue both identifiers and
/// operators but start neither; U+3021–302F could start either, and the identifier wins.
enum UnicodeScalarClass {
    /// Starts an identifier (`é`, `π`, `🙂`).
    case identifierStart
    /// Continues an identifier but cannot start one: a combining mark alone.
    case identifierContinuation
    /// Starts an operator (`√`, `≠`, `→`).
    case operatorStart
    /// The no-break space U+00A0: white space (the compiler warns, swift-syntax takes it as trivia).
    case whitespace
    /// Nothing Swift accepts here: other Unicode white space (U+2028, U+3000, …), private-use and
    /// unassigned ranges, a lone variation selector. (U+FEFF inside the file is a letter to the
    /// compiler: `let x\u{FEFF} = 1` compiles.)
    case invalid

    /// What a token that starts with `scalar` is.
    static func classify(_ scalar: UInt32) -> UnicodeScalarClass {
        if scalar == 0xA0 { return .whitespace }
        if continuesIdentifier(scalar) { return isCombiningMark(scalar) ? .identifierContinuation : .identifierStart }
        if startsOperator(scalar) { return .operatorStart }
        return .invalid
    }

    /// Whether `scalar` may stand in an identifier after its first character.
    static func continuesIdentifier(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
             0x100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF,
             0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F,
             0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
             0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
             0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8:
            return true
        case 0x10000...0xEFFFD:
            // Every plane but the last two, without its last two code points (noncharacters).
            return scalar & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    /// Whether `scalar` may start an operator.
    static func startsOperator(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3030:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` may stand in an operator after its first character.
    static func continuesOperator(_ scalar: UInt32) -> Bool {
        if startsOperator(scalar) { return true }
        switch scalar {
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
        default: return isCombiningMark(scalar)
        }
    }

    private static func isCombiningMark(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return false
        }
    }
}
