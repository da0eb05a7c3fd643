import ActionLintTestSupport
import XCTest
@testable import ActionLintCore

final class JSONValueSerializationTests: XCTestCase {
    func testScalars() {
        XCTAssertEqual(JSONValue.null.serialized(pretty: false), "null")
        XCTAssertEqual(JSONValue.bool(true).serialized(pretty: false), "true")
        XCTAssertEqual(JSONValue.bool(false).serialized(pretty: true), "false")
        XCTAssertEqual(JSONValue.integer(-42).serialized(pretty: false), "-42")
    }

    /// Digits are written without a String: the extremes, zero and powers of ten print as
    /// `String(_:)` prints them.
    func testIntegersPrintLikeString() {
        for value in [0, 7, 9, 10, 99, 100, 1_000_000, -1, -10, Int.max, Int.min, Int.max / 10 * 10] {
            XCTAssertEqual(JSONValue.integer(value).serialized(pretty: false), String(value))
        }
    }

    func testIntegralDoublesPrintAsIntegers() {
        XCTAssertEqual(JSONValue.number(3).serialized(pretty: false), "3")
        XCTAssertEqual(JSONValue.number(-0.0).serialized(pretty: false), "0")
        XCTAssertEqual(JSONValue.number(1e16).serialized(pretty: false), "10000000000000000")
        XCTAssertEqual(JSONValue.number(0.5).serialized(pretty: false), "0.5")
        XCTAssertEqual(JSONValue.number(-2.25).serialized(pretty: false), "-2.25")
    }

    func testNonFiniteNumbersBecomeNull() {
        XCTAssertEqual(JSONValue.number(.nan).serialized(pretty: false), "null")
        XCTAssertEqual(JSONValue.number(-.infinity).serialized(pretty: false), "null")
    }

    func testStringEscapes() {
        let value = JSONValue.string("say \"hi\"\\ \n\r\t\u{0}\u{8}\u{1B}\u{1F} /")
        XCTAssertEqual(value.serialized(pretty: false), #""say \"hi\"\\ \n\r\t\u0000\u0008\u001b\u001f /""#)
    }

    func testNonASCIIIsWrittenAsUTF8() {
        XCTAssertEqual(JSONValue.string("Größe 👍🏽 \u{7F}").serialized(pretty: false), "\"Größe 👍🏽 \u{7F}\"")
    }

    /// "\r\n" is one Character in Swift; both of its scalars must still be escaped.
    func testCRLFIsEscapedAsTwoCharacters() {
        XCTAssertEqual(JSONValue.string("a\r\nb").serialized(pretty: false), #""a\r\nb""#)
    }

    func testCompactKeepsKeyOrderAndHasNoWhitespace() {
        let value = JSONValue.object([("z", .integer(1)), ("a", .array([.null, .string("x")])), ("m", .object([]))])
        XCTAssertEqual(value.serialized(pretty: false), #"{"z":1,"a":[null,"x"],"m":{}}"#)
    }

    func testPrettyIndentsByTwoSpaces() {
        let value = JSONValue.object([
            ("name", .string("a")),
            ("list", .array([.integer(1), .object([("k", .bool(true))])])),
            ("empty", .array([])),
            ("none", .object([])),
        ])
        let expected = """
        {
          "name": "a",
          "list": [
            1,
            {
              "k": true
            }
          ],
          "empty": [],
          "none": {}
        }
        """
        XCTAssertEqual(value.serialized(pretty: true), expected)
    }

    func testEscapedKeys() {
        XCTAssertEqual(JSONValue.object([("a\"b", .null)]).serialized(pretty: true), "{\n  \"a\\\"b\": null\n}")
    }

    func testEmptyContainersAtTopLevel() {
        XCTAssertEqual(JSONValue.array([]).serialized(pretty: true), "[]")
        XCTAssertEqual(JSONValue.object([]).serialized(pretty: true), "{}")
    }

    /// Parsing the output back gives the same value, so what is written is JSON and not just
    /// JSON-looking text.
    func testRoundTripsThroughAParser() throws {
        let value = JSONValue.object([
            ("text", .string("tab\tquote\" bell\u{7} emoji 😀 back\\slash")),
            ("numbers", .array([.integer(0), .integer(-7), .number(1.5), .number(-1e-7)])),
            ("nested", .object([("empty", .array([])), ("flag", .bool(false)), ("nothing", .null)])),
        ])
        XCTAssertEqual(try TestJSONParser.parse(value.serialized(pretty: true)), value)
        XCTAssertEqual(try TestJSONParser.parse(value.serialized(pretty: false)), value)
    }
}
