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
}
