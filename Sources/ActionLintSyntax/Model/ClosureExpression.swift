/// A closure literal inside a view-building member, and what the rules need to know about it.
public struct ClosureExpression: Hashable, Sendable {
    public var leftBrace: Int
    /// Nil when the file ends (or a `#if` branch is abandoned) before the closure closes.
    public var rightBrace: Int?
    /// Token range of `[weak self, x]`, brackets included.
    public var captureList: Range<Int>?
    /// Parameter names as written (`item`, `_`, `old`, `new`).
    public var parameters: [String]
    /// Token index of `in`, when the closure has a signature.
    public var inToken: Int?
    /// Token index where the body starts (after `in`, or after `{`).
    public var bodyStart: Int
    /// Token indices where each top-level statement of the body starts.
    public var statementStarts: [Int]
    public var containsAwait: Bool
    public var containsTry: Bool
    /// `return` followed by a value (the closure produces a result).
    public var returnsValue: Bool
    /// Uses `$0`, `$1`, …
    public var usesAnonymousParameters: Bool
    /// Reads names the parameters of this closure bind.
    public var readsParameters: Bool
    public var boundReads: [BoundRead]
    public var member: Int
    /// The call this closure is an argument of (nil for a standalone closure).
    public var call: Int?
    /// The innermost closure around this one.
    public var parent: Int?
}
