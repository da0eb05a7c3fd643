/// A brace pair `ClosureLiteralScanner` kept: where it opens, where its body starts (after the
/// signature's `in`, if any) and where it closes.
public struct ClosureLiteral: Sendable, Equatable {
    public var leftBrace: Int
    public var bodyStart: Int
    public var rightBrace: Int
    /// How many significant tokens the body holds, not counting `;`, `.` and `self`: a size
    /// that dropping `;` and `self.` (as rules do before they compare bodies) cannot change,
    /// so bodies equal after that have equal weights. Counted in the scan's one pass, it
    /// spares a rule a walk over each body just to learn its size.
    public var bodyWeight: Int

    public init(leftBrace: Int, bodyStart: Int, rightBrace: Int, bodyWeight: Int) {
        self.leftBrace = leftBrace
        self.bodyStart = bodyStart
        self.rightBrace = rightBrace
        self.bodyWeight = bodyWeight
    }

    /// A significant token's share of `bodyWeight`: 1, or 0 for `;`, `.` and `self` (the tokens
    /// rules drop when they compare bodies).
    @inline(__always)
    public static func weight(of token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        switch token.kind {
        case .semicolon, .period:
            return 0
        case .keyword:
            return token.spells("self", in: bytes) ? 0 : 1
        default:
            return 1
        }
    }
}
