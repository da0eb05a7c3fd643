/// Finds, reads and validates `.action-lint.json`, and renders the effective configuration.
///
/// Validation is strict: an unknown key, a wrong type or an impossible value stops the run with
/// a one-line `ConfigurationError`, because a typo (`"minStatement": 3`) silently ignored would
/// leave the user believing a setting applies.
public struct ConfigurationLoader: Sendable {
    public static let fileName = ".action-lint.json"

    /// Shared options' keys go between `exclude` and `ruleDocsURL`.
    static let fixedTopLevelKeys = (before: ["include", "exclude"], after: ["ruleDocsURL", "rules"])
    static let fixedRuleKeys = ["enabled", "severity"]

    /// The rules a `rules` object may name, in the order `--print-config` lists them, with the
    /// options each declares.
    public var rules: [RuleDescription]

    public init(rules: [RuleDescription]) {
        self.rules = rules
    }

    /// Options set at the top level, each once, in the order the rules declare them.
    var sharedOptions: [RuleOption] {
        var seen: Set<String> = []
        return rules.flatMap(\.options).filter { $0.scope == .shared && seen.insert($0.key).inserted }
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
        } catch let violations as SchemaViolations {
            let errors = violations.all.map { ConfigurationError(path: path, message: $0.description) }
            throw errors.dropFirst().reduce(errors[0]) { $0.adding($1) }
        }
    }

    // MARK: - Validation

    private func configuration(from document: JSONValue) throws -> Configuration {
        guard case .object = document else {
            throw SchemaReader.violation("", expected: "an object at the top level", found: document)
        }
        let shared = sharedOptions
        var configuration = Configuration()
        // Every mistake of the file is reported, not only the first (`SchemaViolations`).
        var problems: [SchemaViolation] = []
        let allowed = Self.fixedTopLevelKeys.before + shared.map(\.key) + Self.fixedTopLevelKeys.after
        try SchemaReader.eachMember(document, at: "", allowedKeys: allowed, problems: &problems) { key, value in
            switch key {
            case "include": configuration.include = try globs(value, at: key)
            case "exclude": configuration.exclude = try globs(value, at: key)
            case "ruleDocsURL": configuration.ruleDocsURL = try ruleDocsURL(value, at: key)
            case "rules": configuration.rules = try ruleTables(value, at: key)
            default:
                guard let option = shared.first(where: { $0.key == key }) else { return }
                configuration.shared[key] = try optionValue(value, of: option, at: key)
            }
        }
        guard problems.isEmpty else { throw SchemaViolations(all: problems) }
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

    /// A link written into reports must open: an absolute http(s) URL, checked here.
    private func ruleDocsURL(_ value: JSONValue, at keyPath: String) throws -> String {
        guard case let .string(text) = value, ToolInfo.isRuleDocsURL(text) else {
            throw SchemaReader.violation(keyPath, expected: "an http(s) URL (the folder of the rule pages)", found: value)
        }
        return text
    }

    private func ruleTables(_ value: JSONValue, at keyPath: String) throws -> [String: RuleSettings] {
        guard case let .object(members) = value else {
            throw SchemaReader.violation(keyPath, expected: "an object", found: value)
        }
        var tables: [String: RuleSettings] = [:]
        var problems: [SchemaViolation] = []
        for (ruleID, settings) in members {
            let rulePath = SchemaReader.path(keyPath, key: ruleID)
            guard let rule = rules.first(where: { $0.id == ruleID }) else {
                problems.append(SchemaReader.unknownKey(rulePath, kind: "rule id", allowed: rules.map(\.id)))
                continue
            }
            tables[ruleID] = SchemaReader.collecting(&problems) { try ruleSettings(settings, of: rule, at: rulePath) }
        }
        guard problems.isEmpty else { throw SchemaViolations(all: problems) }
        return tables
    }

    /// A rule's table: `enabled`, `severity` and the rule's own options, nothing else.
    private func ruleSettings(_ value: JSONValue, of rule: RuleDescription, at keyPath: String) throws -> RuleSettings {
        let options = rule.options.filter { $0.scope == .rule }
        var settings = RuleSettings()
        var problems: [SchemaViolation] = []
        let allowed = Self.fixedRuleKeys + options.map(\.key)
        try SchemaReader.eachMember(value, at: keyPath, allowedKeys: allowed, problems: &problems) { key, member in
            let memberPath = SchemaReader.path(keyPath, key: key)
            switch key {
            case "enabled": settings.enabled = try SchemaReader.bool(member, at: memberPath)
            case "severity":
                let name = try SchemaReader.choice(member, at: memberPath, among: Severity.allCases.map(\.rawValue))
                settings.severity = Severity(rawValue: name)
            default:
                guard let option = options.first(where: { $0.key == key }) else { return }
                settings.options[key] = try optionValue(member, of: option, at: memberPath)
            }
        }
        guard problems.isEmpty else { throw SchemaViolations(all: problems) }
        return settings
    }

    private func optionValue(_ value: JSONValue, of option: RuleOption, at keyPath: String) throws -> RuleOptionValue {
        switch option.kind {
        case .positiveInteger: return .integer(try SchemaReader.positiveInteger(value, at: keyPath))
        case .bool: return .bool(try SchemaReader.bool(value, at: keyPath))
        case let .choice(names): return .choice(try SchemaReader.choice(value, at: keyPath, among: names))
        }
    }

    // MARK: - Effective configuration

    /// The configuration as `--print-config` shows it: every key with defaults filled in — the
    /// shared options, `ruleDocsURL` when one is set (it has no default), then each known rule's
    /// `enabled`, `severity` and own options — in declaration order.
    public func effectiveJSON(_ configuration: Configuration) -> JSONValue {
        let shared = sharedOptions.map { option in
            (key: option.key, value: Self.json(configuration.shared[option.key] ?? option.defaultValue))
        }
        let ruleTables = rules.map { rule in
            let settings = configuration.settings(for: rule)
            let fixed: [(key: String, value: JSONValue)] = [
                (key: "enabled", value: .bool(settings.enabled ?? rule.enabledByDefault)),
                (key: "severity", value: .string((settings.severity ?? rule.defaultSeverity).rawValue)),
            ]
            let own = rule.options.filter { $0.scope == .rule }.map { option in
                (key: option.key, value: Self.json(settings.value(option)))
            }
            return (key: rule.id, value: JSONValue.object(fixed + own))
        }
        let docs = configuration.ruleDocsURL.map { [(key: "ruleDocsURL", value: JSONValue.string($0))] } ?? []
        return .object([
            (key: "include", value: .array(configuration.include.map(JSONValue.string))),
            (key: "exclude", value: .array(configuration.exclude.map(JSONValue.string))),
        ] + shared + docs + [(key: "rules", value: .object(ruleTables))])
    }

    static func json(_ value: RuleOptionValue) -> JSONValue {
        switch value {
        case let .integer(number): return .integer(number)
        case let .bool(flag): return .bool(flag)
        case let .choice(name): return .string(name)
        }
    }
}
