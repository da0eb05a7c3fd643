#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ActionLintCore

/// `action-lint lsp`: reads messages from standard input, answers on standard output.
///
/// One thread does everything, in the order messages arrive. Diagnostics are sent once the
/// input is drained: a burst of keystrokes is linted once, for its last version, and a
/// request cancelled by a later message of the same burst is answered as cancelled.
public final class LanguageServer {
    private let channel: StandardStreamChannel
    private let version: String
    private var framer = MessageFramer()
    private var documents = DocumentStore()
    private let linter = DocumentLinter()
    private var client = ClientCapabilities()
    private var documentation = RuleDocumentationLinks(template: nil, pagesFolder: nil)
    private var initialized = false
    private var shutdownRequested = false
    /// Set by `exit`: the process's exit code.
    private var exitCode: Int32?
    private var nextRequestID = 1
    /// The configuration problems already shown, so that each keystroke does not repeat one.
    private var shownProblems = Set<String>()

    public init(version: String) {
        self.channel = StandardStreamChannel()
        self.version = version
    }

    /// Serves until `exit` or the end of the input; returns the exit code: 0 after a
    /// `shutdown` request, 1 without one.
    public func run() -> Int32 {
        // A client that goes away mid-write must end the server with a code, not a signal.
        signal(SIGPIPE, SIG_IGN)
        while exitCode == nil {
            var frames: [MessageFramer.Frame] = []
            while let frame = framer.next() { frames.append(frame) }
            if !frames.isEmpty {
                handle(frames)
                continue
            }
            // Everything read is handled: lint what changed, unless more is waiting (the rest of
            // a burst of edits) and the oldest change is still recent.
            if !channel.hasPendingInput() || documents.staleFor(moreThanNanoseconds: Self.longestDelay) {
                publishStaleDiagnostics()
            }
            if exitCode == nil, !channel.read(into: &framer) { exitCode = shutdownRequested ? 0 : 1 }
        }
        return exitCode ?? 1
    }

    /// A client that never pauses still gets diagnostics this often.
    static let longestDelay: UInt64 = 50_000_000

    // MARK: - Messages

    /// Handles a burst of frames in order; a request that a later `$/cancelRequest` of the
    /// same burst cancels is answered as cancelled.
    private func handle(_ frames: [MessageFramer.Frame]) {
        let decoded = frames.map { frame -> Result<IncomingMessage, InvalidMessage>? in
            guard case let .message(body) = frame else { return nil }
            return IncomingMessage.decode(body)
        }
        let cancelled = Set(decoded.compactMap { result -> JSONValue? in
            guard case let .success(.notification("$/cancelRequest", params))? = result else { return nil }
            return params?["id"]
        })
        for (frame, result) in zip(frames, decoded) {
            switch result {
            case nil:
                if case let .malformed(reason) = frame { ServerLog.write("skipped malformed input: \(reason)") }
            case let .failure(invalid)?:
                ServerLog.write("invalid message: \(invalid.error.message)")
                send(OutgoingMessage.response(id: invalid.id, error: invalid.error))
            case let .success(.request(id, method, params))?:
                if cancelled.contains(id) {
                    send(OutgoingMessage.response(id: id, error: ResponseError(code: ResponseError.requestCancelled, message: "cancelled")))
                } else {
                    answer(id: id, method: method, params: params)
                }
            case let .success(.notification(method, params))?:
                notify(method, params)
            case .success(.response)?:
                break  // the answer to `client/registerCapability`: nothing to do
            }
            if exitCode != nil { return }
        }
    }

    private func answer(id: JSONValue, method: String, params: JSONValue?) {
        let result: Result<JSONValue, ResponseError>
        if shutdownRequested {
            result = .failure(ResponseError(code: ResponseError.invalidRequest, message: "the server is shutting down"))
        } else if !initialized, method != "initialize" {
            result = .failure(ResponseError(code: ResponseError.serverNotInitialized, message: "initialize first"))
        } else {
            result = respond(to: method, params)
        }
        switch result {
        case let .success(value): send(OutgoingMessage.response(id: id, result: value))
        case let .failure(error): send(OutgoingMessage.response(id: id, error: error))
        }
    }

    private func respond(to method: String, _ params: JSONValue?) -> Result<JSONValue, ResponseError> {
        switch method {
        case "initialize":
            guard !initialized else { return .failure(ResponseError(code: ResponseError.invalidRequest, message: "initialize was already sent")) }
            initialized = true
            client = ClientCapabilities(initializeParams: params)
            linter.workspaceFolder = client.workspaceFolder
            documentation = RuleDocumentationLinks(template: client.ruleDocumentationTemplate,
                                                   pagesFolder: RuleDocumentationLinks.builtPagesFolder)
            return .success(ServerCapabilities.initializeResult(encoding: client.positionEncoding, version: version))
        case "shutdown":
            shutdownRequested = true
            return .success(.null)
        case "textDocument/codeAction":
            return codeActions(params)
        case "codeAction/resolve":
            return resolveCodeAction(params)
        default:
            return .failure(ResponseError(code: ResponseError.methodNotFound, message: "unknown method \(method)"))
        }
    }

    private func notify(_ method: String, _ params: JSONValue?) {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return
        }
        guard initialized, !shutdownRequested else { return }
        switch method {
        case "initialized":
            if client.watchesFilesDynamically {
                send(OutgoingMessage.request(id: nextRequestID, "client/registerCapability", ServerCapabilities.configurationWatcher))
                nextRequestID += 1
            }
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration":
            linter.configurationsChanged()
            linter.modules.filesChanged()
            documents.invalidateAll()
        default:
            // `$/…` notifications may be ignored; so may any other the server does not know.
            if !method.hasPrefix("$/") { ServerLog.write("ignored notification \(method)") }
        }
    }

    // MARK: - Documents

    private func didOpen(_ params: JSONValue?) {
        guard let item = params?["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
            return ServerLog.write("didOpen without textDocument.uri and text")
        }
        documents.open(TextDocument(uri: uri, version: item["version"]?.integer ?? 0, text: text))
    }

    private func didChange(_ params: JSONValue?) {
        guard let uri = params?.at("textDocument", "uri")?.string, let changes = params?["contentChanges"]?.array else {
            return ServerLog.write("didChange without textDocument.uri and contentChanges")
        }
        guard var document = documents[uri] else { return ServerLog.write("didChange for \(uri), which is not open") }
        let version = params?.at("textDocument", "version")?.integer ?? document.version + 1
        guard document.apply(changes, version: version, encoding: client.positionEncoding) else {
            return ServerLog.write("didChange for \(uri) with a malformed change; the document is left as it was")
        }
        documents[uri] = document
        documents.markStale(uri)
    }

    private func didSave(_ params: JSONValue?) {
        guard let uri = params?.at("textDocument", "uri")?.string, var document = documents[uri] else { return }
        if let text = params?["text"]?.string { document.replaceText(text) } else { document.invalidate() }
        documents[uri] = document
        // What other files' fixes may read changed on disk.
        linter.modules.filesChanged()
        documents.markStale(uri)
    }

    private func didClose(_ params: JSONValue?) {
        guard let uri = params?.at("textDocument", "uri")?.string else { return }
        linter.modules.documentClosed(at: documents[uri]?.path)
        documents.close(uri)
        send(OutgoingMessage.notification("textDocument/publishDiagnostics", .object([
            (key: "uri", value: .string(uri)), (key: "diagnostics", value: .array([])),
        ])))
    }

    // MARK: - Lint and fixes

    /// Lints every document that changed and sends its diagnostics.
    private func publishStaleDiagnostics() {
        for uri in documents.takeStale() {
            guard let document = documents[uri] else { continue }
            let analysis = analyzed(document)
            send(OutgoingMessage.notification("textDocument/publishDiagnostics", mapper(document, analysis).publishParams(analysis.findings)))
        }
    }

    /// The document's analysis, linting it now if it has none.
    private func analyzed(_ document: TextDocument) -> DocumentAnalysis {
        if let analysis = document.analysis { return analysis }
        let analysis = linter.analyze(document)
        var updated = document
        updated.analysis = analysis
        documents[document.uri] = updated
        if let problem = analysis.problem, shownProblems.insert(problem).inserted {
            ServerLog.write(problem)
            send(OutgoingMessage.notification("window/showMessage", .object([
                (key: "type", value: .integer(1)), (key: "message", value: .string("action-lint: \(problem)")),
            ])))
        }
        return analysis
    }

    private func codeActions(_ params: JSONValue?) -> Result<JSONValue, ResponseError> {
        guard let uri = params?.at("textDocument", "uri")?.string else { return .failure(.invalidParams("textDocument.uri is missing")) }
        guard let provider = codeActionProvider(uri) else { return .success(.array([])) }
        guard let range = provider.mapper.converter.byteRange(params?["range"]) else { return .failure(.invalidParams("range is missing or malformed")) }
        let only = params?.at("context", "only")?.array?.compactMap(\.string)
        let diagnostics = params?.at("context", "diagnostics")?.array ?? []
        return .success(.array(provider.actions(in: range, only: only, contextDiagnostics: diagnostics)))
    }

    private func resolveCodeAction(_ params: JSONValue?) -> Result<JSONValue, ResponseError> {
        guard let action = params, let uri = action.at("data", "uri")?.string else { return .failure(.invalidParams("not a code action of this server")) }
        guard let provider = codeActionProvider(uri) else {
            return .failure(ResponseError(code: ResponseError.contentModified, message: "the document is not open"))
        }
        return provider.resolve(action)
    }

    /// Code actions for an open document, its diagnostics sent first if they were out of date
    /// (the actions refer to them).
    private func codeActionProvider(_ uri: String) -> CodeActionProvider? {
        guard let document = documents[uri] else { return nil }
        if document.analysis == nil {
            documents.markStale(uri)
            publishStaleDiagnostics()
        }
        guard let current = documents[uri] else { return nil }
        let analysis = analyzed(current)
        return CodeActionProvider(document: current, analysis: analysis, linter: linter, mapper: mapper(current, analysis),
                                  usesDocumentChanges: client.documentChanges, resolvesEditsLater: client.resolvesCodeActionEdits)
    }

    /// Diagnostics of `document`, their rule links from its configuration's `ruleDocsURL`.
    private func mapper(_ document: TextDocument, _ analysis: DocumentAnalysis) -> DiagnosticMapper {
        var links = documentation
        links.configuredFolder = analysis.engine?.configuration.ruleDocsURL
        return DiagnosticMapper(document: document, encoding: client.positionEncoding, documentation: links)
    }

    // MARK: - Output

    private func send(_ message: JSONValue) {
        guard channel.send(Array(message.serialized(pretty: false).utf8)) else {
            // Nobody reads the answers any more: the editor is gone.
            exitCode = exitCode ?? (shutdownRequested ? 0 : 1)
            return
        }
    }
}
