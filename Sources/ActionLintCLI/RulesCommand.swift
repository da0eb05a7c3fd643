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
            let style = correction.fixStyle == .property ? " (--fix-style property)" : ""
            let unsafe = correction.unsafe ? " (--unsafe-fixes)" : ""
            output += "\nFix\(style)\(unsafe):\n\n" + indented(correction.input) + "\n\nbecomes:\n\n" + indented(correction.output) + "\n"
        }
        return output
    }

    static func indented(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}
