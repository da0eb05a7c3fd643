import ActionLintCore

/// The words of a duplicate-action finding.
enum DuplicateMessage {
    /// ``The `Button` action repeats the `TextField(onCommit:)` action at line 9; extract it into a
    /// method such as `addItem()` and pass it to both `TextField(onCommit:)` and `Button`.`` When
    /// there is no fix the message says so, and the finding's `noFixReason` says why (every
    /// reporter shows it).
    static func text(primary: ActionBody, others: [ActionBody], group: DuplicateGroup, name: String,
                     parameters: ExtractedParameters?, style: FixStyle, file: ParsedFile, hasFix: Bool,
                     existingMember: Bool = false) -> String {
        // Each site spelled once: the group's bodies in order; the primary is the second.
        let spelled = group.bodies.map { SiteSpelling.name(of: $0.site, file: file) }
        let otherNames = spelled.enumerated().filter { $0.offset != 1 }.map(\.element)
        let line: (ActionBody) -> Int = { file.source.line(of: file.offset($0.closure.leftBrace)) }
        var text = "The `\(spelled[1])` action repeats "
        if others.count == 1 {
            text += "the `\(otherNames[0])` action at line \(line(others[0]))"
        } else if otherNames.allSatisfy({ $0 == otherNames[0] }) {
            let lines = listed(others.map { String(line($0)) })
            text += "\(others.count) other \(SiteSpelling.plural(otherNames[0])) (lines \(lines))"
        } else {
            let placed = listed(zip(otherNames, others).map { "`\($0)` at line \(line($1))" })
            text += "\(others.count) other actions (\(placed))"
        }
        if group.isNearDuplicate { text += ", apart from a leading `guard` or wrapping `if`" }
        if let literals = group.parameters?.literals, !literals.isEmpty {
            text += literals.count == 1
                ? ", apart from the value each site passes"
                : ", apart from the values each site passes"
        }
        // The view has the method already (`loadLabels()`): the sites repeat it.
        if existingMember { return text + "; this action repeats `\(name)()`: call it from " + sites(spelled) }
        guard hasFix else { return text + "; extract it by hand" }
        if style == .method {
            // The fix's selector: the member's argument labels (`setRating(_:submitted:)`).
            text += "; extract it into a method such as `\(name)\(parameters?.selectorLabels ?? "()")` and pass it to "
        } else {
            text += "; extract it into a property such as `\(name)` and pass it to "
        }
        return text + sites(spelled)
    }

    /// `the 2 Buttons`, `all 3 `.onTapGesture` actions`, `both `TextField(onCommit:)` and
    /// `Button``, `all 3: 2 Buttons and `.onSubmit``.
    static func sites(_ names: [String]) -> String {
        var distinct: [(name: String, count: Int)] = []
        for name in names {
            if let index = distinct.firstIndex(where: { $0.name == name }) {
                distinct[index].count += 1
            } else {
                distinct.append((name, 1))
            }
        }
        if distinct.count == 1 {
            return (names.count == 2 ? "the " : "all ") + SiteSpelling.counted(names[0], names.count)
        }
        let parts = distinct.map { $0.count == 1 ? "`\($0.name)`" : SiteSpelling.counted($0.name, $0.count) }
        if names.count == 2 { return "both " + listed(parts) }
        return "all \(names.count): " + listed(parts)
    }

    /// `a`, `a and b`, `a, b and c`.
    static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    static func related(_ body: ActionBody, file: ParsedFile) -> String {
        "also here: the `\(SiteSpelling.name(of: body.site, file: file))` action"
    }
}
