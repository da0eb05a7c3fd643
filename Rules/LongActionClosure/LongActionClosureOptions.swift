import ActionLintCore

/// The settings of `long-action-closure`, beyond the shared fix style.
public enum LongActionClosureOptions {
    public static let maxStatements = RuleOption(
        key: "maxStatements", kind: .positiveInteger, defaultValue: .integer(3),
        help: "an action with more top-level statements than this is reported", flag: "--max-statements"
    )
    public static let maxLines = RuleOption(
        key: "maxLines", kind: .positiveInteger, defaultValue: .integer(8),
        help: "an action whose body spans more lines than this is reported", flag: "--max-lines"
    )

    public static let all = [ActionOptions.fixStyle, maxStatements, maxLines]
}

extension RuleSettings {
    var maxStatements: Int { integer(LongActionClosureOptions.maxStatements) }
    var maxLines: Int { integer(LongActionClosureOptions.maxLines) }
}
