import ActionLintCore
import ActionLintRules

/// Configurations that set the action rules' options as a configuration file would.
extension Configuration {
    static func fixStyle(_ style: FixStyle) -> Configuration {
        Configuration(shared: [ActionOptions.fixStyle.key: .choice(style.rawValue)])
    }

    /// The duplicate rule's thresholds (and whether trivial shapes are reported); nil keeps the default.
    static func thresholds(minStatements: Int? = nil, minTokens: Int? = nil, reportTrivial: Bool? = nil) -> Configuration {
        Configuration(rules: [DuplicateActionClosureRule.description.id: .thresholds(minStatements: minStatements, minTokens: minTokens,
                                                                                     reportTrivial: reportTrivial)])
    }
}

extension Configuration {
    /// `long-action-closure` turned on, with its limits; nil keeps the default.
    static func longActions(maxStatements: Int? = nil, maxLines: Int? = nil, fixStyle: FixStyle = .method,
                            duplicatesToo: Bool = true) -> Configuration {
        var options: [String: RuleOptionValue] = [:]
        if let maxStatements { options[LongActionClosureOptions.maxStatements.key] = .integer(maxStatements) }
        if let maxLines { options[LongActionClosureOptions.maxLines.key] = .integer(maxLines) }
        var rules = [LongActionClosureRule.description.id: RuleSettings(enabled: true, options: options)]
        if !duplicatesToo { rules[DuplicateActionClosureRule.description.id] = RuleSettings(enabled: false) }
        return Configuration(shared: [ActionOptions.fixStyle.key: .choice(fixStyle.rawValue)], rules: rules)
    }
}

extension RuleSettings {
    static func thresholds(minStatements: Int? = nil, minTokens: Int? = nil, reportTrivial: Bool? = nil) -> RuleSettings {
        var options: [String: RuleOptionValue] = [:]
        if let reportTrivial { options[DuplicateActionClosureOptions.reportTrivial.key] = .bool(reportTrivial) }
        if let minStatements { options[DuplicateActionClosureOptions.minStatements.key] = .integer(minStatements) }
        if let minTokens { options[DuplicateActionClosureOptions.minTokens.key] = .integer(minTokens) }
        return RuleSettings(options: options)
    }
}

extension RuleCorrection {
    /// The fix style the correction is written for.
    var fixStyle: FixStyle {
        guard case let .choice(name)? = options[ActionOptions.fixStyle.key] else { return .method }
        return FixStyle(rawValue: name) ?? .method
    }
}
