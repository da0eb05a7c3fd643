/// A piece of Swift in a rule's description. In triggering examples `↓` marks where each finding
/// starts (the marker is removed before linting); the rule-description test checks them.
public struct RuleExample: Hashable, Sendable {
    public var code: String
    /// Option values by key that differ from the defaults, so that an option's effect is an
    /// example too (`minStatements: 1` makes a one-statement body count).
    public var options: [String: RuleOptionValue]

    public init(_ code: String, options: [String: RuleOptionValue] = [:]) {
        self.code = code
        self.options = options
    }
}
