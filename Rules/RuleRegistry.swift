import ActionLintCore

/// Every rule action-lint knows, in the order `action-lint rules` lists them.
public enum RuleRegistry {
    public static let rules: [any Rule.Type] = [
        DuplicateActionClosureRule.self,
        InvalidSuppressionRule.self,
        LongActionClosureRule.self,
    ]

    public static let ruleIDs: [String] = rules.map { $0.description.id }

    public static var descriptions: [RuleDescription] { rules.map { $0.description } }

    public static func rule(id: String) -> (any Rule.Type)? { rules.first { $0.description.id == id } }

    /// The options that have a command-line flag, each once (a shared option is declared by
    /// several rules), in declaration order: the one table the argument parser and `--help` use.
    public static let flagOptions: [RuleOption] = {
        var seen: Set<String> = []
        return descriptions.flatMap(\.options).filter { option in
            guard let flag = option.flag else { return false }
            return seen.insert(flag).inserted
        }
    }()
}
