import ActionLintCore

/// What the `initialize` request says about the client, as far as the server cares.
struct ClientCapabilities {
    var positionEncoding = PositionEncoding.utf16
    /// Versioned `documentChanges` in a `WorkspaceEdit`.
    var documentChanges = false
    /// Whether code actions may come without their edit, resolved by `codeAction/resolve`.
    var resolvesCodeActionEdits = false
    /// Whether the server may ask to be told of changed configuration files.
    var watchesFilesDynamically = false
    /// The folder unsaved buffers take their configuration from.
    var workspaceFolder: String?
    /// `initializationOptions.ruleDocumentationURL`.
    var ruleDocumentationTemplate: String?

    init() {}

    init(initializeParams params: JSONValue?) {
        let capabilities = params?["capabilities"]
        let offered = capabilities?.at("general", "positionEncodings")?.array?.compactMap(\.string)
        positionEncoding = PositionEncoding.negotiate(offered: offered)
        documentChanges = capabilities?.at("workspace", "workspaceEdit", "documentChanges")?.bool ?? false
        let codeAction = capabilities?.at("textDocument", "codeAction")
        resolvesCodeActionEdits = codeAction?["dataSupport"]?.bool == true
            && codeAction?.at("resolveSupport", "properties")?.array?.contains(.string("edit")) == true
        watchesFilesDynamically = capabilities?.at("workspace", "didChangeWatchedFiles", "dynamicRegistration")?.bool ?? false
        let folderURI = params?["workspaceFolders"]?.array?.first?["uri"]?.string ?? params?["rootUri"]?.string
        workspaceFolder = folderURI.flatMap(DocumentURI.path(of:)) ?? params?["rootPath"]?.string
        ruleDocumentationTemplate = params?.at("initializationOptions", "ruleDocumentationURL")?.string
    }
}
