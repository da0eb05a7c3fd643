import ActionLintCore

/// Messages the server sends, as JSON bodies.
enum OutgoingMessage {
    static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        .object([(key: "jsonrpc", value: .string("2.0")), (key: "id", value: id), (key: "result", value: result)])
    }

    static func response(id: JSONValue, error: ResponseError) -> JSONValue {
        .object([(key: "jsonrpc", value: .string("2.0")), (key: "id", value: id), (key: "error", value: error.json)])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([(key: "jsonrpc", value: .string("2.0")), (key: "method", value: .string(method)), (key: "params", value: params)])
    }

    static func request(id: Int, _ method: String, _ params: JSONValue) -> JSONValue {
        .object([(key: "jsonrpc", value: .string("2.0")), (key: "id", value: .integer(id)),
                 (key: "method", value: .string(method)), (key: "params", value: params)])
    }
}
