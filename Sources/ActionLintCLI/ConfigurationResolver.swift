import ActionLintCore
import ActionLintRules

/// The configuration of every file: the nearest `.action-lint.json` files (or `--config`, or
/// none with `--no-config`), with the flags applied on top.
enum ConfigurationResolver {
    /// - Throws: `ConfigurationError` for a `--config` file that cannot be used.
    static func tree(_ options: LintOptions, workingFolder: String) throws -> ConfigurationTree {
        let source: ConfigurationTree.Source
        if options.noConfig {
            source = .fixed(LoadedConfiguration(configuration: Configuration(), file: nil, baseFolder: workingFolder))
        } else if let path = options.configPath {
            source = .fixed(try loader.load(file: path, workingFolder: workingFolder))
        } else {
            source = .nearestFiles
        }
        return try ConfigurationTree(source: source, loader: loader, workingFolder: workingFolder, overrides: flagSettings(options))
    }

    /// The flags (`--enable`/`--disable`, rule options, `--rule-docs-url`) as a configuration
    /// that refines every file's.
    static func flagSettings(_ options: LintOptions) -> Configuration {
        var flags = Configuration(ruleDocsURL: options.rulesDocumentationURL)
        for (id, enabled) in options.enabledRules {
            flags.rules[id, default: RuleSettings()].enabled = enabled
        }
        for setting in options.ruleOptions {
            flags.set(setting.option, to: setting.value, declaredBy: RuleRegistry.descriptions)
        }
        return flags
    }

    static func effectiveJSON(_ configuration: Configuration) -> String {
        loader.effectiveJSON(configuration).serialized(pretty: true) + "\n"
    }

    /// Validates each rule's table against that rule's declared options.
    static var loader: ConfigurationLoader { ConfigurationLoader(rules: RuleRegistry.descriptions) }
}
