import ActionLintCore

/// One message from the client: a request (answered), a notification (not answered), or the
/// answer to a request the server sent.
enum IncomingMessage: Equatable {
    case request(id: JSONValue, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: JSONValue)

    /// Reads a JSON-RPC 2.0 message. On failure, the error to answer with and the id it goes
    /// to (null when the id cannot be read).
    static func decode(_ body: [UInt8]) -> Result<IncomingMessage, InvalidMessage> {
        let value: JSONValue
        do {
            value = try JSONParser.parse(body)
        } catch {
            return .failure(InvalidMessage(id: .null, error: ResponseError(code: ResponseError.parseError, message: "invalid JSON: \(error)")))
        }
        return decode(value)
    }

    static func decode(_ value: JSONValue) -> Result<IncomingMessage, InvalidMessage> {
        guard case .object = value else { return invalid(.null, "a message must be a JSON object") }
        let id = value["id"]
        if let id, !Self.isValidID(id) { return invalid(.null, "id must be a number, a string or null") }
        guard value["jsonrpc"] == .string("2.0") else { return invalid(id ?? .null, "jsonrpc must be \"2.0\"") }
        // `"params": null` (Eglot's `shutdown` and `exit`) is no params: null is never a value here.
        let params = value["params"].flatMap { $0 == .null ? nil : $0 }
        if let params {
            switch params {
            case .object, .array: break
            default: return invalid(id ?? .null, "params must be an object or an array")
            }
        }
        guard let methodValue = value["method"] else {
            guard let id, value["result"] != nil || value["error"] != nil else { return invalid(id ?? .null, "a message needs a method") }
            return .success(.response(id: id))
        }
        guard case let .string(method) = methodValue else { return invalid(id ?? .null, "method must be a string") }
        guard let id else { return .success(.notification(method: method, params: params)) }
        return .success(.request(id: id, method: method, params: params))
    }

    static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .integer, .number, .string, .null: return true
        default: return false
        }
    }

    private static func invalid(_ id: JSONValue, _ message: String) -> Result<IncomingMessage, InvalidMessage> {
        .failure(InvalidMessage(id: id, error: ResponseError(code: ResponseError.invalidRequest, message: message)))
    }
}

/// A message that could not be read, and what to answer.
struct InvalidMessage: Error, Equatable {
    var id: JSONValue
    var error: ResponseError
}
