/// Finds, reads and validates `.action-lint.json`, and renders the effective configuration.
///
/// Validation is strict: an unknown key, a wrong type or an impossible value stops the run with
/// a one-line `ConfigurationError`, because a typo (`"minStatement": 3`) silently ignored would
/// leave the user believing a setting applies.
public struct ConfigurationLoader: Sendable {
    public static let fileName = ".action-lint.json"

    /// What a rule uses when neither the file nor the rule's own defaults say otherwise.
    public static let builtInRuleDefaults = RuleSettings(enabled: true, severity: .warning, minStatements: 2, minTokens: 8)

    static let topLevelKeys = ["include", "exclude", "fixStyle", "rules"]
    static let ruleKeys = ["enabled", "severity", "minStatements", "minTokens"]

    /// Rule ids a `rules` object may name, in the order `--print-config` lists them.
    public var knownRuleIDs: [String]
    /// Per-rule defaults that differ from `builtInRuleDefaults` (only the non-nil fields count).
    public var ruleDefaults: [String: RuleSettings]

    public init(knownRuleIDs: [String], ruleDefaults: [String: RuleSettings] = [:]) {
        self.knownRuleIDs = knownRuleIDs
        self.ruleDefaults = ruleDefaults
    }

    // MARK: - Finding and reading the file

    /// The absolute path of the nearest `.action-lint.json` in `folder` or one of its parents,
    /// up to the filesystem root; nil when there is none.
    public func locate(from folder: String, workingFolder: String? = nil) -> String? {
        var current: String? = FilePaths.absolute(folder, relativeTo: FileSystemAccess.workingFolder(workingFolder))
        while let candidateFolder = current {
            let candidate = FilePaths.join(candidateFolder, Self.fileName)
            if FileSystemAccess.exists(candidate) { return candidate }
            current = FilePaths.parent(candidateFolder)
        }
        return nil
    }

    /// Loads the nearest configuration above `folder`, or the defaults (with `folder` as the
    /// base folder) when there is none.
    /// - Throws: `ConfigurationError`.
    public func load(searchingFrom folder: String, workingFolder: String? = nil) throws -> LoadedConfiguration {
        let working = FileSystemAccess.workingFolder(workingFolder)
        guard let file = locate(from: folder, workingFolder: working) else {
            return LoadedConfiguration(configuration: Configuration(), file: nil, baseFolder: FilePaths.absolute(folder, relativeTo: working))
        }
        return try load(file: file, workingFolder: working)
    }

    /// Loads a named file (`--config`); relative paths are taken from `workingFolder`.
    /// - Throws: `ConfigurationError`.
    public func load(file path: String, workingFolder: String? = nil) throws -> LoadedConfiguration {
        let working = FileSystemAccess.workingFolder(workingFolder)
        let absolute = FilePaths.absolute(path, relativeTo: working)
        let shownPath = FilePaths.relative(absolute, to: working).flatMap { $0.isEmpty ? nil : $0 } ?? absolute
        let bytes: [UInt8]
        do {
            bytes = try FileSystemAccess.readBytes(absolute)
        } catch {
            throw ConfigurationError(path: shownPath, message: "cannot read the configuration file: \(error.description)")
        }
        let configuration = try parse(bytes, path: shownPath)
        return LoadedConfiguration(configuration: configuration, file: absolute, baseFolder: FilePaths.parent(absolute) ?? "/")
    }

    /// Parses and validates a configuration document; `path` is only used in messages.
    /// - Throws: `ConfigurationError`.
    public func parse(_ bytes: [UInt8], path: String) throws -> Configuration {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch let error as JSONParseError {
            throw ConfigurationError(path: path, line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
        do {
            return try configuration(from: document)
        } catch let violation as SchemaViolation {
            throw ConfigurationError(path: path, message: violation.description)
        }
    }

    // MARK: - Validation

    private func configuration(from document: JSONValue) throws -> Configuration {
        guard case .object = document else {
            throw SchemaReader.violation("", expected: "an object at the top level", found: document)
        }
        var configuration = Configuration()
        for (key, value) in try SchemaReader.object(document, at: "", allowedKeys: Self.topLevelKeys) {
            switch key {
            case "include": configuration.include = try globs(value, at: key)
            case "exclude": configuration.exclude = try globs(value, at: key)
            case "fixStyle":
                let name = try SchemaReader.choice(value, at: key, among: FixStyle.allCases.map(\.rawValue))
                configuration.fixStyle = FixStyle(rawValue: name) ?? .method
            default: configuration.rules = try rules(value, at: key)
            }
        }
        return configuration
    }

    /// Strings that must compile as globs, so a bad pattern is reported here, with its key path,
    /// rather than when files are discovered.
    private func globs(_ value: JSONValue, at keyPath: String) throws -> [String] {
        let patterns = try SchemaReader.stringArray(value, at: keyPath)
        for (offset, pattern) in patterns.enumerated() {
            do {
                _ = try Glob(pattern)
            } catch {
                throw SchemaViolation(keyPath: SchemaReader.path(keyPath, index: offset), message: error.description)
            }
        }
        return patterns
    }

    private func rules(_ value: JSONValue, at keyPath: String) throws -> [String: RuleSettings] {
        guard case let .object(members) = value else {
            throw SchemaReader.violation(keyPath, expected: "an object", found: value)
        }
        var rules: [String: RuleSettings] = [:]
        for (ruleID, settings) in members {
            let rulePath = SchemaReader.path(keyPath, key: ruleID)
            guard knownRuleIDs.contains(ruleID) else {
                throw SchemaReader.unknownKey(rulePath, kind: "rule id", allowed: knownRuleIDs)
            }
            rules[ruleID] = try ruleSettings(settings, at: rulePath)
        }
        return rules
    }

    private func ruleSettings(_ value: JSONValue, at keyPath: String) throws -> RuleSettings {
        var settings = RuleSettings()
        for (key, member) in try SchemaReader.object(value, at: keyPath, allowedKeys: Self.ruleKeys) {
            let memberPath = SchemaReader.path(keyPath, key: key)
            switch key {
            case "enabled": settings.enabled = try SchemaReader.bool(member, at: memberPath)
            case "severity":
                let name = try SchemaReader.choice(member, at: memberPath, among: Severity.allCases.map(\.rawValue))
                settings.severity = Severity(rawValue: name)
            case "minStatements": settings.minStatements = try SchemaReader.positiveInteger(member, at: memberPath)
            default: settings.minTokens = try SchemaReader.positiveInteger(member, at: memberPath)
            }
        }
        return settings
    }

    // MARK: - Effective configuration

    /// A rule's settings with every field filled: the configuration's value, else the rule's
    /// default, else the built-in default.
    public func effectiveSettings(for ruleID: String, in configuration: Configuration) -> RuleSettings {
        let configured = configuration.settings(for: ruleID)
        let ruleDefault = ruleDefaults[ruleID] ?? RuleSettings()
        let builtIn = Self.builtInRuleDefaults
        return RuleSettings(
            enabled: configured.enabled ?? ruleDefault.enabled ?? builtIn.enabled,
            severity: configured.severity ?? ruleDefault.severity ?? builtIn.severity,
            minStatements: configured.minStatements ?? ruleDefault.minStatements ?? builtIn.minStatements,
            minTokens: configured.minTokens ?? ruleDefault.minTokens ?? builtIn.minTokens
        )
    }

    /// The configuration as `--print-config` shows it: every key, with defaults filled in, for
    /// every known rule (then any other configured rule, sorted), in schema order.
    public func effectiveJSON(_ configuration: Configuration) -> JSONValue {
        let extraRuleIDs = configuration.rules.keys.filter { !knownRuleIDs.contains($0) }.sorted(by: FilePaths.byteOrder)
        let rules = (knownRuleIDs + extraRuleIDs).map { ruleID in
            (key: ruleID, value: settingsJSON(effectiveSettings(for: ruleID, in: configuration)))
        }
        return .object([
            (key: "include", value: .array(configuration.include.map(JSONValue.string))),
            (key: "exclude", value: .array(configuration.exclude.map(JSONValue.string))),
            (key: "fixStyle", value: .string(configuration.fixStyle.rawValue)),
            (key: "rules", value: .object(rules)),
        ])
    }

    private func settingsJSON(_ settings: RuleSettings) -> JSONValue {
        let builtIn = Self.builtInRuleDefaults
        return .object([
            (key: "enabled", value: .bool(settings.enabled ?? builtIn.enabled ?? true)),
            (key: "severity", value: .string((settings.severity ?? .warning).rawValue)),
            (key: "minStatements", value: .integer(settings.minStatements ?? builtIn.minStatements ?? 2)),
            (key: "minTokens", value: .integer(settings.minTokens ?? builtIn.minTokens ?? 8)),
        ])
    }
}
