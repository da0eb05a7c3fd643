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

    static func explain(_ id: String) -> String? {
        guard let description = RuleRegistry.rule(id: id)?.description else { return nil }
        var output = "\(description.id): \(description.name)\n\n\(description.summary)\n\n\(description.rationale)\n\n"
        output += "Default severity: \(description.defaultSeverity.rawValue); enabled by default: \(description.enabledByDefault ? "yes" : "no")\n"
        for example in description.triggeringExamples {
            output += "\nTriggers (↓ marks the finding):\n\n" + indented(example.code) + "\n"
        }
        for example in description.nonTriggeringExamples {
            output += "\nDoes not trigger:\n\n" + indented(example.code) + "\n"
        }
        for correction in description.corrections {
            let style = optionFlags(correction.options, of: description)
            let unsafe = correction.unsafe ? " (--unsafe-fixes)" : ""
            output += "\nFix\(style)\(unsafe):\n\n" + indented(correction.input) + "\n\nbecomes:\n\n" + indented(correction.output) + "\n"
        }
        return output
    }

    /// How a user would ask for an example's options: ` (--fix-style property)`.
    static func optionFlags(_ values: [String: RuleOptionValue], of description: RuleDescription) -> String {
        let spelled = description.options.compactMap { option -> String? in
            guard let value = values[option.key] else { return nil }
            guard let flag = option.flag else { return "\(option.key): \(value)" }
            if case .bool(true) = value { return flag }
            return "\(flag) \(value)"
        }
        return spelled.isEmpty ? "" : " (" + spelled.joined(separator: ", ") + ")"
    }

    static func indented(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}
