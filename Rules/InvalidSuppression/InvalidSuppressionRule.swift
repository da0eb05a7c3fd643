import ActionLintCore

/// `invalid-suppression`: an `action-lint:` comment naming a rule that does not exist, or
/// that suppresses nothing (a typo, or code that moved, would otherwise leave a comment that
/// silently hides the next finding written there — or nothing at all).
public struct InvalidSuppressionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "invalid-suppression",
        name: "Invalid suppression",
        summary: "An `action-lint:` suppression comment names an unknown rule, none at all, an unknown action, "
            + "or suppresses nothing.",
        whatItDoes: """
        Reports an `action-lint:` comment that names a rule that does not exist
        (`disable:next duplicate-action-closures`), names no rule at all (`// action-lint:disable`),
        spells an unknown action (`disable:nxt`), or disables rules and suppresses none of their
        findings (SwiftLint's superfluous disable; comments that name `all` are not checked for
        use). Valid ids are those `action-lint rules` lists, or `all`; valid actions are
        `disable`, `enable`, `disable:next`, `disable:this`, `disable:previous` and `disable-file`.
        """,
        why: """
        A misspelt rule id suppresses nothing, so the finding it was meant to hide comes back — or,
        worse, a later real finding is not hidden where the author thought it was; a misspelt
        action does nothing either. Reporting the comment makes the mistake visible where it is.
        """,
        fixSafety: "No automatic fix: only the author knows which rule was meant. "
            + "Correct the id or the action by hand.",
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
            RuleExample("""
            struct ProfileView: View {
                var body: some View {
                    Text("Hi") ↓// action-lint:disable:nxt duplicate-action-closure
                }
            }
            """),
            RuleExample("""
            struct ProfileView: View {
                ↓// action-lint:disable:next duplicate-action-closure
                var body: some View { Text("Hi") }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct ProfileView: View {
                @State private var count = 0
                var body: some View {
                    Button("Add") {
                        count += 1
                        log("added")
                    }
                    // action-lint:disable:next duplicate-action-closure
                    Text("Tap to add")
                        .font(.caption)
                        .onTapGesture {
                            count += 1
                            log("added")
                        }
                }
            }
            """),
            RuleExample("""
            // action-lint:disable all - generated code
            struct ProfileView: View {
                var body: some View { Text("Hi") }
            }
            // action-lint:enable all
            """),
        ],
        // Its findings sit on comments, which fixes may move.
        findingsMustSurviveFixes: false,
        readsSuppressionUse: true,
        tags: ["suppression", "correctness"],
        precision: "very-high"
    )

    /// Suppression comments are tokens: the syntax model does not matter here.
    public func needsSyntax(_ file: ParsedFile, _ settings: RuleSettings) -> Bool { false }

    /// Every finding sits on a comment holding `action-lint:`.
    public func needsTokens(_ bytes: [UInt8], _ settings: RuleSettings) -> Bool {
        SuppressionIndex.mayHoldDirectives(bytes)
    }

    public func check(_ file: ParsedFile, _ context: RuleContext) -> [Finding] {
        let misspelt = context.suppressions.unrecognized.map { directive in
            let message = "The `action-lint:\(directive.action)` comment has an unknown action; "
                + "use one of \(Self.actionList)"
            return finding(file, context, range: directive.range, message: message)
        }
        let findings = misspelt + unknownRules(file, context) + unused(file, context)
        return findings.sorted { $0.range.start < $1.range.start }
    }

    /// The known actions, for messages: `disable`, `enable`, `disable:next`, ….
    static let actionList = SuppressionDirective.Action.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")

    func finding(_ file: ParsedFile, _ context: RuleContext, range: Range<Int>, message: String) -> Finding {
        Finding(
            ruleID: Self.description.id, severity: context.severity, message: message,
            range: SourceRange(file: file.source, bytes: range),
            fingerprint: StableHash.hex(Self.description.id + Finding.keySeparator + file.source.text(range))
        )
    }

    /// Directives that suppressed nothing of the rules that ran before this one.
    func unused(_ file: ParsedFile, _ context: RuleContext) -> [Finding] {
        guard !context.suppressions.isEmpty else { return [] }
        let directives = context.suppressions.unusedDirectives(ranRules: context.ranRuleIDs,
                                                               exempt: [Self.description.id])
        return directives.map { directive in
            let ids = directive.ruleIDs.joined(separator: " ")
            let message = "The `action-lint:\(directive.action.rawValue) \(ids)` comment suppresses nothing; remove it"
            return finding(file, context, range: directive.range, message: message)
        }
    }

    func unknownRules(_ file: ParsedFile, _ context: RuleContext) -> [Finding] {
        context.suppressions.directives.compactMap { directive in
            let unknown = directive.ruleIDs.filter { $0 != "all" && !context.knownRuleIDs.contains($0) }
            let message: String
            if directive.ruleIDs.isEmpty {
                message = "The `action-lint:\(directive.action.rawValue)` comment names no rule; add rule ids or `all`"
            } else if !unknown.isEmpty {
                let list = unknown.map { "`\($0)`" }.joined(separator: ", ")
                let rules = unknown.count == 1 ? "rule" : "rules"
                message = "The `action-lint:\(directive.action.rawValue)` comment names unknown \(rules) \(list); "
                    + "see `action-lint rules`"
            } else {
                return nil
            }
            return finding(file, context, range: directive.range, message: message)
        }
    }
}
