/// A call whose `)` was the previous significant token: a `{` now is its trailing closure.
///
/// Kept only when a `{` does come next (nothing else can use it); its arguments then wait in
/// the walker's `closedCallArguments` for the `{` to make it a `CallSite`.
struct ClosedCall {
    var call: PendingCall
    /// The call site already made for it, when its parentheses held closures.
    var callIndex: Int?
    var rightParen: Int
    var frameCount: Int
}
