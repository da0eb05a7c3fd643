import ActionLintCore

/// The words of a long-action finding.
enum LongActionMessage {
    /// `The `Button(action:)` action has 5 statements (more than 3); extract it into a method such
    /// as `save()` and pass that to `Button(action:)``: only the limits the body goes over are named.
    static func text(site: ActionSite, length: ActionLength, settings: RuleSettings, name: String, style: FixStyle) -> String {
        var text = TextWriter(capacity: 256)
        text.write(literal: "The `")
        text.write(site.displayName)
        text.write(literal: "` action ")
        let tooManyStatements = length.statements > settings.maxStatements
        let tooManyLines = length.lines > settings.maxLines
        if tooManyStatements {
            text.write(literal: "has ")
            text.write(length.statements)
            text.write(literal: " statements (more than ")
            text.write(settings.maxStatements)
            text.write(literal: ")")
        }
        if tooManyStatements, tooManyLines { text.write(literal: " and ") }
        if tooManyLines {
            text.write(literal: "spans ")
            text.write(length.lines)
            text.write(literal: " lines (more than ")
            text.write(settings.maxLines)
            text.write(literal: ")")
        }
        text.write(literal: "; extract it into ")
        if style == .method {
            text.write(literal: "a method such as `")
            text.write(name)
            text.write(literal: "()`")
        } else {
            text.write(literal: "a property such as `")
            text.write(name)
            text.write(literal: "`")
        }
        text.write(literal: " and pass that to `")
        text.write(site.displayName)
        text.write(literal: "`")
        return text.text
    }
}
