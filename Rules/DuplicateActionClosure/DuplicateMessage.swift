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
        text.write("The `")
        appendDisplayName(of: primary.site, to: &text)
        text.write("` action repeats ")
        if others.count == 1 {
            text.write("the `")
            appendDisplayName(of: others[0].site, to: &text)
            text.write("` action at line ")
            text.write(line(others[0]))
        } else {
            text.write(others.count)
            text.write(" other actions (")
            for (position, other) in others.enumerated() {
                if position > 0 { text.write(", ") }
                text.write("`")
                appendDisplayName(of: other.site, to: &text)
                text.write("` at line ")
                text.write(line(other))
            }
            text.write(")")
        }
        if group.isNearDuplicate { text.write(", apart from a leading `guard` or wrapping `if`") }
        text.write("; extract it into ")
        if style == .method {
            text.write("a method such as `")
            text.write(name)
            text.write("()`")
        } else {
            text.write("a property such as `")
            text.write(name)
            text.write("`")
        }
        text.write(" and pass it to ")
        let bodies = group.bodies
        if bodies.count == 2 {
            text.write("both `")
            appendDisplayName(of: bodies[0].site, to: &text)
            text.write("` and `")
            appendDisplayName(of: bodies[1].site, to: &text)
            text.write("`")
        } else {
            // `all N: `a`, `b` and `c``, as `joinedList` writes the list.
            text.write("all ")
            text.write(bodies.count)
            text.write(": ")
            for (position, body) in bodies.enumerated() {
                if position > 0 { text.write(position == bodies.count - 1 ? " and " : ", ") }
                text.write("`")
                appendDisplayName(of: body.site, to: &text)
                text.write("`")
            }
        }
        return text.text
    }

    /// `site.displayName`, appended.
    static func appendDisplayName(of site: ActionSite, to text: inout TextWriter) {
        text.write(site.callee)
        guard site.showsLabel else { return }
        text.write("(")
        text.write(site.parameterLabel)
        text.write(":)")
    }

    static func joinedList(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    static func related(_ body: ActionBody) -> String {
        "also here: the `\(body.site.displayName)` action"
    }
}
