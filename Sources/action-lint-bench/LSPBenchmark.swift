import ActionLintBenchSupport
import ActionLintCore
import ActionLintLSP
import Foundation

/// `--lsp BINARY`: starts `BINARY lsp`, opens one view file of about 100 KB (generated from the
/// synthetic corpus, or `--lsp-file FILE`), then types: each `didChange` inserts or deletes one
/// character in the middle of the file, and the time until that version's
/// `publishDiagnostics` arrives is measured, edit by edit (the next edit is sent after the
/// answer, as a keystroke after the screen updated). Reports the median and 90th percentile,
/// the server's CPU time per edit, and its resident memory after a warm-up and at the end, to
/// show that it stays flat.
struct LSPBenchmark {
    let binary: String
    let file: String?
    let edits: Int
    let seed: UInt64
    /// The workspace folder to open `file` in, at its own path; nil: a `file:///bench/` URI.
    var workspace: String? = nil

    /// About the size the latency target is stated for.
    static let generatedSize = 100 * 1_024

    func run() throws -> String {
        let text = try file.map { try String(contentsOfFile: $0, encoding: .utf8) } ?? Self.generatedViewFile(seed: seed)
        let server = try ServerConnection(binary: binary)
        defer { server.stop() }
        var initialize: [(key: String, value: JSONValue)] = [(key: "capabilities", value: .object([]))]
        if let workspace { initialize.append((key: "rootUri", value: .string(URL(fileURLWithPath: workspace).absoluteString))) }
        _ = try server.request(id: 1, "initialize", .object(initialize))
        server.notify("initialized", .object([]))
        var uri = "file:///bench/" + (file.map { ($0 as NSString).lastPathComponent } ?? "GeneratedView.swift")
        if workspace != nil, let file { uri = URL(fileURLWithPath: file).standardizedFileURL.absoluteString }
        server.notify("textDocument/didOpen", .object([(key: "textDocument", value: .object([
            (key: "uri", value: .string(uri)), (key: "languageId", value: .string("swift")),
            (key: "version", value: .integer(1)), (key: "text", value: .string(text)),
        ]))]))
        let findings = try server.waitForDiagnostics(version: 1)
        // The middle line, so that lexing and parsing cannot stop early.
        let line = text.utf8.filter { $0 == UInt8(ascii: "\n") }.count / 2
        var latencies: [Double] = []
        var residentAfterWarmUp = 0
        let warmUp = min(100, edits / 10)
        let cpuBefore = server.cpuSeconds()
        for index in 0..<edits {
            if index == warmUp { residentAfterWarmUp = server.residentKilobytes() }
            let inserts = index % 2 == 0
            let range: JSONValue = .object([
                (key: "start", value: Self.position(line, 0)), (key: "end", value: Self.position(line, inserts ? 0 : 1)),
            ])
            let change: JSONValue = .object([(key: "range", value: range), (key: "text", value: .string(inserts ? " " : ""))])
            let params: JSONValue = .object([
                (key: "textDocument", value: .object([(key: "uri", value: .string(uri)), (key: "version", value: .integer(index + 2))])),
                (key: "contentChanges", value: .array([change])),
            ])
            let start = DispatchTime.now().uptimeNanoseconds
            server.notify("textDocument/didChange", params)
            _ = try server.waitForDiagnostics(version: index + 2)
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let cpuPerEdit = (server.cpuSeconds() - cpuBefore) * 1_000 / Double(edits)
        let residentAtEnd = server.residentKilobytes()
        latencies.sort()
        func format(_ value: Double) -> String { String(format: "%.2f ms", value) }
        return """
            lsp: \(binary) lsp, \(uri) (\(ReportTable.grouped(text.utf8.count)) bytes, \(findings) findings), \(edits) edits
              didChange -> publishDiagnostics: median \(format(latencies[latencies.count / 2])), \
            p90 \(format(latencies[latencies.count * 9 / 10])), min \(format(latencies[0])), max \(format(latencies[latencies.count - 1]))
              server CPU per edit: \(format(cpuPerEdit))
              server RSS: \(residentAfterWarmUp) kB after \(warmUp) edits, \(residentAtEnd) kB after \(edits)
            """
    }

    static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object([(key: "line", value: .integer(line)), (key: "character", value: .integer(character))])
    }

    /// Generated feature files joined until the text is about 100 KB: views as apps write
    /// them, about one in five with a planted duplicate.
    static func generatedViewFile(seed: UInt64) -> String {
        var text = ""
        for file in SyntheticCorpus.generate(fileCount: 200, seed: seed) where text.utf8.count < generatedSize {
            text += file.contents + "\n"
        }
        return text
    }
}

/// The benchmark's end of the pipes to the server.
final class ServerConnection {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    var framer = MessageFramer()

    init(binary: String) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
    }

    func send(_ message: JSONValue) {
        input.fileHandleForWriting.write(Data(MessageFramer.frame(Array(message.serialized(pretty: false).utf8))))
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(.object([(key: "jsonrpc", value: .string("2.0")), (key: "method", value: .string(method)), (key: "params", value: params)]))
    }

    func request(id: Int, _ method: String, _ params: JSONValue) throws -> JSONValue {
        send(.object([(key: "jsonrpc", value: .string("2.0")), (key: "id", value: .integer(id)),
                      (key: "method", value: .string(method)), (key: "params", value: params)]))
        return try next { $0["id"] == .integer(id) }
    }

    /// The number of diagnostics published for `version`.
    func waitForDiagnostics(version: Int) throws -> Int {
        let message = try next { $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["version"] == .integer(version) }
        guard case let .array(diagnostics)? = message["params"]?["diagnostics"] else { return 0 }
        return diagnostics.count
    }

    private func next(_ matches: (JSONValue) -> Bool) throws -> JSONValue {
        while true {
            while let frame = framer.next() {
                guard case let .message(body) = frame else { throw BenchError(description: "the server wrote something that is not a message") }
                let value = try JSONParser.parse(body)
                if matches(value) { return value }
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw BenchError(description: "the server's output ended") }
            chunk.withUnsafeBytes { framer.append($0) }
        }
    }

    /// User plus system CPU time of the server so far (Linux `/proc`; 0 elsewhere).
    func cpuSeconds() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The server's resident set size now (`VmRSS`), in kB; 0 where there is no `/proc`.
    func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        }
        return 0
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
