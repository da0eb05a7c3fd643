import ActionLintCore

/// The settings of `duplicate-action-closure`, beyond the shared fix style.
public enum DuplicateActionClosureOptions {
    public static let minStatements = RuleOption(
        key: "minStatements", kind: .positiveInteger, defaultValue: .integer(2),
        help: "a body with at least this many statements is never too short to report", flag: "--min-statements"
    )
    public static let minTokens = RuleOption(
        key: "minTokens", kind: .positiveInteger, defaultValue: .integer(8),
        help: "a body with fewer statements is reported only with at least this many tokens", flag: "--min-tokens"
    )

    public static let reportTrivial = RuleOption(
        key: "reportTrivial", kind: .bool, defaultValue: .bool(false),
        help: "also report bodies that are one call or one assignment of plain values (`store.send(.refresh)`)",
        flag: "--report-trivial"
    )

    public static let all = [ActionOptions.fixStyle, minStatements, minTokens, reportTrivial]
}

extension RuleSettings {
    var minStatements: Int { integer(DuplicateActionClosureOptions.minStatements) }
    var minTokens: Int { integer(DuplicateActionClosureOptions.minTokens) }
    var reportTrivial: Bool { bool(DuplicateActionClosureOptions.reportTrivial) }
}
