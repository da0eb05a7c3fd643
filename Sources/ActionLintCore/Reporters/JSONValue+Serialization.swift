/// Writing a `JSONValue` as text. Reporters need byte-stable output (golden tests, diffs in CI
/// logs), so keys keep their stored order and numbers are formatted the same on every platform.
extension JSONValue {
    /// The value as JSON text. `pretty` indents nested values by two spaces and puts a space after
    /// each colon; compact output has no whitespace at all. Neither form ends with a newline.
    public func serialized(pretty: Bool) -> String {
        var output = ""
        write(to: &output, pretty: pretty, depth: 0)
        return output
    }

    private func write(to output: inout String, pretty: Bool, depth: Int) {
        switch self {
        case .null: output += "null"
        case let .bool(value): output += value ? "true" : "false"
        case let .integer(value): output += String(value)
        case let .number(value): output += JSONValue.numberText(value)
        case let .string(value): JSONValue.writeString(value, to: &output)
        case let .array(values): JSONValue.writeArray(values, to: &output, pretty: pretty, depth: depth)
        case let .object(members): JSONValue.writeObject(members, to: &output, pretty: pretty, depth: depth)
        }
    }

    private static func writeArray(_ values: [JSONValue], to output: inout String, pretty: Bool, depth: Int) {
        guard !values.isEmpty else {
            output += "[]"
            return
        }
        output += "["
        for (index, value) in values.enumerated() {
            if index > 0 { output += "," }
            writeBreak(to: &output, pretty: pretty, depth: depth + 1)
            value.write(to: &output, pretty: pretty, depth: depth + 1)
        }
        writeBreak(to: &output, pretty: pretty, depth: depth)
        output += "]"
    }

    private static func writeObject(
        _ members: [(key: String, value: JSONValue)], to output: inout String, pretty: Bool, depth: Int
    ) {
        guard !members.isEmpty else {
            output += "{}"
            return
        }
        output += "{"
        for (index, member) in members.enumerated() {
            if index > 0 { output += "," }
            writeBreak(to: &output, pretty: pretty, depth: depth + 1)
            writeString(member.key, to: &output)
            output += pretty ? ": " : ":"
            member.value.write(to: &output, pretty: pretty, depth: depth + 1)
        }
        writeBreak(to: &output, pretty: pretty, depth: depth)
        output += "}"
    }

    /// A newline and the indentation of `depth`, in pretty mode only.
    private static func writeBreak(to output: inout String, pretty: Bool, depth: Int) {
        guard pretty else { return }
        output += "\n"
        if depth < indentations.count { output += indentations[depth] } else { output += String(repeating: "  ", count: depth) }
    }

    /// Line indentations of the usual depths, built once rather than for every line.
    private static let indentations: [String] = (0..<12).map { String(repeating: "  ", count: $0) }

    /// Escapes only what JSON requires (quote, backslash, C0 controls); everything else, non-ASCII
    /// included, is written as UTF-8 so that messages stay readable in the file.
    private static func writeString(_ string: String, to output: inout String) {
        output += "\""
        // Most strings need no escape at all: append them whole instead of scalar by scalar.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += string
            output += "\""
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{0}"..."\u{1F}": output += controlEscape(scalar)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// `\u00XX` with lowercase hex digits, for control characters without a short escape.
    private static func controlEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
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
