/// A call whose parenthesized arguments are being read; it becomes a `CallSite` once it turns
/// out to have a closure argument (inside the parentheses or trailing).
///
/// A plain value: most parentheses never hold a closure, so what only a `CallSite` needs (the
/// callee's and labels' Strings, an array of arguments) is made when one is made. Finished
/// arguments go on the walker's `pendingArguments` stack, from `firstArgument` on.
struct PendingCall {
    /// The callee's name token.
    var calleeToken: Int
    /// Whether a `.` precedes the callee (`.onTapGesture`, `model.save`).
    var calleeIsMember: Bool
    var leftParen: Int?
    var rightParen: Int?
    /// Where this call's finished arguments start on the walker's `pendingArguments`.
    var firstArgument = 0
    /// State of the argument being read.
    var argumentStart: Int?
    var argumentLabelToken: Int?
    var argumentClosure: Int?
    var argumentLastToken: Int?
    /// Whether anything but the closure literal is part of the current argument.
    var argumentHasMoreThanClosure = false
    var hasClosure = false

    /// The argument read since the last `,` (or the `(`), if it has a value.
    var finishedArgument: PendingArgument? {
        guard let start = argumentStart, let last = argumentLastToken else { return nil }
        return PendingArgument(
            labelToken: argumentLabelToken, valueStart: start, valueEnd: last + 1,
            closure: argumentHasMoreThanClosure ? nil : argumentClosure
        )
    }

    mutating func resetArgument() {
        argumentStart = nil
        argumentLabelToken = nil
        argumentClosure = nil
        argumentLastToken = nil
        argumentHasMoreThanClosure = false
    }
}
