/// A JSON document. Objects keep their keys in order so that output is stable and written in
/// the order a reader expects (`version` before `findings`), and so that the configuration
/// parser can report duplicate keys.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// Integers are kept apart from other numbers: configuration values are counts.
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case let .bool(value): hasher.combine(value)
        case let .integer(value): hasher.combine(value)
        case let .number(value): hasher.combine(value)
        case let .string(value): hasher.combine(value)
        case let .array(values): hasher.combine(values)
        case let .object(members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// The member named `key` of an object (the first, if repeated).
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The name of this value's JSON type, for error messages ("expected an integer, found a string").
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer: return "an integer"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
