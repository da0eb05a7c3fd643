/// Writing a `JSONValue` as text. Reporters need byte-stable output (golden tests, diffs in CI
/// logs), so keys keep their stored order and numbers are formatted the same on every platform.
///
/// The text is built as UTF-8 bytes and turned into a String once: appending to a String piece
/// by piece cost about a hundred instructions per output byte, and a report of a large folder
/// is written after the parallel lint, on one core.
extension JSONValue {
    /// The value as JSON text. `pretty` indents nested values by two spaces and puts a space after
    /// each colon; compact output has no whitespace at all. Neither form ends with a newline.
    public func serialized(pretty: Bool) -> String {
        var output: [UInt8] = []
        write(to: &output, pretty: pretty, depth: 0)
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], pretty: Bool, depth: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case let .bool(value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case let .integer(value): output.append(contentsOf: String(value).utf8)
        case let .number(value): output.append(contentsOf: JSONValue.numberText(value).utf8)
        case let .string(value): JSONValue.writeString(value, to: &output)
        case let .array(values): JSONValue.writeArray(values, to: &output, pretty: pretty, depth: depth)
        case let .object(members): JSONValue.writeObject(members, to: &output, pretty: pretty, depth: depth)
        }
    }

    private static func writeArray(_ values: [JSONValue], to output: inout [UInt8], pretty: Bool, depth: Int) {
        guard !values.isEmpty else {
            output.append(contentsOf: "[]".utf8)
            return
        }
        output.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            writeBreak(to: &output, pretty: pretty, depth: depth + 1)
            value.write(to: &output, pretty: pretty, depth: depth + 1)
        }
        writeBreak(to: &output, pretty: pretty, depth: depth)
        output.append(UInt8(ascii: "]"))
    }

    private static func writeObject(
        _ members: [(key: String, value: JSONValue)], to output: inout [UInt8], pretty: Bool, depth: Int
    ) {
        guard !members.isEmpty else {
            output.append(contentsOf: "{}".utf8)
            return
        }
        output.append(UInt8(ascii: "{"))
        for (index, member) in members.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            writeBreak(to: &output, pretty: pretty, depth: depth + 1)
            writeString(member.key, to: &output)
            output.append(UInt8(ascii: ":"))
            if pretty { output.append(UInt8(ascii: " ")) }
            member.value.write(to: &output, pretty: pretty, depth: depth + 1)
        }
        writeBreak(to: &output, pretty: pretty, depth: depth)
        output.append(UInt8(ascii: "}"))
    }

    /// A newline and the indentation of `depth`, in pretty mode only.
    private static func writeBreak(to output: inout [UInt8], pretty: Bool, depth: Int) {
        guard pretty else { return }
        if depth < lineBreaks.count {
            output.append(contentsOf: lineBreaks[depth])
        } else {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: [UInt8](repeating: UInt8(ascii: " "), count: 2 * depth))
        }
    }

    /// A newline and the indentation of each usual depth, built once.
    private static let lineBreaks: [[UInt8]] = (0..<12).map { [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 2 * $0) }

    /// Escapes only what JSON requires (quote, backslash, C0 controls); everything else, non-ASCII
    /// included, is written as UTF-8 so that messages stay readable in the file. The escaped
    /// characters are all ASCII, and no byte of a multi-byte UTF-8 sequence is, so the bytes can
    /// be read one at a time; the stretches between escapes are copied whole.
    private static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var copied = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                output.append(contentsOf: escape(byte).utf8)
                copied = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func escape(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        default: return controlEscape(byte)
        }
    }

    /// `\u00XX` with lowercase hex digits, for control characters without a short escape.
    private static func controlEscape(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// Integral doubles print as integers (`3`, not `3.0` or `3e+00`) because a reader comparing
    /// with an integer field should see the same text; other values use Swift's shortest
    /// round-tripping form, which is valid JSON. JSON has no NaN or infinity: those become `null`.
    private static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e18 {
            return String(Int64(value))
        }
        return value.description
    }
}
