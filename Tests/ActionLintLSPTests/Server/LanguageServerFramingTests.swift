import ActionLintTestSupport
import Foundation
import XCTest

/// The base protocol on real pipes: messages split over writes, several in one write, a 1 MB
/// document, and input that is not a message at all.
final class LanguageServerFramingTests: XCTestCase {
    let seedText = try! String(contentsOf: TestPaths.fixture("Demo/AddItemView.swift"), encoding: .utf8)

    func testMessagesSplitAcrossWritesAndJoinedInOneWrite() throws {
        let server = try LanguageServerProcess()
        let initialize = LanguageServerProcess.frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        // Byte by byte through the header, then the body in two halves.
        let headerLength = initialize.range(of: Data("\r\n\r\n".utf8))!.upperBound
        for index in 0..<headerLength {
            server.write(initialize.subdata(in: index..<(index + 1)))
            if index % 7 == 0 { usleep(500) }
        }
        let middle = headerLength + (initialize.count - headerLength) / 2
        server.write(initialize.subdata(in: headerLength..<middle))
        usleep(2000)
        server.write(initialize.subdata(in: middle..<initialize.count))
        XCTAssertNotNil(try server.response(to: 1)["result"])
        // Three messages in one write: all handled, in order.
        let uri = "file:///project/AddItemView.swift"
        var joined = LanguageServerProcess.frame(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        joined += LanguageServerProcess.frame(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                                               "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": seedText]]])
        joined += LanguageServerProcess.frame(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        server.write(joined)
        XCTAssertEqual(try server.diagnostics(for: uri, version: 1).count, 1)
        XCTAssertNotNil(try server.response(to: 2)["result"])
        server.notify("exit")
        XCTAssertEqual(try server.waitForExit(), 0)
        XCTAssertEqual(server.protocolViolations, [])
    }

    func testAOneMegabyteDocumentInPiecesThenAnEditAtItsEnd() throws {
        // 1 MB of small row views (a generated-looking file), with the seed at the end.
        var text = "import SwiftUI\n\n"
        var rows = 0
        while text.utf8.count < 1 << 20 {
            text += "struct SettingsRow\(rows): View {\n    let title: String\n\n    var body: some View {\n"
                + "        HStack {\n            Text(title) // «réglage \(rows)» ⚙️\n            Spacer()\n        }\n    }\n}\n\n"
            rows += 1
        }
        text += seedText
        let uri = "file:///project/Large.swift"
        let server = try LanguageServerProcess()
        try server.initialize()
        let open = LanguageServerProcess.frame(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                                                "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]]])
        XCTAssertGreaterThan(open.count, 1 << 20)
        var offset = 0
        while offset < open.count {
            let end = min(open.count, offset + 100_003)
            server.write(open.subdata(in: offset..<end))
            offset = end
        }
        let diagnostics = try server.diagnostics(for: uri, version: 1)
        XCTAssertEqual(diagnostics.count, 1)
        let lines = text.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.lastIndex(of: "handler(item)"))
        XCTAssertEqual(((diagnostics.first?["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int, line - 2)
        // Break the duplicate (the last `handler(item)` is the Button's): clean.
        server.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ClientText.range(ClientText.position(line, 0), ClientText.position(line, 13)), "text": "handler(nil)"]],
        ])
        XCTAssertEqual(try server.diagnostics(for: uri, version: 2).count, 0)
    }

    func testMalformedInputIsAnsweredOrLoggedAndTheServerGoesOn() throws {
        let server = try LanguageServerProcess()
        // A header without Content-Length, then a body that is not JSON, then JSON that is not
        // a JSON-RPC message, then an array.
        server.write(Data("Content-Type: application/json\r\n\r\n{}".utf8))
        server.write(Data("Content-Length: 9\r\n\r\n{\"id\": 1,".utf8))
        server.write(LanguageServerProcess.frame(["id": 2, "method": "initialize"]))
        server.write(Data("Content-Length: 2\r\n\r\n[]".utf8))
        server.write(Data("Content-Length: nine\r\n\r\n".utf8))
        // Then a good request: answered as if nothing happened.
        let id = server.send("initialize", ["capabilities": [:]])
        XCTAssertNotNil(try server.response(to: id)["result"])
        let errors = server.pendingMessages().compactMap { $0["error"] as? [String: Any] }.compactMap { $0["code"] as? Int }
        XCTAssertEqual(errors, [-32700, -32600, -32600])
        let invalid = try XCTUnwrap(server.pendingMessages().first { ($0["error"] as? [String: Any])?["code"] as? Int == -32600 })
        XCTAssertEqual(invalid["id"] as? Int, 2)
        XCTAssertEqual(server.protocolViolations, [])
        server.closeInput()
        XCTAssertEqual(try server.waitForExit(), 1)
        let log = server.standardError
        XCTAssertTrue(log.contains("header without Content-Length"), log)
        XCTAssertTrue(log.contains("Content-Length is not a number"), log)
        XCTAssertTrue(log.contains("invalid JSON"), log)
    }

    /// Seeded junk between messages — bytes that are no header, bodies that are no message,
    /// requests with wrong shapes — never stops the server: a request after each burst is answered.
    func testJunkBetweenMessagesNeverStopsTheServer() throws {
        let server = try LanguageServerProcess()
        try server.initialize()
        var random = SplitMix(seed: 22)
        let bodies = [#"{"jsonrpc":"2.0","id":"x","method":"textDocument/codeAction","params":{"textDocument":{"uri":7}}}"#,
                      #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///none"},"contentChanges":[{"range":{"start":{"line":-5}}}]}}"#,
                      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///j.swift","text":"Button(\"a\") { x(); y() }\n"}}}"#,
                      #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///j.swift","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":900},"end":{"line":0,"character":2}},"text":"\u00e9\ud83c\udf5e"}]}}"#,
                      #"{"jsonrpc":"2.0","id":[1],"method":"x"}"#, #"{"jsonrpc":"1.0","id":3,"method":"shutdown"}"#, "[[[[[[[[[[[[[[[[[[[[", "\u{0}", "null"]
        for round in 0..<30 {
            var burst = Data()
            for _ in 0..<(1 + random.next() % 4) {
                if random.next() % 2 == 0 {
                    // No 'C' or 'c': junk must not spell a header name by chance.
                    let junk = (0..<(random.next() % 300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }.filter { $0 | 0x20 != 0x63 }
                    burst += Data(junk) + Data("\r\n\r\n".utf8)
                } else {
                    let body = Data(bodies[Int(random.next() % UInt64(bodies.count))].utf8)
                    burst += Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
                }
            }
            server.write(burst)
            let id = server.send("textDocument/hover", ["round": round])
            XCTAssertEqual((try server.response(to: id)["error"] as? [String: Any])?["code"] as? Int, -32601, "round \(round)")
        }
        XCTAssertNotNil(try server.request("shutdown")["result"])
        server.notify("exit")
        XCTAssertEqual(try server.waitForExit(), 0)
        XCTAssertEqual(server.protocolViolations, [])
    }
}

/// A small seeded generator (SplitMix64), so that the junk is the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
