import ActionLintCore

/// The options every action rule shares: set once at the top level of the configuration
/// (`"fixStyle": "property"`) or by `--fix-style`, read by each rule that lists it.
public enum ActionOptions {
    public static let fixStyle = RuleOption(
        key: "fixStyle",
        kind: .choice(FixStyle.allCases.map(\.rawValue)),
        defaultValue: .choice(FixStyle.method.rawValue),
        help: "extract into a method (`func addItem()`) or a computed property (`var addAction`)",
        flag: "--fix-style", scope: .shared
    )
}

extension RuleContext {
    /// How this run writes extracted members.
    var fixStyle: FixStyle { FixStyle(rawValue: settings.choice(ActionOptions.fixStyle)) ?? .method }
}
