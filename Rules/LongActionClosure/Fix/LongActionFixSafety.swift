import ActionLintCore

/// Whether a long action's body can become a member of the view. It can — safely, since the
/// member does what the closure did — when it reads only the view's members: nothing bound inside
/// the view member around it, not its own parameters, no capture list, no returned value.
enum LongActionFixSafety {
    /// Why there is no fix, or nil when there is one.
    static func obstacle(_ closure: ClosureExpression, site: ActionSite, file: ParsedFile) -> String? {
        if let read = closure.boundReads.first {
            let member = file.syntax.members[closure.member].name
            return "the closure reads `\(read.name)`, which is bound inside `\(member)` "
                + "(a closure parameter, `if let` or local), so a method could not see it"
        }
        if closure.usesAnonymousParameters || closure.readsParameters { return "the closure uses its parameters" }
        if closure.captureList != nil { return "the closure has a capture list" }
        if ClosureResult.yieldsValue(closure, at: site, file: file) { return "the closure returns a value" }
        if closure.containsAwait, !site.isAsync { return "the body awaits, but the site is not async" }
        return nil
    }
}
