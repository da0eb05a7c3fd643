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
    /// The settings this rule reads beyond `enabled` and `severity`.
    public var options: [RuleOption]
    /// Whether a finding of this rule that no applied fix touched must still be there after the
    /// fix (one of the fixer's safety checks). False for a rule whose findings follow comments
    /// rather than code, so that moving code may make them come and go.
    public var findingsMustSurviveFixes: Bool

    public init(
        id: String,
        name: String,
        summary: String,
        rationale: String,
        defaultSeverity: Severity = .warning,
        enabledByDefault: Bool = true,
        triggeringExamples: [RuleExample] = [],
        nonTriggeringExamples: [RuleExample] = [],
        corrections: [RuleCorrection] = [],
        options: [RuleOption] = [],
        findingsMustSurviveFixes: Bool = true
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
        self.options = options
        self.findingsMustSurviveFixes = findingsMustSurviveFixes
    }
}
