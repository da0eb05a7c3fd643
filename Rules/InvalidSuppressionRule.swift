import ActionLintCore

/// `invalid-suppression`: an `action-lint:` comment naming a rule that does not exist (a typo
/// would otherwise silently suppress nothing).
public struct InvalidSuppressionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "invalid-suppression",
        name: "Invalid suppression",
        summary: "An `action-lint:` suppression comment names an unknown rule or none at all.",
        rationale: """
        A misspelt rule id in `// action-lint:disable:next …` suppresses nothing, so the finding it \
        was meant to hide comes back — or, worse, a later real finding is not hidden where the \
        author thought it was. Use the ids listed by `action-lint rules`, or `all`.
        """,
        defaultSeverity: .warning,
        enabledByDefault: true,
        triggeringExamples: [
            RuleExample("""
            struct ProfileView: View {
                ↓// action-lint:disable:next duplicate-action-closures
                var body: some View { Text("Hi") }
            }
            """),
            RuleExample("""
            ↓// action-lint:disable
            struct ProfileView: View {
                var body: some View { Text("Hi") }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct ProfileView: View {
                // action-lint:disable:next duplicate-action-closure
                var body: some View { Text("Hi") }
            }
            """),
            RuleExample("""
            // action-lint:disable all - generated code
            struct ProfileView: View {
                var body: some View { Text("Hi") }
            }
            // action-lint:enable all
            """),
        ]
    )

    public func check(_ file: ParsedFile, _ context: RuleContext) -> [Finding] {
        context.suppressions.directives.compactMap { directive in
            let unknown = directive.ruleIDs.filter { $0 != "all" && !context.knownRuleIDs.contains($0) }
            let message: String
            if directive.ruleIDs.isEmpty {
                message = "The `action-lint:\(directive.action.rawValue)` comment names no rule; add rule ids or `all`"
            } else if !unknown.isEmpty {
                let list = unknown.map { "`\($0)`" }.joined(separator: ", ")
                message = "The `action-lint:\(directive.action.rawValue)` comment names unknown rule\(unknown.count == 1 ? "" : "s") \(list); see `action-lint rules`"
            } else {
                return nil
            }
            return Finding(
                ruleID: Self.description.id, severity: context.severity, message: message,
                range: SourceRange(file: file.source, bytes: directive.range),
                fingerprint: StableHash.hex(Self.description.id + ActionBody.separator + file.source.text(directive.range))
            )
        }
    }
}
