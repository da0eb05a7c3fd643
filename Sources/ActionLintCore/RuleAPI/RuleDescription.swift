/// Everything a user (and the test suite) needs to know about a rule. The examples double as
/// tests: `RuleDescriptionTests` lints each one.
public struct RuleDescription: Hashable, Sendable {
    /// Kebab-case identifier used in configuration, suppressions and output.
    public var id: String
    public var name: String
    /// One sentence.
    public var summary: String
    /// The rule's documentation in fixed sections (Markdown), as `action-lint explain` and the
    /// generated docs show it: what it finds, exactly; why that is worth a change; what its fix
    /// does and when the fix is safe. The example and options sections come from `corrections`,
    /// `triggeringExamples` and `options`.
    public var whatItDoes: String
    public var why: String
    public var fixSafety: String
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
    /// Rules that speak first about the same code: a finding of this rule whose range is the
    /// primary or a related range of one of their findings in the file is dropped (a long
    /// action that repeats another is left to the duplicate rule, whose fix removes both).
    public var yieldsTo: [String]
    /// Whether the rule reads which suppression comments the other rules used
    /// (`SuppressionIndex.unusedDirectives`): it then runs after them.
    public var readsSuppressionUse: Bool
    /// Words a dashboard files the rule under (SARIF `properties.tags`).
    public var tags: [String]
    /// How often a finding is a real problem (SARIF's `precision`): `very-high`, `high`,
    /// `medium` or `low`.
    public var precision: String

    public init(
        id: String,
        name: String,
        summary: String,
        whatItDoes: String,
        why: String,
        fixSafety: String = "The rule has no automatic fix.",
        defaultSeverity: Severity = .warning,
        enabledByDefault: Bool = true,
        triggeringExamples: [RuleExample] = [],
        nonTriggeringExamples: [RuleExample] = [],
        corrections: [RuleCorrection] = [],
        options: [RuleOption] = [],
        findingsMustSurviveFixes: Bool = true,
        yieldsTo: [String] = [],
        readsSuppressionUse: Bool = false,
        tags: [String] = [],
        precision: String = "high"
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.whatItDoes = whatItDoes
        self.why = why
        self.fixSafety = fixSafety
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
        self.options = options
        self.findingsMustSurviveFixes = findingsMustSurviveFixes
        self.yieldsTo = yieldsTo
        self.readsSuppressionUse = readsSuppressionUse
        self.tags = tags
        self.precision = precision
    }

    /// What and why in one text, for reporters with a single description field (SARIF).
    public var rationale: String { whatItDoes + "\n\n" + why }
}
