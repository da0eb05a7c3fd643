/// Per-rule settings from the configuration file; `nil` (or a missing option) means "the rule's
/// default".
public struct RuleSettings: Hashable, Sendable {
    public var enabled: Bool?
    public var severity: Severity?
    /// The rule's options by key (`RuleOption.key`), as configured.
    public var options: [String: RuleOptionValue]

    public init(enabled: Bool? = nil, severity: Severity? = nil, options: [String: RuleOptionValue] = [:]) {
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }

    /// The option's configured value, or its declared default.
    public func value(_ option: RuleOption) -> RuleOptionValue { options[option.key] ?? option.defaultValue }

    public func integer(_ option: RuleOption) -> Int {
        if case let .integer(value) = value(option) { return value }
        if case let .integer(value) = option.defaultValue { return value }
        return 0
    }

    public func bool(_ option: RuleOption) -> Bool {
        if case let .bool(value) = value(option) { return value }
        if case let .bool(value) = option.defaultValue { return value }
        return false
    }

    public func choice(_ option: RuleOption) -> String {
        if case let .choice(value) = value(option) { return value }
        if case let .choice(value) = option.defaultValue { return value }
        return ""
    }
}
