/// Writing a `JSONValue` as text, through `JSONWriter` (which holds the formatting rules), so
/// that documents built as values and reports written field by field look the same.
extension JSONValue {
    /// The value as JSON text. `pretty` indents nested values by two spaces and puts a space after
    /// each colon; compact output has no whitespace at all. Neither form ends with a newline.
    public func serialized(pretty: Bool) -> String {
        var writer = JSONWriter(pretty: pretty)
        write(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case let .bool(value): writer.bool(value)
        case let .integer(value): writer.integer(value)
        case let .number(value): writer.number(value)
        case let .string(value): writer.string(value)
        case let .array(values):
            writer.beginArray()
            for value in values { value.write(to: &writer) }
            writer.endArray()
        case let .object(members):
            writer.beginObject()
            for member in members {
                writer.key(escaping: member.key)
                member.value.write(to: &writer)
            }
            writer.endObject()
        }
    }
}
