import ActionLintCore

/// A JSON-RPC error answer: a code from the specification and a one-line message.
struct ResponseError: Error, Equatable {
    var code: Int
    var message: String

    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603
    static let serverNotInitialized = -32002
    static let requestCancelled = -32800
    static let contentModified = -32801
    static let requestFailed = -32803

    static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: invalidParams, message: message) }

    var json: JSONValue {
        .object([(key: "code", value: .integer(code)), (key: "message", value: .string(message))])
    }
}
