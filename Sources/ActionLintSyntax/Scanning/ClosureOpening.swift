/// What stands before a `{`, as `ClosureLiteralScanner` sees it: enough for a rule to tell
/// whether the brace could open a closure passed to a call, without the syntax model.
public enum ClosureOpening: Sendable, Equatable {
    /// After `label:` — a labelled argument (`action: {`) or a labelled trailing closure
    /// (`} label: {`). The payload is the label's token index.
    case labelled(label: Int)
    /// After `(` or `,`: an unlabelled argument.
    case unlabelledArgument
    /// After a call's `)`, or directly after a name (`Button {`, `.onAppear {`,
    /// `Foo<Bar> {`): a trailing closure. The payload is the callee's name token, nil when the
    /// parentheses follow no name (`(x) {`).
    case trailing(callee: Int?)
    /// After a `#if`/`#else`/`#endif` line: what the brace continues is not known.
    case afterDirective
    /// Anything else (`= {`, `in {`, `else {`, an operator): never a closure argument.
    case other
}
