/// The effective configuration of a run: the file's settings with command-line flags applied.
public struct Configuration: Hashable, Sendable {
    /// Globs (relative to the configuration's folder) a file must match to be linted; empty = all.
    public var include: [String]
    /// Globs of files and folders never linted.
    public var exclude: [String]
    public var fixStyle: FixStyle
    public var rules: [String: RuleSettings]

    public init(include: [String] = [], exclude: [String] = [], fixStyle: FixStyle = .method, rules: [String: RuleSettings] = [:]) {
        self.include = include
        self.exclude = exclude
        self.fixStyle = fixStyle
        self.rules = rules
    }

    public func settings(for ruleID: String) -> RuleSettings { rules[ruleID] ?? RuleSettings() }
}
