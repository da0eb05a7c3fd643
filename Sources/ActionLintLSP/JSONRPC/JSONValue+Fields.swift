import ActionLintCore

/// Reading the fields of protocol messages: nil when a field is missing or of another type.
extension JSONValue {
    var string: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    var integer: Int? {
        switch self {
        case let .integer(value): return value
        // Some clients write every number as a float; a whole one is still a count.
        case let .number(value) where value.rounded() == value && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    var bool: Bool? {
        if case let .bool(value) = self { return value }
        return nil
    }

    var array: [JSONValue]? {
        if case let .array(values) = self { return values }
        return nil
    }

    /// The value at a path of object keys (`capabilities.general.positionEncodings`).
    func at(_ keys: String...) -> JSONValue? {
        var current: JSONValue? = self
        for key in keys { current = current?[key] }
        return current
    }
}
