/// One finished argument of a `PendingCall`: a `CallArgument` whose label is still only a token.
struct PendingArgument {
    var labelToken: Int?
    /// Token range of the value, trivia at both ends excluded.
    var valueStart: Int
    var valueEnd: Int
    /// Index into `SyntaxModel.closures` when the value is exactly a closure literal.
    var closure: Int?

    func callArgument(reader: TokenReader) -> CallArgument {
        CallArgument(label: labelToken.map { reader.text($0) }, labelToken: labelToken,
                     valueStart: valueStart, valueEnd: valueEnd, closure: closure)
    }

    /// The `CallArgument`s of finished arguments (their labels' Strings made now).
    static func callArguments(_ pending: ArraySlice<PendingArgument>, reader: TokenReader) -> [CallArgument] {
        pending.map { $0.callArgument(reader: reader) }
    }
}
