/// One finished argument of a `PendingCall`: a `CallArgument` whose label is still only a token.
struct PendingArgument {
    var labelToken: Int?
    /// Token range of the value, trivia at both ends excluded.
    var valueStart: Int
    var valueEnd: Int
    /// Index into `SyntaxModel.closures` when the value is exactly a closure literal.
    var closure: Int?
}
