import ActionLintTestSupport
import Foundation
import XCTest

/// `action-lint lsp` started as a child process, spoken to like an editor does: framed
/// JSON-RPC written to its standard input, framed messages read from its standard output by a
/// thread of its own. The reader is independent of the server's code (Foundation's JSON, a
/// framing parser of its own) and strict: any byte on stdout that is not part of a framed
/// JSON message is recorded as a protocol violation.
final class LanguageServerProcess: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errorFile: URL
    private let condition = NSCondition()
    private var messages: [[String: Any]] = []
    private var violations: [String] = []
    private var outputClosed = false
    private var nextID = 1
    /// How long a wait may take before the test fails (the server answers in milliseconds).
    var timeout: TimeInterval = 20

    init(arguments: [String] = ["lsp"], folder: URL? = nil) throws {
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("action-lint-lsp-\(UUID().uuidString).stderr")
        try Data().write(to: errorFile)
        process.executableURL = try BuiltTool.located()
        process.arguments = arguments
        process.environment = [:]
        if let folder { process.currentDirectoryURL = folder }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let handle = output.fileHandleForReading
        // Weakly held: a test that ends without `exit` frees the value, which closes the
        // server's input, which ends the server and with it this thread.
        Thread.detachNewThread { [weak self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                self?.consume(chunk)
            }
            self?.outputEnded()
        }
    }

    deinit {
        closeInput()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { usleep(1000) }
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: errorFile)
    }

    var standardError: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    /// What the reader could not take for a protocol message.
    var protocolViolations: [String] {
        condition.lock()
        defer { condition.unlock() }
        return violations
    }

    // MARK: - Writing

    func write(_ bytes: Data) {
        input.fileHandleForWriting.write(bytes)
    }

    static func frame(_ message: [String: Any]) -> Data {
        let body = try! JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
        return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    func notify(_ method: String, _ params: [String: Any] = [:]) {
        write(Self.frame(["jsonrpc": "2.0", "method": method, "params": params]))
    }

    /// Sends a request; returns its id.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:]) -> Int {
        let id = takeID()
        write(Self.frame(["jsonrpc": "2.0", "id": id, "method": method, "params": params]))
        return id
    }

    func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// Sends a request and waits for its answer.
    func request(_ method: String, _ params: [String: Any] = [:], file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try response(to: send(method, params), file: file, line: line)
    }

    /// `initialize` (with the given client capabilities) and `initialized`; returns the result.
    @discardableResult
    func initialize(capabilities: [String: Any] = [:], extra: [String: Any] = [:]) throws -> [String: Any] {
        var params: [String: Any] = ["processId": NSNull(), "rootUri": NSNull(), "capabilities": capabilities]
        for (key, value) in extra { params[key] = value }
        let answer = try request("initialize", params)
        notify("initialized")
        return try XCTUnwrap(answer["result"] as? [String: Any], "initialize answered \(answer)")
    }

    func open(_ uri: String, text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": version, "text": text]])
    }

    func closeInput() { try? input.fileHandleForWriting.close() }

    // MARK: - Reading

    func response(to id: Int, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try waitFor("the answer to request \(id)", file: file, line: line) { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The next `publishDiagnostics` for `uri` (of `version`, when given) not taken yet.
    func diagnostics(for uri: String, version: Int? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        let message = try waitFor("diagnostics for \(uri) version \(version.map(String.init) ?? "any")", file: file, line: line) { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                  let params = message["params"] as? [String: Any], params["uri"] as? String == uri else { return false }
            return version == nil || params["version"] as? Int == version
        }
        let params = try XCTUnwrap(message["params"] as? [String: Any])
        return try XCTUnwrap(params["diagnostics"] as? [[String: Any]])
    }

    /// Waits for the first message not taken yet that matches; takes it and returns it.
    func waitFor(_ what: String, file: StaticString = #filePath, line: UInt = #line,
                 _ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = messages.firstIndex(where: matches) {
                let message = messages[index]
                messages.remove(at: index)
                return message
            }
            if outputClosed || !condition.wait(until: deadline) {
                XCTFail("no \(what) (\(outputClosed ? "the server's output ended" : "timed out")); stderr: \(standardError)", file: file, line: line)
                throw Timeout()
            }
        }
    }

    /// Every message received and not taken yet.
    func pendingMessages() -> [[String: Any]] {
        condition.lock()
        defer { condition.unlock() }
        return messages
    }

    struct Timeout: Error {}

    /// Waits for the process to end; its exit status.
    func waitForExit(file: StaticString = #filePath, line: UInt = #line) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                XCTFail("the server did not exit", file: file, line: line)
                process.terminate()
                throw Timeout()
            }
            usleep(2000)
        }
        return process.terminationStatus
    }

    private var readBuffer = Data()

    private func consume(_ chunk: Data) {
        readBuffer.append(chunk)
        while let (message, rest) = Self.takeMessage(readBuffer) {
            readBuffer = rest
            condition.lock()
            switch message {
            case let .success(object): messages.append(object)
            case let .failure(violation): violations.append(violation.text)
            }
            condition.broadcast()
            condition.unlock()
        }
    }

    private func outputEnded() {
        condition.lock()
        if !readBuffer.isEmpty { violations.append("trailing bytes on stdout: \(String(decoding: readBuffer.prefix(80), as: UTF8.self))") }
        outputClosed = true
        condition.broadcast()
        condition.unlock()
    }

    struct Violation: Error { var text: String }

    /// One framed message from the front of `buffer`, strictly `Content-Length: N\r\n\r\n` and
    /// a JSON object of N bytes; nil while incomplete.
    static func takeMessage(_ buffer: Data) -> (Result<[String: Any], Violation>, Data)? {
        guard let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        let prefix = "Content-Length: "
        guard header.hasPrefix(prefix), let length = Int(header.dropFirst(prefix.count)) else {
            return (.failure(Violation(text: "not a header: \(header.prefix(80))")), Data(buffer[headerEnd.upperBound...]))
        }
        guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { return nil }
        let body = buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)]
        let rest = Data(buffer[(headerEnd.upperBound + length)...])
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any], object["jsonrpc"] as? String == "2.0" else {
            return (.failure(Violation(text: "not a JSON-RPC message: \(String(decoding: body.prefix(80), as: UTF8.self))")), rest)
        }
        return (.success(object), rest)
    }
}
