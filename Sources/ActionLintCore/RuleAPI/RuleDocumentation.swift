/// A rule's documentation in Markdown, written from its description alone: `action-lint explain`,
/// `action-lint rules --markdown`, `action-lint generate-docs` (the README's rules table and
/// `docs/rules/<id>.md`) and SARIF's rule help all print this, so the docs cannot drift from the rule.
public enum RuleDocumentation {
    /// The address of the rule's page (`docs/rules/<id>.md`, which `explain --markdown` writes)
    /// under `baseURL`: SARIF's `helpUri`.
    public static func url(of rule: RuleDescription, baseURL: String) -> String {
        (baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL) + "/\(rule.id).md"
    }

    /// The table of every rule and then one section per rule.
    public static func markdown(_ rules: [RuleDescription]) -> String {
        var text = table(rules) { "#\($0.id)" }
        for rule in rules { text += "\n" + section(rule, level: 3) }
        return text
    }

    /// One row per rule (id, default, whether it fixes, summary), each id linked to `link(rule)`.
    public static func table(_ rules: [RuleDescription], link: (RuleDescription) -> String) -> String {
        var text = "| id | default | fix | what it finds |\n| --- | --- | --- | --- |\n"
        for rule in rules {
            let state = "\(rule.defaultSeverity.rawValue), \(rule.enabledByDefault ? "on" : "off")"
            text += "| [`\(rule.id)`](\(link(rule))) | \(state) | \(rule.corrections.isEmpty ? "no" : "yes") | \(rule.summary) |\n"
        }
        return text
    }

    /// One rule's section, its heading at `level` (`###`), subsections one level down.
    public static func section(_ rule: RuleDescription, level: Int) -> String {
        let heading = String(repeating: "#", count: level)
        let sub = heading + "#"
        var text = "\(heading) \(rule.id)\n\n**\(rule.name).** \(rule.summary) "
        text += "Default: \(rule.defaultSeverity.rawValue), \(rule.enabledByDefault ? "enabled" : "off until enabled").\n\n"
        text += "\(sub) What it does\n\n\(rule.whatItDoes)\n\n"
        text += "\(sub) Why\n\n\(rule.why)\n\n"
        text += "\(sub) Example\n\n" + example(rule) + "\n"
        text += "\(sub) Fix safety\n\n\(rule.fixSafety)\n\n"
        text += "\(sub) Options\n\n" + options(rule)
        return text
    }

    /// The first triggering example, and the first correction before and after. The `↓`
    /// finding markers are test annotations, not Swift, so they are left out.
    static func example(_ rule: RuleDescription) -> String {
        var text = ""
        if let example = rule.triggeringExamples.first {
            text += "Reported:\n\n" + swiftBlock(unmarked(example.code)) + "\n"
        }
        if let correction = rule.corrections.first {
            text += "\nWith `--fix`" + flags(correction.options, of: rule) + ", this:\n\n" + swiftBlock(unmarked(correction.input))
            text += "\n\nbecomes:\n\n" + swiftBlock(correction.output) + "\n"
        }
        return text
    }

    static func options(_ rule: RuleDescription) -> String {
        var text = "| key | flag | default | meaning |\n| --- | --- | --- | --- |\n"
        text += "| `enabled` | `--enable \(rule.id)` | \(rule.enabledByDefault) | whether the rule runs |\n"
        text += "| `severity` | | \(rule.defaultSeverity.rawValue) | `warning` or `error` |\n"
        for option in rule.options {
            let key = option.scope == .shared ? "`\(option.key)` (top level)" : "`\(option.key)`"
            let flag = option.flag.map { "`\($0)`" } ?? ""
            text += "| \(key) | \(flag) | \(option.defaultValue) | \(option.help) |\n"
        }
        return text
    }

    /// How a user asks for an example's options: ` (--fix-style property)`.
    public static func flags(_ values: [String: RuleOptionValue], of rule: RuleDescription) -> String {
        let spelled = rule.options.compactMap { option -> String? in
            guard let value = values[option.key] else { return nil }
            guard let flag = option.flag else { return "\(option.key): \(value)" }
            if case .bool(true) = value { return flag }
            return "\(flag) \(value)"
        }
        return spelled.isEmpty ? "" : " (" + spelled.joined(separator: ", ") + ")"
    }

    static func unmarked(_ code: String) -> String { code.filter { $0 != "↓" } }

    static func swiftBlock(_ code: String) -> String {
        let body = code.hasSuffix("\n") ? code : code + "\n"
        return "```swift\n" + body + "```"
    }
}
