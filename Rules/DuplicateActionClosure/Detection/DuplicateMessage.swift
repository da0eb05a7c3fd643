import ActionLintCore

/// The words of a duplicate-action finding.
enum DuplicateMessage {
    /// `The `Button(action:)` action repeats the `TextField(onCommit:)` action at line 9; extract
    /// it into a method such as `addItem()` and pass it to both `TextField(onCommit:)` and `Button(action:)`.`
    ///
    /// Written into one string: a message is built for every finding.
    static func text(primary: ActionBody, others: [ActionBody], group: DuplicateGroup, name: String, style: FixStyle,
                     file: ParsedFile) -> String {
        var text = TextWriter(capacity: 256 + 64 * group.bodies.count)
        let line: (ActionBody) -> Int = { file.source.line(of: file.offset($0.closure.leftBrace)) }
        text.write(literal: "The `")
        appendDisplayName(of: primary.site, to: &text)
        text.write(literal: "` action repeats ")
        if others.count == 1 {
            text.write(literal: "the `")
            appendDisplayName(of: others[0].site, to: &text)
            text.write(literal: "` action at line ")
            text.write(line(others[0]))
        } else {
            text.write(others.count)
            text.write(literal: " other actions (")
            for (position, other) in others.enumerated() {
                if position > 0 { text.write(literal: ", ") }
                text.write(literal: "`")
                appendDisplayName(of: other.site, to: &text)
                text.write(literal: "` at line ")
                text.write(line(other))
            }
            text.write(literal: ")")
        }
        if group.isNearDuplicate { text.write(literal: ", apart from a leading `guard` or wrapping `if`") }
        if let literals = group.parameters?.literals, !literals.isEmpty {
            text.write(literal: literals.count == 1 ? ", apart from the value each site passes" : ", apart from the values each site passes")
        }
        text.write(literal: "; extract it into ")
        if style == .method {
            text.write(literal: "a method such as `")
            text.write(name)
            text.write(group.parameters.map { "(" + String(repeating: "_:", count: $0.count) + ")`" } ?? "()`")
        } else {
            text.write(literal: "a property such as `")
            text.write(name)
            text.write(literal: "`")
        }
        text.write(literal: " and pass it to ")
        let bodies = group.bodies
        if bodies.count == 2 {
            text.write(literal: "both `")
            appendDisplayName(of: bodies[0].site, to: &text)
            text.write(literal: "` and `")
            appendDisplayName(of: bodies[1].site, to: &text)
            text.write(literal: "`")
        } else {
            // `all N: `a`, `b` and `c``.
            text.write(literal: "all ")
            text.write(bodies.count)
            text.write(literal: ": ")
            for (position, body) in bodies.enumerated() {
                if position > 0 { text.write(literal: position == bodies.count - 1 ? " and " : ", ") }
                text.write(literal: "`")
                appendDisplayName(of: body.site, to: &text)
                text.write(literal: "`")
            }
        }
        return text.text
    }

    /// `site.displayName`, appended.
    static func appendDisplayName(of site: ActionSite, to text: inout TextWriter) {
        text.write(site.callee)
        guard site.showsLabel else { return }
        text.write(literal: "(")
        text.write(site.parameterLabel)
        text.write(literal: ":)")
    }

    static func related(_ body: ActionBody) -> String {
        "also here: the `\(body.site.displayName)` action"
    }
}
