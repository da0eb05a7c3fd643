import ActionLintCore

/// The words of a duplicate-action finding.
enum DuplicateMessage {
    /// `The `Button(action:)` action repeats the `TextField(onCommit:)` action at line 9; extract
    /// it into a method such as `addItem()` and pass it to both `TextField(onCommit:)` and `Button(action:)`.`
    static func text(primary: ActionBody, others: [ActionBody], group: DuplicateGroup, name: String, style: FixStyle,
                     file: ParsedFile) -> String {
        let line: (ActionBody) -> Int = { file.source.line(of: file.offset($0.closure.leftBrace)) }
        let repeated: String
        if others.count == 1 {
            repeated = "the `\(others[0].site.displayName)` action at line \(line(others[0]))"
        } else {
            let list = others.map { "`\($0.site.displayName)` at line \(line($0))" }
            repeated = "\(others.count) other actions (\(list.joined(separator: ", ")))"
        }
        let nearNote = group.isNearDuplicate ? ", apart from a leading `guard` or wrapping `if`" : ""
        let suggestion = style == .method ? "a method such as `\(name)()`" : "a property such as `\(name)`"
        let all = group.bodies.map { "`\($0.site.displayName)`" }
        let targets = all.count == 2 ? "both \(all[0]) and \(all[1])" : "all \(all.count): \(joinedList(all))"
        return "The `\(primary.site.displayName)` action repeats \(repeated)\(nearNote); extract it into \(suggestion) and pass it to \(targets)"
    }

    static func joinedList(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    static func related(_ body: ActionBody) -> String {
        "also here: the `\(body.site.displayName)` action"
    }
}
