/// A piece of Swift in a rule's description. In triggering examples `↓` marks where each finding
/// starts (the marker is removed before linting); the rule-description test checks them.
public struct RuleExample: Hashable, Sendable {
    public var code: String
    public init(_ code: String) { self.code = code }
}
