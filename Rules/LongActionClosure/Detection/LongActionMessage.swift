import ActionLintCore

/// The words of a long-action finding.
enum LongActionMessage {
    /// `The `Button` action has 5 statements (more than 3); extract it into a method such as
    /// `save()` and pass that to `Button``: only the limits the body goes over are named.
    static func text(site: ActionSite, file: ParsedFile, length: ActionLength, settings: RuleSettings,
                     name: String, style: FixStyle) -> String {
        let spelled = site.spelled(in: file)
        let tooManyStatements = length.statements > settings.maxStatements
        let tooManyLines = length.lines > settings.maxLines
        var limits: [String] = []
        if tooManyStatements {
            limits.append("has \(length.statements) statements (more than \(settings.maxStatements))")
        }
        if tooManyLines { limits.append("spans \(length.lines) lines (more than \(settings.maxLines))") }
        let member = style == .method ? "a method such as `\(name)()`" : "a property such as `\(name)`"
        let overLimits = limits.joined(separator: " and ")
        return "The `\(spelled)` action \(overLimits); extract it into \(member) and pass that to `\(spelled)`"
    }
}
