import ActionLintCore

/// A small strict JSON parser for tests only: it reads the SARIF schema and parses reporter
/// output back, so a test can check that what the reporters write is JSON and not just text that
/// looks like it. (The production parser lives elsewhere; this one stays independent of it so a
/// bug in one cannot hide the same bug in the other.)
public struct TestJSONParser {
    public struct ParseError: Error, CustomStringConvertible {
        var offset: Int
        var reason: String
        public var description: String { "invalid JSON at byte \(offset): \(reason)" }
    }

    private let bytes: [UInt8]
    private var index = 0

    public static func parse(_ text: String) throws -> JSONValue {
        var parser = TestJSONParser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("trailing characters") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ reason: String) -> ParseError { ParseError(offset: index, reason: reason) }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ literal: String) throws {
        for byte in literal.utf8 {
            guard current == byte else { throw error("expected \(literal)") }
            index += 1
        }
    }

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard depth < 512 else { throw error("nested too deeply") }
        guard let byte = current else { throw error("expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key") }
            let key = try parseString()
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            if current == UInt8(ascii: "}") { index += 1; return .object(members) }
            try expect(",")
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(values) }
        while true {
            skipWhitespace()
            values.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            if current == UInt8(ascii: "]") { index += 1; return .array(values) }
            try expect(",")
        }
    }

    private mutating func parseString() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string") }
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20 else { throw error("unescaped control character") }
            if byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll()
                scalars.append(try parseEscape())
            } else {
                run.append(byte)
                index += 1
            }
        }
        index += 1
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        return String(scalars)
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        index += 1
        guard let byte = current else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try parseUnicodeEscape()
        default: throw error("unknown escape")
        }
    }

    /// `\uXXXX`, joining a UTF-16 surrogate pair written as two escapes.
    private mutating func parseUnicodeEscape() throws -> Unicode.Scalar {
        let first = try parseHex4()
        if (0xD800..<0xDC00).contains(first) {
            try expect("\\u")
            let second = try parseHex4()
            guard (0xDC00..<0xE000).contains(second) else { throw error("unpaired surrogate") }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(first) else { throw error("unpaired surrogate") }
        return scalar
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("expected four hex digits") }
        index += 4
        return value
    }

    /// Integers without fraction or exponent become `.integer`, like the production model.
    private mutating func parseNumber() throws -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        try skipDigits(leadingZeroAllowed: false)
        var isInteger = true
        if current == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            try skipDigits(leadingZeroAllowed: true)
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            isInteger = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try skipDigits(leadingZeroAllowed: true)
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        guard let value = Double(text) else { throw error("bad number") }
        return .number(value)
    }

    /// At least one digit; JSON forbids leading zeros in the integer part (`01`).
    private mutating func skipDigits(leadingZeroAllowed: Bool) throws {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        guard index > start else { throw error("expected a digit") }
        if !leadingZeroAllowed, index - start > 1, bytes[start] == UInt8(ascii: "0") { throw error("leading zero") }
    }
}

extension JSONValue {
    /// The elements of an array, none for anything else: for walking parsed output in tests.
    public static func elements(_ value: JSONValue?) -> [JSONValue] {
        guard case let .array(values)? = value else { return [] }
        return values
    }
}
