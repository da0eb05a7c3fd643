/// What a rule may know beyond the file it checks.
public struct RuleContext: Sendable {
    /// This rule's settings with every default filled in.
    public var settings: RuleSettings
    public var severity: Severity
    /// Names declared in each type (by qualified name) across every linted file, so that
    /// a new member never collides with one declared in another file's extension.
    public var memberIndex: MemberIndex
    /// The file's suppression comments.
    public var suppressions: SuppressionIndex
    /// Every rule id the tool knows (for checking suppression comments).
    public var knownRuleIDs: Set<String>
    /// The ids of the rules that run on the file (for unused suppression comments).
    public var ranRuleIDs: Set<String>
    /// Whether fixes need their edits. When false, nothing will read them (see
    /// `LintEngine.needsFixEdits`): a rule may return each fix with no edits, saving the text it
    /// would write, but must decide whether there is a fix, and which, exactly as it would with
    /// the edits.
    public var needsFixEdits: Bool
    /// What the module's other files declare, for a fix needing a type this file does not write.
    public var moduleTypes: any ModuleTypes

    public init(settings: RuleSettings, severity: Severity, memberIndex: MemberIndex,
                suppressions: SuppressionIndex, knownRuleIDs: Set<String>, needsFixEdits: Bool = true, ranRuleIDs: Set<String> = [],
                moduleTypes: any ModuleTypes = NoModuleTypes()) {
        self.settings = settings
        self.severity = severity
        self.memberIndex = memberIndex
        self.suppressions = suppressions
        self.knownRuleIDs = knownRuleIDs
        self.needsFixEdits = needsFixEdits
        self.ranRuleIDs = ranRuleIDs
        self.moduleTypes = moduleTypes
    }
}
