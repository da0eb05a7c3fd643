import ActionLintCore

/// Every rule action-lint knows, in the order `action-lint rules` lists them.
public enum RuleRegistry {
    public static let ruleIDs: [String] = []
}
