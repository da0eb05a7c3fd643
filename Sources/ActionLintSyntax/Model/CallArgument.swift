/// One argument inside a call's parentheses.
public struct CallArgument: Hashable, Sendable {
    public var label: String?
    public var labelToken: Int?
    /// Token range of the value, trivia at both ends excluded.
    public var valueStart: Int
    public var valueEnd: Int
    /// Index into `SyntaxModel.closures` when the value is exactly a closure literal.
    public var closure: Int?
}
