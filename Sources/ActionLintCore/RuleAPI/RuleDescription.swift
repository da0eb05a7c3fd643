/// Everything a user (and the test suite) needs to know about a rule. The examples double as
/// tests: `RuleDescriptionTests` lints each one.
public struct RuleDescription: Hashable, Sendable {
    /// Kebab-case identifier used in configuration, suppressions and output.
    public var id: String
    public var name: String
    /// One sentence.
    public var summary: String
    /// Why the rule exists and how to resolve a finding; a paragraph or two.
    public var rationale: String
    public var defaultSeverity: Severity
    public var enabledByDefault: Bool
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    public var corrections: [RuleCorrection]

    public init(
        id: String,
        name: String,
        summary: String,
        rationale: String,
        defaultSeverity: Severity = .warning,
        enabledByDefault: Bool = true,
        triggeringExamples: [RuleExample] = [],
        nonTriggeringExamples: [RuleExample] = [],
        corrections: [RuleCorrection] = []
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
    }
}
