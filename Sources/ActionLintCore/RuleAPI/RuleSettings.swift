/// Per-rule settings from the configuration file; `nil` means "the rule's default".
public struct RuleSettings: Hashable, Sendable {
    public var enabled: Bool?
    public var severity: Severity?
    /// Bodies with at least this many statements are never trivial.
    public var minStatements: Int?
    /// Single-statement bodies with fewer significant tokens than this are trivial.
    public var minTokens: Int?

    public init(enabled: Bool? = nil, severity: Severity? = nil, minStatements: Int? = nil, minTokens: Int? = nil) {
        self.enabled = enabled
        self.severity = severity
        self.minStatements = minStatements
        self.minTokens = minTokens
    }
}
