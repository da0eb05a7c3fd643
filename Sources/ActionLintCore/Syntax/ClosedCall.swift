/// A call whose `)` was the previous significant token: a `{` now is its trailing closure.
///
/// A named struct rather than a tuple: the walker clears it after almost every token, and
/// an optional tuple holding a `PendingCall` was checked and cleared through generic runtime
/// calls and a 176-byte copy each time.
struct ClosedCall {
    var call: PendingCall
    /// The call site already made for it, when its parentheses held closures.
    var callIndex: Int?
    var rightParen: Int
    var frameCount: Int
}
