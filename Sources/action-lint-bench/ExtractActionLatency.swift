import ActionLintCore
import ActionLintRules
import Foundation

/// Part of `--lsp BINARY`: on the same ~100 KB view file, `textDocument/codeAction` for
/// `refactor.extract` at action closures spread over the file (inside each closure's braces),
/// one request after the other. Twice: for a client that takes the edits with the list (each
/// answer carries both extractions' edits, checked as `--fix` checks a fix), and for one that
/// resolves them (`codeAction/resolve`: the list, then the edit of the method extraction); and
/// the server's CPU time per request (on a loaded machine, steadier than the wall time).
struct ExtractActionLatency {
    let binary: String
    let file: String?
    let requests: Int
    let seed: UInt64

    func run() throws -> String {
        let text = try file.map { try String(contentsOfFile: $0, encoding: .utf8) }
            ?? LSPBenchmark.generatedViewFile(seed: seed)
        let positions = Self.actionPositions(in: text, count: requests)
        guard !positions.isEmpty else { throw BenchError(description: "the file has no action closure to extract") }
        var lines: [String] = ["extract action: \(positions.count) requests at action closures, refactor.extract only"]
        let eager = try measure(text, positions: positions, resolving: false)
        lines.append("  codeAction with edits: \(Self.summary(eager.list)), "
                     + "\(eager.offered) offered, \(eager.refused) refused; "
                     + String(format: "server CPU %.2f ms per request", eager.cpu))
        let lazy = try measure(text, positions: positions, resolving: true)
        lines.append("  codeAction, edits left to resolve: \(Self.summary(lazy.list))")
        lines.append("  codeAction/resolve (method): \(Self.summary(lazy.resolve)); "
                     + String(format: "server CPU %.2f ms per request and its resolve", lazy.cpu))
        return lines.joined(separator: "\n")
    }

    /// Each position's request (and resolve) times in milliseconds, and how many positions got
    /// the two extractions.
    func measure(_ text: String, positions: [(line: Int, character: Int)], resolving: Bool) throws
        -> (list: [Double], resolve: [Double], offered: Int, refused: Int, cpu: Double) {
        let server = try ServerConnection(binary: binary)
        defer { server.stop() }
        let codeAction: JSONValue = .object([
            (key: "dataSupport", value: .bool(true)),
            (key: "resolveSupport", value: .object([(key: "properties", value: .array([.string("edit")]))])),
        ])
        let textDocument: JSONValue = .object([(key: "codeAction", value: codeAction)])
        let capabilities: JSONValue = resolving ? .object([(key: "textDocument", value: textDocument)]) : .object([])
        _ = try server.request(id: 1, "initialize", .object([(key: "capabilities", value: capabilities)]))
        server.notify("initialized", .object([]))
        let uri = "file:///bench/" + (file.map { ($0 as NSString).lastPathComponent } ?? "GeneratedView.swift")
        server.notify("textDocument/didOpen", .object([(key: "textDocument", value: .object([
            (key: "uri", value: .string(uri)), (key: "languageId", value: .string("swift")),
            (key: "version", value: .integer(1)), (key: "text", value: .string(text)),
        ]))]))
        _ = try server.waitForDiagnostics(version: 1)
        var list: [Double] = []
        var resolve: [Double] = []
        var offered = 0
        var id = 2
        let cpuBefore = server.cpuSeconds()
        for position in positions {
            let at = LSPBenchmark.position(position.line, position.character)
            let params: JSONValue = .object([
                (key: "textDocument", value: .object([(key: "uri", value: .string(uri))])),
                (key: "range", value: .object([(key: "start", value: at), (key: "end", value: at)])),
                (key: "context", value: .object([
                    (key: "diagnostics", value: .array([])),
                    (key: "only", value: .array([.string("refactor.extract")])),
                ])),
            ])
            var start = DispatchTime.now().uptimeNanoseconds
            let answer = try server.request(id: id, "textDocument/codeAction", params)
            list.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            id += 1
            guard case let .array(actions)? = answer["result"], let first = actions.first else { continue }
            offered += 1
            if resolving {
                start = DispatchTime.now().uptimeNanoseconds
                _ = try server.request(id: id, "codeAction/resolve", first)
                resolve.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                id += 1
            }
        }
        let cpu = (server.cpuSeconds() - cpuBefore) * 1_000 / Double(positions.count)
        return (list, resolve, offered, positions.count - offered, cpu)
    }

    /// A position inside the braces of `count` action closures spread evenly over the file.
    static func actionPositions(in text: String, count: Int) -> [(line: Int, character: Int)] {
        let file = ParsedFile(source: SourceFile(path: "Bench.swift", text: text))
        let sites = ActionClassifier.actionSites(in: file)
        guard !sites.isEmpty else { return [] }
        let step = max(1, sites.count / count)
        return stride(from: 0, to: sites.count, by: step).prefix(count).map { index in
            let leftBrace = file.offset(file.syntax.closures[sites[index].closure].leftBrace)
            let position = file.source.position(of: leftBrace + 1)
            // ASCII text: a column is one UTF-16 unit.
            return (position.line - 1, position.column - 1)
        }
    }

    static func summary(_ milliseconds: [Double]) -> String {
        guard !milliseconds.isEmpty else { return "none" }
        let sorted = milliseconds.sorted()
        func format(_ value: Double) -> String { String(format: "%.2f ms", value) }
        return "median \(format(sorted[sorted.count / 2])), p90 \(format(sorted[sorted.count * 9 / 10])), "
            + "min \(format(sorted[0])), max \(format(sorted[sorted.count - 1]))"
    }
}
