/// What `ClosureLiteralScanner` does with a token of each kind, looked up in a table so that
/// most tokens cost a load, an add and one well-predicted branch instead of a jump through a
/// switch (a jump whose target changed from token to token and was mispredicted often).
enum ScanAction {
    /// The token adds one to the body weight on the way (`ClosureLiteral.weight(of:in:)`):
    /// every significant kind but `;`, `.`, keywords (`self` weighs nothing; the scan weighs
    /// keywords itself) and `}` (counted after the body it closes).
    static let weighs: UInt8 = 1
    /// The scan must look at the token: brackets, directives, keywords.
    static let look: UInt8 = 2
    /// The scan must look at the token when it is five bytes long: a name that may be `actor`.
    static let lookIfFiveLong: UInt8 = 4

    /// The actions of every token kind, by raw value, in never-freed memory so the lookup has
    /// no bounds check or reference counting.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for kind in TokenKind.allCases { table[Int(kind.rawValue)] = actions(kind) }
        return UnsafePointer(table)
    }()

    static func actions(_ kind: TokenKind) -> UInt8 {
        switch kind {
        case _ where kind.isTrivia, .semicolon, .period:
            return 0
        case .identifier:
            return weighs | lookIfFiveLong
        case .keyword, .rightBrace:
            return look
        case .poundDirective, .leftBrace, .leftParen, .rightParen, .leftSquare, .rightSquare, .interpolationStart, .interpolationEnd:
            return weighs | look
        default:
            return weighs
        }
    }
}
