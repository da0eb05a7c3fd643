import ActionLintCore
import Foundation

/// A JSON Schema (draft-04) validator covering the keywords the official SARIF 2.1.0 schema uses:
/// `$ref` into the same document, `type`, `enum`, `minimum`, `maximum`, `pattern`, `items`,
/// `minItems`, `uniqueItems`, `properties`, `required`, `additionalProperties`, `anyOf`, `oneOf`
/// and `allOf`. Annotations (`description`, `default`, `format`, `title`) are ignored, as draft-04
/// allows. Unsupported keywords are ignored too, so a schema using more than this must not be
/// trusted to this validator.
public struct JSONSchemaValidator {
    let root: JSONValue

    public init(schema: JSONValue) { root = schema }

    /// Every violation as `pointer: reason`; empty when the instance is valid.
    public func validate(_ instance: JSONValue) -> [String] {
        var errors: [String] = []
        check(instance, against: root, at: "", errors: &errors)
        return errors
    }

    private func check(_ instance: JSONValue, against schema: JSONValue, at path: String, errors: inout [String]) {
        if case let .bool(accepts) = schema {
            if !accepts { errors.append("\(path): no value is allowed here") }
            return
        }
        // In draft-04 a `$ref` replaces the whole schema it appears in; siblings are ignored.
        if case let .string(reference)? = schema["$ref"] {
            guard let target = resolve(reference) else {
                errors.append("\(path): unresolvable $ref \(reference)")
                return
            }
            check(instance, against: target, at: path, errors: &errors)
            return
        }
        checkType(instance, schema, path, &errors)
        checkEnum(instance, schema, path, &errors)
        checkNumber(instance, schema, path, &errors)
        checkString(instance, schema, path, &errors)
        checkArray(instance, schema, path, &errors)
        checkObject(instance, schema, path, &errors)
        checkCombinators(instance, schema, path, &errors)
    }

    /// `#/definitions/name` and other JSON pointers into this schema.
    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#") else { return nil }
        var node = root
        for token in reference.dropFirst().split(separator: "/") {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    // MARK: - Keywords

    private func checkType(_ instance: JSONValue, _ schema: JSONValue, _ path: String, _ errors: inout [String]) {
        let names: [String]
        switch schema["type"] {
        case let .string(name)?: names = [name]
        case let .array(values)?: names = values.compactMap { if case let .string(name) = $0 { name } else { nil } }
        default: return
        }
        if !names.contains(where: { JSONSchemaValidator.has(instance, type: $0) }) {
            errors.append("\(path): expected \(names.joined(separator: " or ")), found \(instance.typeName)")
        }
    }

    private func checkEnum(_ instance: JSONValue, _ schema: JSONValue, _ path: String, _ errors: inout [String]) {
        guard case let .array(allowed)? = schema["enum"] else { return }
        if !allowed.contains(where: { JSONSchemaValidator.equal($0, instance) }) {
            errors.append("\(path): \(instance.serialized(pretty: false)) is not one of the allowed values")
        }
    }

    private func checkNumber(_ instance: JSONValue, _ schema: JSONValue, _ path: String, _ errors: inout [String]) {
        guard let value = JSONSchemaValidator.number(instance) else { return }
        if let minimum = schema["minimum"].flatMap(JSONSchemaValidator.number), value < minimum {
            errors.append("\(path): \(value) is less than the minimum \(minimum)")
        }
        if let maximum = schema["maximum"].flatMap(JSONSchemaValidator.number), value > maximum {
            errors.append("\(path): \(value) is more than the maximum \(maximum)")
        }
    }

    /// `pattern` is a search, not a full match, unless the pattern anchors itself.
    private func checkString(_ instance: JSONValue, _ schema: JSONValue, _ path: String, _ errors: inout [String]) {
        guard case let .string(text) = instance, case let .string(pattern)? = schema["pattern"] else { return }
        guard let regex = try? NSRegularExpression(pattern: pattern) else {
            errors.append("\(path): schema pattern \(pattern) does not compile")
            return
        }
        let range = NSRange(text.startIndex..., in: text)
        if regex.firstMatch(in: text, range: range) == nil {
            errors.append("\(path): \"\(text)\" does not match \(pattern)")
        }
    }

    private func checkArray(_ instance: JSONValue, _ schema: JSONValue, _ path: String, _ errors: inout [String]) {
        guard case let .array(values) = instance else { return }
        if case let .integer(minimum)? = schema["minItems"], values.count < minimum {
            errors.append("\(path): \(values.count) items, at least \(minimum) required")
        }
        if case .bool(true)? = schema["uniqueItems"], JSONSchemaValidator.hasDuplicates(values) {
            errors.append("\(path): items are not unique")
        }
        switch schema["items"] {
        case let .array(itemSchemas)?:
            for (index, (value, itemSchema)) in zip(values, itemSchemas).enumerated() {
                check(value, against: itemSchema, at: "\(path)/\(index)", errors: &errors)
            }
        case let itemSchema?:
            for (index, value) in values.enumerated() {
                check(value, against: itemSchema, at: "\(path)/\(index)", errors: &errors)
            }
        case nil:
            break
        }
    }

    private func checkObject(_ instance: JSONValue, _ schema: JSONValue, _ path: String, _ errors: inout [String]) {
        guard case let .object(members) = instance else { return }
        if case let .array(required)? = schema["required"] {
            for case let .string(name) in required where instance[name] == nil {
                errors.append("\(path): missing required property \"\(name)\"")
            }
        }
        let properties = schema["properties"]
        for member in members {
            let memberPath = "\(path)/\(member.key)"
            if let propertySchema = properties?[member.key] {
                check(member.value, against: propertySchema, at: memberPath, errors: &errors)
            } else if let additional = schema["additionalProperties"] {
                if case .bool(false) = additional {
                    errors.append("\(path): property \"\(member.key)\" is not allowed")
                } else {
                    check(member.value, against: additional, at: memberPath, errors: &errors)
                }
            }
        }
    }

    private func checkCombinators(_ instance: JSONValue, _ schema: JSONValue, _ path: String, _ errors: inout [String]) {
        if case let .array(schemas)? = schema["allOf"] {
            for subschema in schemas { check(instance, against: subschema, at: path, errors: &errors) }
        }
        if case let .array(schemas)? = schema["anyOf"], passingCount(instance, schemas, path) == 0 {
            errors.append("\(path): matches none of the anyOf schemas")
        }
        if case let .array(schemas)? = schema["oneOf"] {
            let count = passingCount(instance, schemas, path)
            if count != 1 { errors.append("\(path): matches \(count) of the oneOf schemas, not exactly one") }
        }
    }

    private func passingCount(_ instance: JSONValue, _ schemas: [JSONValue], _ path: String) -> Int {
        schemas.filter { subschema in
            var subErrors: [String] = []
            check(instance, against: subschema, at: path, errors: &subErrors)
            return subErrors.isEmpty
        }.count
    }

    // MARK: - JSON data model

    /// Draft-04 types; an integer is any number without a fractional part.
    private static func has(_ instance: JSONValue, type: String) -> Bool {
        switch (type, instance) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object):
            return true
        case ("integer", .integer), ("number", .integer), ("number", .number):
            return true
        case let ("integer", .number(value)):
            return value.rounded() == value
        default:
            return false
        }
    }

    private static func number(_ value: JSONValue) -> Double? {
        switch value {
        case let .integer(integer): return Double(integer)
        case let .number(number): return number
        default: return nil
        }
    }

    /// JSON equality: numbers by value (`1` equals `1.0`), objects regardless of key order.
    private static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        if let left = number(lhs), let right = number(rhs) { return left == right }
        switch (lhs, rhs) {
        case let (.array(left), .array(right)):
            return left.count == right.count && zip(left, right).allSatisfy(equal)
        case let (.object(left), .object(right)):
            return left.count == right.count
                && left.allSatisfy { member in rhs[member.key].map { equal(member.value, $0) } ?? false }
        default:
            return lhs == rhs
        }
    }

    private static func hasDuplicates(_ values: [JSONValue]) -> Bool {
        for (index, value) in values.enumerated() where values[(index + 1)...].contains(where: { equal($0, value) }) {
            return true
        }
        return false
    }
}
