/// A strict RFC 8259 parser. Configuration and baseline files are written by hand and read by
/// other tools too, so anything another parser could read differently is an error: trailing
/// commas, comments, duplicate keys, leading zeros, text after the value.
public struct JSONParser {
    /// Deep enough for any real document, shallow enough that a hostile `[[[[…` file is an
    /// error rather than a stack overflow (each level costs two stack frames).
    public static let defaultMaximumDepth = 512

    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Parses one JSON value that must fill the whole input (whitespace aside).
    /// - Throws: `JSONParseError`.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        parser.skipByteOrderMark()
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("expected end of input, found \(parser.describeCurrent())")
        }
        return value
    }

    /// Parses a string's UTF-8 bytes; a convenience for tests and callers holding text.
    public static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws -> JSONValue {
        try parse(Array(text.utf8), maximumDepth: maximumDepth)
    }

    // MARK: - Values

    private mutating func parseValue() throws -> JSONValue {
        guard let byte = current else { throw error("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws -> JSONValue {
        let start = index
        let expected = word.withUTF8Buffer { Array($0) }
        for byte in expected {
            guard current == byte else {
                index = start
                throw error("expected a value, found \(describeWord())")
            }
            index += 1
        }
        return value
    }

    private mutating func parseArray() throws -> JSONValue {
        try enterContainer()
        index += 1  // "["
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]"), !elements.isEmpty { throw error("trailing comma before ']'") }
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            default: throw error("expected ',' or ']', found \(describeCurrent())")
            }
        }
    }

    private mutating func parseObject() throws -> JSONValue {
        try enterContainer()
        index += 1  // "{"
        var members: [(key: String, value: JSONValue)] = []
        // Duplicate keys are ambiguous (parsers disagree on which one wins), so they are errors.
        var seenKeys: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "}"), !members.isEmpty { throw error("trailing comma before '}'") }
            guard current == UInt8(ascii: "\"") else {
                throw error("expected a string key, found \(describeCurrent())")
            }
            let keyStart = index
            let key = try parseString()
            guard seenKeys.insert(key).inserted else {
                index = keyStart
                throw error("duplicate key \(JSONStringLiteral.quote(key))")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':', found \(describeCurrent())") }
            index += 1
            skipWhitespace()
            members.append((key: key, value: try parseValue()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(members)
            default: throw error("expected ',' or '}', found \(describeCurrent())")
            }
        }
    }

    private mutating func enterContainer() throws {
        depth += 1
        if depth > maximumDepth {
            throw error("nesting is deeper than \(maximumDepth) levels")
        }
    }

    // MARK: - Numbers

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func parseNumber() throws -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { throw error("expected a digit, found \(describeCurrent())") }
        index += 1
        if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
            index = start
            throw error("leading zeros are not allowed in numbers")
        }
        skipDigits()
        var isInteger = true
        if current == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            try requireDigit("expected a digit after '.'")
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try requireDigit("expected a digit in the exponent")
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // An integer too large for `Int` is still a valid JSON number; it is kept as a Double so
        // that schema checks can say "expected an integer" instead of failing here.
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else {
            index = start
            throw error("number \(text) is out of range")
        }
        return .number(number)
    }

    private mutating func requireDigit(_ message: String) throws {
        guard let byte = current, isDigit(byte) else { throw error("\(message), found \(describeCurrent())") }
        skipDigits()
    }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: - Strings

    private mutating func parseString() throws -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(try parseEscape())
            case 0..<0x20:
                throw error("unescaped control character U+\(hex4(UInt32(byte))) in string")
            case 0..<0x80:
                scalars.append(Unicode.Scalar(byte))
                index += 1
            default:
                scalars.append(try parseUTF8Scalar())
            }
        }
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        let escapeStart = index
        index += 1  // backslash
        guard let byte = current else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try parseUnicodeEscape(escapeStart: escapeStart)
        default:
            index = escapeStart
            throw error("invalid escape '\\\(String(decoding: [byte], as: UTF8.self))' in string")
        }
    }

    /// `\uXXXX`, where a high surrogate must be followed by `\uXXXX` holding a low one: a Swift
    /// String cannot hold a lone surrogate, and silently replacing it would change the text.
    private mutating func parseUnicodeEscape(escapeStart: Int) throws -> Unicode.Scalar {
        let unit = try parseHex4()
        switch unit {
        case 0xD800...0xDBFF:
            guard current == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                index = escapeStart
                throw error("unpaired surrogate \\u\(hex4(unit)) in string")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                index = escapeStart
                throw error("unpaired surrogate \\u\(hex4(unit)) in string")
            }
            let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(value)!  // always in 0x10000...0x10FFFF
        case 0xDC00...0xDFFF:
            index = escapeStart
            throw error("unpaired surrogate \\u\(hex4(unit)) in string")
        default:
            return Unicode.Scalar(unit)!  // not a surrogate, so valid
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexValue(byte) else {
                throw error("expected four hexadecimal digits after '\\u'")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Decodes one multi-byte UTF-8 sequence, rejecting overlong forms, surrogates and values
    /// above U+10FFFF, so that the error points at the bad byte instead of repairing it.
    private mutating func parseUTF8Scalar() throws -> Unicode.Scalar {
        let lead = bytes[index]
        let (length, initial, minimum): (Int, UInt32, UInt32)
        switch lead {
        case 0xC2...0xDF: (length, initial, minimum) = (2, UInt32(lead & 0x1F), 0x80)
        case 0xE0...0xEF: (length, initial, minimum) = (3, UInt32(lead & 0x0F), 0x800)
        case 0xF0...0xF4: (length, initial, minimum) = (4, UInt32(lead & 0x07), 0x10000)
        default: throw error("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))")
        }
        var value = initial
        for offset in 1..<length {
            guard let byte = peek(offset), byte & 0xC0 == 0x80 else { throw error("invalid UTF-8 sequence") }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { throw error("invalid UTF-8 sequence") }
        index += length
        return scalar
    }

    // MARK: - Whitespace and positions

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    /// RFC 8259 lets parsers ignore a byte order mark; editors on Windows still write one.
    private mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private mutating func skipWhitespace() {
        while let byte = current,
              byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t") {
            index += 1
        }
    }

    /// The current character for a message: `'x'`, or "end of input", or a word such as `TRUE`.
    private func describeCurrent() -> String {
        guard let byte = current else { return "end of input" }
        if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") {
            return "a comment (comments are not allowed)"
        }
        if byte >= 0x80 || byte < 0x20 || byte == 0x7F { return "byte 0x\(String(byte, radix: 16, uppercase: true))" }
        if isLetter(byte) { return describeWord() }
        return "'\(String(decoding: [byte], as: UTF8.self))'"
    }

    /// The run of ASCII letters at the current position, so `tru` or `None` read as words.
    private func describeWord() -> String {
        var end = index
        while end < bytes.count, end - index < 20, isLetter(bytes[end]) { end += 1 }
        if end == index { return describeCurrent() }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Line and column are computed only when an error is thrown, so parsing stays a single pass.
    private func error(_ message: String) -> JSONParseError {
        let position = SourceFile(path: "", bytes: bytes).position(of: index)
        // Editors do not show a byte order mark, so it does not count as a column.
        let hidden = position.line == 1 && index >= 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 1 : 0
        return JSONParseError(line: position.line, column: position.column - hidden, message: message)
    }
}
