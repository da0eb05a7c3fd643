/// The effective configuration of a run: the file's settings with command-line flags applied.
public struct Configuration: Hashable, Sendable {
    /// Globs (relative to the configuration's folder) a file must match to be linted; empty = all.
    public var include: [String]
    /// Globs of files and folders never linted.
    public var exclude: [String]
    /// Values of shared options (`RuleOption.Scope.shared`), set at the top level, by key.
    public var shared: [String: RuleOptionValue]
    public var rules: [String: RuleSettings]
    /// The http(s) folder of the rule help pages (`<folder>/<rule-id>.md`), which SARIF's
    /// `helpUri` and the language server's links point to; nil: no link to the web.
    public var ruleDocsURL: String?

    public init(include: [String] = [], exclude: [String] = [], shared: [String: RuleOptionValue] = [:], rules: [String: RuleSettings] = [:],
                ruleDocsURL: String? = nil) {
        self.include = include
        self.exclude = exclude
        self.shared = shared
        self.rules = rules
        self.ruleDocsURL = ruleDocsURL
    }

    /// A rule's settings as configured, with the shared options it declares filled in.
    public func settings(for rule: RuleDescription) -> RuleSettings {
        var settings = rules[rule.id] ?? RuleSettings()
        for option in rule.options where option.scope == .shared {
            if let value = shared[option.key] { settings.options[option.key] = value }
        }
        return settings
    }

    /// The configuration an example's options describe (`RuleExample.options`): each value set
    /// for `rule` and every other rule of `rules` that declares the option. An example shows its
    /// rule at work, so a rule that is off by default is turned on.
    public static func example(_ values: [String: RuleOptionValue], of rule: RuleDescription, among rules: [RuleDescription]) -> Configuration {
        var configuration = Configuration()
        if !rule.enabledByDefault { configuration.rules[rule.id, default: RuleSettings()].enabled = true }
        for option in rule.options {
            if let value = values[option.key] { configuration.set(option, to: value, declaredBy: rules) }
        }
        return configuration
    }

    /// This configuration refined by a nested one (or by command-line flags): every key `child`
    /// sets wins — a shared option, `ruleDocsURL`, a rule's `enabled`, `severity` or one of its options — and
    /// the rest is kept. `include` and `exclude` are the child's when it has any: each file's
    /// globs stay relative to its own folder and are applied by `ResolvedConfiguration`, so
    /// these lists only say what the nearest file wrote.
    public func refined(by child: Configuration) -> Configuration {
        var merged = self
        if !child.include.isEmpty { merged.include = child.include }
        if !child.exclude.isEmpty { merged.exclude = child.exclude }
        merged.shared.merge(child.shared) { _, new in new }
        if let url = child.ruleDocsURL { merged.ruleDocsURL = url }
        for (id, settings) in child.rules {
            var refined = merged.rules[id] ?? RuleSettings()
            if let enabled = settings.enabled { refined.enabled = enabled }
            if let severity = settings.severity { refined.severity = severity }
            refined.options.merge(settings.options) { _, new in new }
            merged.rules[id] = refined
        }
        return merged
    }

    /// Sets an option for every rule of `rules` that declares it (a command-line flag).
    public mutating func set(_ option: RuleOption, to value: RuleOptionValue, declaredBy rules: [RuleDescription]) {
        if option.scope == .shared {
            shared[option.key] = value
            return
        }
        for rule in rules where rule.options.contains(option) {
            self.rules[rule.id, default: RuleSettings()].options[option.key] = value
        }
    }
}
