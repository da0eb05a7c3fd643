/// A call whose parenthesized arguments are being read; it becomes a `CallSite` once it turns
/// out to have a closure argument (inside the parentheses or trailing).
struct PendingCall {
    /// The callee's name token; its text is read only if the call becomes a `CallSite`, as
    /// most parentheses never hold a closure.
    var calleeToken: Int
    /// Whether a `.` precedes the callee (`.onTapGesture`, `model.save`).
    var calleeIsMember: Bool
    var leftParen: Int?
    var rightParen: Int?
    var arguments: [CallArgument] = []
    /// State of the argument being read.
    var argumentStart: Int?
    var argumentLabel: String?
    var argumentLabelToken: Int?
    var argumentClosure: Int?
    var argumentLastToken: Int?
    /// Whether anything but the closure literal is part of the current argument.
    var argumentHasMoreThanClosure = false
    var hasClosure = false

    mutating func finishArgument() {
        guard let start = argumentStart, let last = argumentLastToken else {
            resetArgument()
            return
        }
        let closure = argumentHasMoreThanClosure ? nil : argumentClosure
        arguments.append(CallArgument(
            label: argumentLabel, labelToken: argumentLabelToken, valueStart: start, valueEnd: last + 1, closure: closure
        ))
        resetArgument()
    }

    mutating func resetArgument() {
        argumentStart = nil
        argumentLabel = nil
        argumentLabelToken = nil
        argumentClosure = nil
        argumentLastToken = nil
        argumentHasMoreThanClosure = false
    }
}
