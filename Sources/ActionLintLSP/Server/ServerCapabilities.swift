import ActionLintCore

/// The `initialize` result: what the server does and how it wants the text.
enum ServerCapabilities {
    static func initializeResult(encoding: PositionEncoding, version: String) -> JSONValue {
        let sync: JSONValue = .object([
            (key: "openClose", value: .bool(true)),
            (key: "change", value: .integer(2)),  // TextDocumentSyncKind.Incremental
            (key: "save", value: .object([(key: "includeText", value: .bool(false))])),
        ])
        let codeActions: JSONValue = .object([
            (key: "codeActionKinds", value: .array(CodeActionKind.all.map(JSONValue.string))),
            (key: "resolveProvider", value: .bool(true)),
        ])
        let capabilities: JSONValue = .object([
            (key: "positionEncoding", value: .string(encoding.rawValue)),
            (key: "textDocumentSync", value: sync),
            (key: "codeActionProvider", value: codeActions),
        ])
        return .object([
            (key: "capabilities", value: capabilities),
            (key: "serverInfo", value: .object([(key: "name", value: .string("action-lint")), (key: "version", value: .string(version))])),
        ])
    }

    /// `client/registerCapability` parameters: tell the server when a configuration file is
    /// created, changed or deleted anywhere in the workspace.
    static var configurationWatcher: JSONValue {
        let watcher: JSONValue = .object([(key: "globPattern", value: .string("**/" + ConfigurationLoader.fileName))])
        let registration: JSONValue = .object([
            (key: "id", value: .string("action-lint-configuration")),
            (key: "method", value: .string("workspace/didChangeWatchedFiles")),
            (key: "registerOptions", value: .object([(key: "watchers", value: .array([watcher]))])),
        ])
        return .object([(key: "registrations", value: .array([registration]))])
    }
}
