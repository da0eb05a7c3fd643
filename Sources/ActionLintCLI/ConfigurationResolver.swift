import ActionLintCore
import ActionLintRules

/// The effective configuration: the file (found upward, named, or none) with flags applied.
enum ConfigurationResolver {
    static func resolve(_ options: LintOptions, workingFolder: String) throws -> LoadedConfiguration {
        let loader = Self.loader
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
        loader.effectiveJSON(configuration).serialized(pretty: true) + "\n"
    }

    /// Knows every rule's own defaults, so `--print-config` shows what `LintEngine` will use
    /// for a rule that is off by default or defaults to `error`, not the built-in fallbacks.
    static var loader: ConfigurationLoader {
        var defaults: [String: RuleSettings] = [:]
        for description in RuleRegistry.descriptions {
            defaults[description.id] = RuleSettings(enabled: description.enabledByDefault, severity: description.defaultSeverity)
        }
        return ConfigurationLoader(knownRuleIDs: RuleRegistry.ruleIDs, ruleDefaults: defaults)
    }
}
