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
            loaded = try loader.load(searchingFrom: searchFolder(options, workingFolder: workingFolder), workingFolder: workingFolder)
        }
        // Command-line flags win over the file.
        for (id, enabled) in options.enabledRules {
            loaded.configuration.rules[id, default: RuleSettings()].enabled = enabled
        }
        for setting in options.ruleOptions {
            loaded.configuration.set(setting.option, to: setting.value, declaredBy: RuleRegistry.descriptions)
        }
        return loaded
    }

    /// Where the search for `.action-lint.json` starts: the working folder, or for standard input
    /// named with `--stdin-path` that path's folder — an editor piping a buffer gets the
    /// configuration of the file, whatever folder it runs the tool in.
    static func searchFolder(_ options: LintOptions, workingFolder: String) -> String {
        guard options.paths == ["-"], let path = options.stdinPath else { return workingFolder }
        return WorkingFolder.folder(holding: WorkingFolder.absolute(path, in: workingFolder))
    }

    static func effectiveJSON(_ configuration: Configuration) -> String {
        loader.effectiveJSON(configuration).serialized(pretty: true) + "\n"
    }

    /// Validates each rule's table against that rule's declared options.
    static var loader: ConfigurationLoader { ConfigurationLoader(rules: RuleRegistry.descriptions) }
}
