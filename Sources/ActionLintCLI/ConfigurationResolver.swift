import ActionLintCore
import ActionLintRules

/// The effective configuration: the file (found upward, named, or none) with flags applied.
enum ConfigurationResolver {
    static func resolve(_ options: LintOptions, workingFolder: String) throws -> LoadedConfiguration {
        let loader = ConfigurationLoader(knownRuleIDs: RuleRegistry.ruleIDs)
        var loaded: LoadedConfiguration
        if options.noConfig {
            loaded = LoadedConfiguration(configuration: Configuration(), file: nil, baseFolder: workingFolder)
        } else if let path = options.configPath {
            loaded = try loader.load(file: path, workingFolder: workingFolder)
        } else {
            loaded = try loader.load(searchingFrom: workingFolder, workingFolder: workingFolder)
        }
        // Command-line flags win over the file.
        if let style = options.fixStyle { loaded.configuration.fixStyle = style }
        let ruleID = DuplicateActionClosureRule.description.id
        if let minStatements = options.minStatements { loaded.configuration.rules[ruleID, default: RuleSettings()].minStatements = minStatements }
        if let minTokens = options.minTokens { loaded.configuration.rules[ruleID, default: RuleSettings()].minTokens = minTokens }
        return loaded
    }

    static func effectiveJSON(_ configuration: Configuration) -> String {
        let loader = ConfigurationLoader(knownRuleIDs: RuleRegistry.ruleIDs)
        return loader.effectiveJSON(configuration).serialized(pretty: true) + "\n"
    }
}
