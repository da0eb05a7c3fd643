/// How the lexer treats a non-ASCII scalar, from the Swift reference's lists of operator and
/// identifier characters. Unusual white space (no-break space, line separator, …) is reported
/// as `unknown` rather than silently taken as trivia: the compiler rejects most of it too.
enum UnicodeScalarClass {
    case identifier
    case operatorHead
    case operatorContinuation
    case invalid

    static func classify(_ scalar: UInt32) -> UnicodeScalarClass {
        if isOddWhitespace(scalar) { return .invalid }
        if isOperatorHead(scalar) { return .operatorHead }
        if isOperatorContinuation(scalar) { return .operatorContinuation }
        return .identifier
    }

    private static func isOddWhitespace(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: return true
        default: return false
        }
    }

    private static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    private static func isOperatorContinuation(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }
}
