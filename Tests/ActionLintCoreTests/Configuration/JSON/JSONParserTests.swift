import XCTest
@testable import ActionLintCore

final class JSONParserTests: XCTestCase {
    private func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONParseError? {
        do {
            let value = try JSONParser.parse(text)
            XCTFail("expected an error, parsed \(value)", file: file, line: line)
            return nil
        } catch let error as JSONParseError {
            return error
        } catch {
            XCTFail("unexpected error type \(error)", file: file, line: line)
            return nil
        }
    }

    func testParsesNestedDocumentKeepingKeyOrder() throws {
        let value = try JSONParser.parse(#" { "z": [1, -2.5, true, false, null], "a": {"b": "c"} } "#)
        XCTAssertEqual(value, .object([
            (key: "z", value: .array([.integer(1), .number(-2.5), .bool(true), .bool(false), .null])),
            (key: "a", value: .object([(key: "b", value: .string("c"))])),
        ]))
        guard case let .object(members) = value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["z", "a"])
    }

    func testIntegersAndNumbersAreKeptApart() throws {
        XCTAssertEqual(try JSONParser.parse("42"), .integer(42))
        XCTAssertEqual(try JSONParser.parse("-0"), .integer(0))
        XCTAssertEqual(try JSONParser.parse("1.0"), .number(1.0))
        XCTAssertEqual(try JSONParser.parse("1e2"), .number(100))
        XCTAssertEqual(try JSONParser.parse("2E-1"), .number(0.2))
        // Too large for Int: still a number, so that a schema can say "expected an integer".
        XCTAssertEqual(try JSONParser.parse("123456789012345678901234567890"), .number(123456789012345678901234567890.0))
    }

    func testStringEscapesAndSurrogatePairs() throws {
        let value = try JSONParser.parse(#""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00 é""#)
        XCTAssertEqual(value, .string("\"\\/\u{08}\u{0C}\n\r\té😀 é"))
    }

    func testRejectsTrailingCommas() {
        XCTAssertEqual(parseError("[1, 2,]")?.description, "line 1, column 7: trailing comma before ']'")
        XCTAssertEqual(parseError("{\"a\": 1,\n}")?.description, "line 2, column 1: trailing comma before '}'")
    }

    func testRejectsComments() {
        XCTAssertEqual(parseError("{// note\n}")?.message, "expected a string key, found a comment (comments are not allowed)")
        XCTAssertEqual(parseError("[1] /* x */")?.message, "expected end of input, found a comment (comments are not allowed)")
    }

    func testRejectsDuplicateKeysAtTheSecondKey() {
        let error = parseError("{\"a\": 1,\n \"a\": 2}")
        XCTAssertEqual(error?.description, "line 2, column 2: duplicate key \"a\"")
    }

    func testRejectsLeadingZerosAndMalformedNumbers() {
        XCTAssertEqual(parseError("01")?.message, "leading zeros are not allowed in numbers")
        XCTAssertEqual(parseError("[-01]")?.message, "leading zeros are not allowed in numbers")
        XCTAssertEqual(parseError("1.")?.message, "expected a digit after '.', found end of input")
        XCTAssertEqual(parseError("1e+")?.message, "expected a digit in the exponent, found end of input")
        XCTAssertEqual(parseError("-x")?.message, "expected a digit, found 'x'")
        XCTAssertEqual(parseError(".5")?.message, "expected a value, found '.'")
        XCTAssertEqual(parseError("+1")?.message, "expected a value, found '+'")
        XCTAssertEqual(parseError("1e999")?.message, "number 1e999 is out of range")
    }

    func testRejectsTrailingGarbageAndBadLiterals() {
        XCTAssertEqual(parseError("{} x")?.description, "line 1, column 4: expected end of input, found 'x'")
        XCTAssertEqual(parseError("[tru]")?.message, "expected a value, found 'tru'")
        XCTAssertEqual(parseError("NaN")?.message, "expected a value, found 'NaN'")
        XCTAssertEqual(parseError("")?.message, "unexpected end of input, expected a value")
        XCTAssertEqual(parseError("[1 2]")?.message, "expected ',' or ']', found '2'")
        XCTAssertEqual(parseError("{\"a\" 1}")?.message, "expected ':', found '1'")
        XCTAssertEqual(parseError("{1: 2}")?.message, "expected a string key, found '1'")
    }

    func testRejectsBadStrings() {
        XCTAssertEqual(parseError(#""\ud800""#)?.message, "unpaired surrogate \\uD800 in string")
        XCTAssertEqual(parseError(#""\udc00""#)?.message, "unpaired surrogate \\uDC00 in string")
        XCTAssertEqual(parseError(#""\ud800\u0041""#)?.message, "unpaired surrogate \\uD800 in string")
        XCTAssertEqual(parseError(#""\q""#)?.description, "line 1, column 2: invalid escape '\\q' in string")
        XCTAssertEqual(parseError(#""\u12"#)?.message, "expected four hexadecimal digits after '\\u'")
        XCTAssertEqual(parseError("\"a\nb\"")?.message, "unescaped control character U+000A in string")
        XCTAssertEqual(parseError("\"abc")?.message, "unterminated string")
    }

    func testRejectsInvalidUTF8() {
        XCTAssertThrowsError(try JSONParser.parse([0x22, 0xC3, 0x22])) { error in
            XCTAssertEqual((error as? JSONParseError)?.message, "invalid UTF-8 sequence")
        }
        // An overlong encoding of "/".
        XCTAssertThrowsError(try JSONParser.parse([0x22, 0xC0, 0xAF, 0x22])) { error in
            XCTAssertEqual((error as? JSONParseError)?.message, "invalid UTF-8 byte 0xC0")
        }
    }

    func testPositionsCountLinesAndScalars() {
        let error = parseError("{\n  \"a\": 1\n  \"b\": 2\n}")
        XCTAssertEqual(error?.description, "line 3, column 3: expected ',' or '}', found '\"'")
        // "é" is two bytes but one column.
        XCTAssertEqual(parseError("[\"é\" x]")?.column, 6)
    }

    func testDepthIsBounded() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNoThrow(try JSONParser.parse(deepest))
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        XCTAssertEqual(parseError(tooDeep)?.message, "nesting is deeper than 512 levels")
        // A hostile file: an error, not a stack overflow.
        let hostile = String(repeating: "[{\"a\":", count: 50_000)
        XCTAssertEqual(parseError(hostile)?.message, "nesting is deeper than 512 levels")
    }

    func testSkipsByteOrderMarkWithoutCountingItAsAColumn() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        XCTAssertEqual(try JSONParser.parse(bom + Array("[]".utf8)), .array([]))
        XCTAssertThrowsError(try JSONParser.parse(bom + Array("[1,]".utf8))) { error in
            XCTAssertEqual("\(error)", "line 1, column 4: trailing comma before ']'")
        }
    }

    func testWindowsLineBreaksCountAsOneLine() {
        XCTAssertEqual(parseError("{\r\n\"a\": 1\r\n\"b\"}")?.description, "line 3, column 1: expected ',' or '}', found '\"'")
    }
}
