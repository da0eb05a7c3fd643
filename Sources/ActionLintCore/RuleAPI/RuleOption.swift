/// A setting a rule declares next to its description: the configuration loader validates the
/// rule's table against these declarations, `--print-config` lists them, `action-lint explain`
/// and the generated docs describe them, and one with a `flag` is a command-line flag too. Core
/// knows no option by name.
public struct RuleOption: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case positiveInteger
        case bool
        /// One of these strings.
        case choice([String])
    }

    /// Where the option is set.
    public enum Scope: Hashable, Sendable {
        /// In the rule's own table: `"rules": { "<rule-id>": { "<key>": … } }`.
        case rule
        /// Once, at the top level of the configuration, for every rule that declares it
        /// (`"fixStyle"`: how every action rule writes the members it extracts).
        case shared
    }

    public var key: String
    public var kind: Kind
    public var defaultValue: RuleOptionValue
    /// One line, for `--help`, `explain` and the docs.
    public var help: String
    /// The command-line flag that sets it (`--min-statements`), if any.
    public var flag: String?
    public var scope: Scope

    public init(key: String, kind: Kind, defaultValue: RuleOptionValue, help: String, flag: String? = nil, scope: Scope = .rule) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue
        self.help = help
        self.flag = flag
        self.scope = scope
    }

    /// What the kind accepts, for messages: "a whole number of at least 1", "true or false",
    /// "method or property".
    public var expectation: String {
        switch kind {
        case .positiveInteger: return "a whole number of at least 1"
        case .bool: return "true or false"
        case let .choice(names): return names.count == 2 ? "\(names[0]) or \(names[1])" : "one of: " + names.joined(separator: ", ")
        }
    }

    /// The value a command-line flag's text spells, or nil when the kind does not accept it.
    public func value(fromFlagText text: String) -> RuleOptionValue? {
        switch kind {
        case .positiveInteger: return Int(text).flatMap { $0 >= 1 ? .integer($0) : nil }
        case .bool: return text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
        case let .choice(names): return names.contains(text) ? .choice(text) : nil
        }
    }
}

/// The value of a rule option.
public enum RuleOptionValue: Hashable, Sendable, CustomStringConvertible {
    case integer(Int)
    case bool(Bool)
    case choice(String)

    public var description: String {
        switch self {
        case let .integer(value): return String(value)
        case let .bool(value): return String(value)
        case let .choice(value): return value
        }
    }
}
