/// What the first byte of a token in code says about the token, for the lexer's dispatch.
///
/// The lexer looks the byte up in `table` and switches over the result: one load and one
/// jump-table jump for every token. A switch over the byte itself takes that jump only for the
/// bytes named one by one; ranges (letters, digits) were tested one after another before it.
enum CodeByte: UInt8 {
    case lineFeed
    case carriageReturn
    case horizontalSpace
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftSquare
    case rightSquare
    case comma
    case colon
    case semicolon
    case quote
    case pound
    case at
    case backtick
    case dollar
    case backslash
    case period
    case slash
    case digit
    case identifierHead
    /// An operator character other than `/`.
    case operatorCharacter
    /// A byte 0x80 and above: the start of a UTF-8 sequence, or an invalid byte.
    case nonASCII
    /// A byte no token starts with (NUL, other control characters).
    case invalid

    /// The kind of every byte value, in never-freed memory so the lookup has no bounds check
    /// or reference counting.
    nonisolated(unsafe) static let table: UnsafePointer<CodeByte> = {
        let table = UnsafeMutablePointer<CodeByte>.allocate(capacity: 256)
        for byte in 0...255 {
            (table + byte).initialize(to: classify(UInt8(byte)))
        }
        return UnsafePointer(table)
    }()

    private static func classify(_ byte: UInt8) -> CodeByte {
        switch byte {
        case UInt8(ascii: "\n"): return .lineFeed
        case UInt8(ascii: "\r"): return .carriageReturn
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C: return .horizontalSpace
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "["): return .leftSquare
        case UInt8(ascii: "]"): return .rightSquare
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: ";"): return .semicolon
        case UInt8(ascii: "\""): return .quote
        case UInt8(ascii: "#"): return .pound
        case UInt8(ascii: "@"): return .at
        case UInt8(ascii: "`"): return .backtick
        case UInt8(ascii: "$"): return .dollar
        case UInt8(ascii: "\\"): return .backslash
        case UInt8(ascii: "."): return .period
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        case 0x80...0xFF: return .nonASCII
        default:
            let characterClass = CharacterClass.table[Int(byte)]
            if characterClass.contains(.identifierHead) { return .identifierHead }
            if characterClass.contains(.operatorCharacter) { return .operatorCharacter }
            return .invalid
        }
    }
}
