import ActionLintTestSupport
import XCTest
@testable import ActionLintCore

/// The validator is test code that other tests trust, so each keyword gets an accept and a reject.
final class JSONSchemaValidatorTests: XCTestCase {
    private func errors(_ schema: String, _ instance: String) throws -> [String] {
        JSONSchemaValidator(schema: try TestJSONParser.parse(schema)).validate(try TestJSONParser.parse(instance))
    }

    func testType() throws {
        XCTAssertEqual(try errors(#"{"type": "integer"}"#, "3"), [])
        XCTAssertEqual(try errors(#"{"type": "integer"}"#, "3.0"), [])
        XCTAssertEqual(try errors(#"{"type": "integer"}"#, "3.5"), [": expected integer, found a number"])
        XCTAssertEqual(try errors(#"{"type": ["string", "null"]}"#, "null"), [])
        XCTAssertEqual(try errors(#"{"type": ["string", "null"]}"#, "[]"), [": expected string or null, found an array"])
    }

    func testEnumMinimumMaximumPattern() throws {
        XCTAssertEqual(try errors(#"{"enum": ["a", 1]}"#, "1.0"), [])
        XCTAssertEqual(try errors(#"{"enum": ["a", 1]}"#, #""b""#), [#": "b" is not one of the allowed values"#])
        XCTAssertEqual(try errors(#"{"minimum": 1, "maximum": 3}"#, "0"), [": 0.0 is less than the minimum 1.0"])
        XCTAssertEqual(try errors(#"{"minimum": 1, "maximum": 3}"#, "4"), [": 4.0 is more than the maximum 3.0"])
        XCTAssertEqual(try errors(#"{"pattern": "[0-9]+(\\.[0-9]+){3}"}"#, #""v1.2.3.4""#), [])
        XCTAssertEqual(try errors(#"{"pattern": "^[a-z]{2}$"}"#, #""abc""#), [#": "abc" does not match ^[a-z]{2}$"#])
    }

    func testArrays() throws {
        let schema = #"{"items": {"type": "integer"}, "minItems": 2, "uniqueItems": true}"#
        XCTAssertEqual(try errors(schema, "[1, 2]"), [])
        XCTAssertEqual(try errors(schema, "[1]"), [": 1 items, at least 2 required"])
        XCTAssertEqual(try errors(schema, "[1, 1.0]"), [": items are not unique"])
        XCTAssertEqual(try errors(schema, #"[1, "x"]"#), ["/1: expected integer, found a string"])
    }

    func testObjects() throws {
        let schema = #"{"properties": {"a": {"type": "string"}}, "required": ["a"], "additionalProperties": false}"#
        XCTAssertEqual(try errors(schema, #"{"a": "x"}"#), [])
        XCTAssertEqual(try errors(schema, "{}"), [#": missing required property "a""#])
        XCTAssertEqual(try errors(schema, #"{"a": "x", "b": 1}"#), [#": property "b" is not allowed"#])
        let typed = #"{"additionalProperties": {"type": "string"}}"#
        XCTAssertEqual(try errors(typed, #"{"k": 1}"#), ["/k: expected string, found an integer"])
    }

    func testRefAndCombinators() throws {
        let schema = #"""
        {"definitions": {"n": {"type": "integer"}, "s": {"type": "string"}},
         "properties": {
           "any": {"anyOf": [{"$ref": "#/definitions/n"}, {"$ref": "#/definitions/s"}]},
           "one": {"oneOf": [{"$ref": "#/definitions/n"}, {"type": "number"}]}}}
        """#
        XCTAssertEqual(try errors(schema, #"{"any": "x", "one": 1.5}"#), [])
        XCTAssertEqual(try errors(schema, #"{"any": true}"#), ["/any: matches none of the anyOf schemas"])
        // 1 is both an integer and a number: two matches, and oneOf wants exactly one.
        XCTAssertEqual(try errors(schema, #"{"one": 1}"#), ["/one: matches 2 of the oneOf schemas, not exactly one"])
        XCTAssertEqual(try errors(##"{"$ref": "#/definitions/missing"}"##, "1"), [": unresolvable $ref #/definitions/missing"])
    }
}
