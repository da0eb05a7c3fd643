/// A brace pair `ClosureLiteralScanner` kept: where it opens, where its body starts (after the
/// signature's `in`, if any) and where it closes.
public struct ClosureLiteral: Sendable, Equatable {
    public var leftBrace: Int
    public var bodyStart: Int
    public var rightBrace: Int

    public init(leftBrace: Int, bodyStart: Int, rightBrace: Int) {
        self.leftBrace = leftBrace
        self.bodyStart = bodyStart
        self.rightBrace = rightBrace
    }
}
