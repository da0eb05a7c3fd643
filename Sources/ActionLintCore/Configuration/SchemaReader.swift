/// Typed access to a parsed JSON document that throws `SchemaViolation`s naming the key path,
/// shared by the configuration and baseline loaders so their messages read the same way.
enum SchemaReader {
    /// `parent.key`; keys that are not plain words are written `parent["a.b"]` so the path
    /// stays unambiguous and on one line.
    static func path(_ parent: String, key: String) -> String {
        let isPlain = !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
        }
        if isPlain { return parent.isEmpty ? key : "\(parent).\(key)" }
        return "\(parent)[\(JSONStringLiteral.quote(key))]"
    }

    static func path(_ parent: String, index: Int) -> String { "\(parent)[\(index)]" }

    /// How a value is named after "found": scalars verbatim, containers by their type.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .integer(number): return String(number)
        case let .number(number): return String(number)
        case let .string(text): return JSONStringLiteral.quote(text)
        case .array, .object: return value.typeName
        }
    }

    static func violation(_ keyPath: String, expected: String, found value: JSONValue) -> SchemaViolation {
        SchemaViolation(keyPath: keyPath, message: "expected \(expected), found \(describe(value))")
    }

    /// The members of an object whose keys must all be in `allowed`.
    static func object(
        _ value: JSONValue, at keyPath: String, allowedKeys allowed: [String]
    ) throws -> [(key: String, value: JSONValue)] {
        guard case let .object(members) = value else { throw violation(keyPath, expected: "an object", found: value) }
        for member in members where !allowed.contains(member.key) {
            throw unknownKey(path(keyPath, key: member.key), kind: "key", allowed: allowed)
        }
        return members
    }

    /// Reads each member of an object with `read`, in document order, adding to `problems` each
    /// key not in `allowed` and each violation `read` throws: the rest is still read.
    static func eachMember(
        _ value: JSONValue, at keyPath: String, allowedKeys allowed: [String], problems: inout [SchemaViolation],
        _ read: (String, JSONValue) throws -> Void
    ) throws {
        guard case let .object(members) = value else { throw violation(keyPath, expected: "an object", found: value) }
        for member in members {
            guard allowed.contains(member.key) else {
                problems.append(unknownKey(path(keyPath, key: member.key), kind: "key", allowed: allowed))
                continue
            }
            collecting(&problems) { try read(member.key, member.value) }
        }
    }

    /// What `read` returns, or nil with the violations it threw added to `problems`.
    @discardableResult
    static func collecting<Value>(_ problems: inout [SchemaViolation], _ read: () throws -> Value) -> Value? {
        do {
            return try read()
        } catch let violation as SchemaViolation {
            problems.append(violation)
        } catch let violations as SchemaViolations {
            problems += violations.all
        } catch {
            problems.append(SchemaViolation(keyPath: "", message: "\(error)"))
        }
        return nil
    }

    static func unknownKey(_ keyPath: String, kind: String, allowed: [String]) -> SchemaViolation {
        let choices = allowed.isEmpty ? "none are known" : "expected one of " + allowed.map(JSONStringLiteral.quote).joined(separator: ", ")
        return SchemaViolation(keyPath: keyPath, message: "unknown \(kind); \(choices)")
    }

    static func string(_ value: JSONValue, at keyPath: String) throws -> String {
        guard case let .string(text) = value else { throw violation(keyPath, expected: "a string", found: value) }
        return text
    }

    static func bool(_ value: JSONValue, at keyPath: String) throws -> Bool {
        guard case let .bool(flag) = value else { throw violation(keyPath, expected: "true or false", found: value) }
        return flag
    }

    /// A count: an integer of at least 1 (`1.0` is rejected: counts are written as integers).
    static func positiveInteger(_ value: JSONValue, at keyPath: String) throws -> Int {
        guard case let .integer(number) = value, number >= 1 else {
            throw violation(keyPath, expected: "an integer >= 1", found: value)
        }
        return number
    }

    /// One of a fixed set of strings, e.g. a severity.
    static func choice(_ value: JSONValue, at keyPath: String, among choices: [String]) throws -> String {
        let expected = choices.map(JSONStringLiteral.quote).joined(separator: " or ")
        guard case let .string(text) = value, choices.contains(text) else {
            throw violation(keyPath, expected: expected, found: value)
        }
        return text
    }

    static func stringArray(_ value: JSONValue, at keyPath: String) throws -> [String] {
        guard case let .array(elements) = value else {
            throw violation(keyPath, expected: "an array of strings", found: value)
        }
        return try elements.enumerated().map { offset, element in
            try string(element, at: path(keyPath, index: offset))
        }
    }
}
