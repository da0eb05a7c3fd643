import ActionLintCore
import ActionLintRules

/// `action-lint rules` and `action-lint explain <id>`.
enum RulesCommand {
    static func list() -> String {
        let width = RuleRegistry.ruleIDs.map(\.count).max() ?? 0
        var output = ""
        for description in RuleRegistry.descriptions {
            let id = padded(description.id, width)
            let state = description.enabledByDefault ? "on " : "off"
            output += "\(id)  \(padded(description.defaultSeverity.rawValue, 7))  \(state)  \(description.summary)\n"
        }
        return output
    }

    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `action-lint rules --markdown`: the rules table, then every rule's documentation.
    static func markdown() -> String { RuleDocumentation.markdown(RuleRegistry.descriptions) }

    /// `explain --markdown <id>`: the rule's help page, as `docs/rules/<id>.md` holds it (what
    /// SARIF's `helpUri` points to).
    static func page(_ id: String) -> String? {
        RuleRegistry.rule(id: id).map { RuleDocumentation.section($0.description, level: 1) }
    }

    /// The rule's documentation, then every example it carries.
    static func explain(_ id: String) -> String? {
        guard let description = RuleRegistry.rule(id: id)?.description else { return nil }
        var output = RuleDocumentation.section(description, level: 1)
        output += "\n# All examples\n"
        for example in description.triggeringExamples {
            output += "\nTriggers" + RuleDocumentation.flags(example.options, of: description) + " (↓ marks the finding):\n\n" + indented(example.code) + "\n"
        }
        for example in description.nonTriggeringExamples {
            output += "\nDoes not trigger" + RuleDocumentation.flags(example.options, of: description) + ":\n\n" + indented(example.code) + "\n"
        }
        for correction in description.corrections {
            let unsafe = correction.unsafe ? " (--unsafe-fixes)" : ""
            output += "\nFix" + RuleDocumentation.flags(correction.options, of: description) + "\(unsafe):\n\n" + indented(correction.input) + "\n\nbecomes:\n\n" + indented(correction.output) + "\n"
        }
        return output
    }

    static func indented(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}
