import ActionLintTestSupport
import Foundation
import XCTest

/// Diagnostics as an editor receives them from `action-lint lsp`.
final class LanguageServerDiagnosticsTests: XCTestCase {
    let seedText = try! String(contentsOf: TestPaths.fixture("Demo/AddItemView.swift"), encoding: .utf8)
    let seedURI = TestPaths.fixture("Demo/AddItemView.swift").absoluteString

    func testSeedGetsOneDiagnosticWithTheOtherSiteAsRelatedInformation() throws {
        let server = try LanguageServerProcess()
        try server.initialize()
        server.open(seedURI, text: seedText)
        let diagnostics = try server.diagnostics(for: seedURI, version: 1)
        XCTAssertEqual(diagnostics.count, 1)
        let diagnostic = try XCTUnwrap(diagnostics.first)
        // The CLI says 19:27 (1-based, the Button's `{`) to 23:14; LSP counts from 0.
        XCTAssertEqual(diagnostic["range"] as? NSDictionary, ClientText.range(ClientText.position(18, 26), ClientText.position(22, 13)) as NSDictionary)
        XCTAssertEqual(diagnostic["severity"] as? Int, 2)
        XCTAssertEqual(diagnostic["code"] as? String, "duplicate-action-closure")
        XCTAssertEqual(diagnostic["source"] as? String, "action-lint")
        // The same words as the CLI's report.
        let reported = try XCTUnwrap(try JSONReport.findings(TestPaths.fixture("Demo/AddItemView.swift")).first)
        XCTAssertEqual(diagnostic["message"] as? String, reported["message"] as? String)
        XCTAssertTrue((diagnostic["message"] as? String)?.contains("repeats the `TextField(onCommit:)` action at line 9") ?? false)
        let href = try XCTUnwrap((diagnostic["codeDescription"] as? [String: Any])?["href"] as? String)
        XCTAssertEqual(href, BuiltTool.packageRoot.appendingPathComponent("docs/rules/duplicate-action-closure.md").absoluteString)
        let related = try XCTUnwrap(diagnostic["relatedInformation"] as? [[String: Any]])
        XCTAssertEqual(related.count, 1)
        let location = try XCTUnwrap(related.first?["location"] as? [String: Any])
        XCTAssertEqual(location["uri"] as? String, seedURI)
        XCTAssertEqual((location["range"] as? [String: Any])?["start"] as? NSDictionary, ClientText.position(8, 26) as NSDictionary)
        XCTAssertEqual(related.first?["message"] as? String, ((reported["related"] as? [[String: Any]])?.first)?["message"] as? String)
        XCTAssertEqual(server.protocolViolations, [])
    }

    func testAnEditThatRemovesTheDuplicateClearsTheDiagnosticsAndClosingClearsThemToo() throws {
        let server = try LanguageServerProcess()
        try server.initialize()
        server.open(seedURI, text: seedText)
        XCTAssertEqual(try server.diagnostics(for: seedURI, version: 1).count, 1)
        // Line 21 (0-based 20) is the Button's `handler(item)`: now it hands over another item.
        let line = seedText.components(separatedBy: "\n")[20]
        XCTAssertEqual(line, "handler(item)")
        server.notify("textDocument/didChange", [
            "textDocument": ["uri": seedURI, "version": 2],
            "contentChanges": [["range": ClientText.range(ClientText.position(20, 8), ClientText.position(20, 12)), "text": "Item(title: \"draft\")"]],
        ])
        XCTAssertEqual(try server.diagnostics(for: seedURI, version: 2).count, 0)
        // Undo: the duplicate is back.
        server.notify("textDocument/didChange", [
            "textDocument": ["uri": seedURI, "version": 3],
            "contentChanges": [["range": ClientText.range(ClientText.position(20, 8), ClientText.position(20, 28)), "text": "item"]],
        ])
        XCTAssertEqual(try server.diagnostics(for: seedURI, version: 3).count, 1)
        server.notify("textDocument/didClose", ["textDocument": ["uri": seedURI]])
        XCTAssertEqual(try server.diagnostics(for: seedURI).count, 0)
    }

    func testFullTextChangeAndSaveAreLinted() throws {
        let server = try LanguageServerProcess()
        try server.initialize()
        server.open(seedURI, text: "struct Empty {}\n")
        XCTAssertEqual(try server.diagnostics(for: seedURI, version: 1).count, 0)
        server.notify("textDocument/didChange", ["textDocument": ["uri": seedURI, "version": 2], "contentChanges": [["text": seedText]]])
        XCTAssertEqual(try server.diagnostics(for: seedURI, version: 2).count, 1)
        server.notify("textDocument/didSave", ["textDocument": ["uri": seedURI]])
        XCTAssertEqual(try server.diagnostics(for: seedURI, version: 2).count, 1)
    }

    func testAChangedConfigurationAppliesWithoutARestart() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".action-lint.json", #"{"rules": {"duplicate-action-closure": {"severity": "error"}}}"#)
        try folder.write("Sources/AddItemView.swift", seedText)
        let uri = folder.uri("Sources/AddItemView.swift")
        let server = try LanguageServerProcess(folder: folder.url)
        try server.initialize()
        server.open(uri, text: seedText)
        XCTAssertEqual(try server.diagnostics(for: uri, version: 1).first?["severity"] as? Int, 1)

        // The client reports the change (a registered watcher): every open document is linted again.
        try folder.write(".action-lint.json", #"{"rules": {"duplicate-action-closure": {"enabled": false}}}"#)
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": folder.uri(".action-lint.json"), "type": 2]]])
        XCTAssertEqual(try server.diagnostics(for: uri, version: 1).count, 0)

        // No notification (a client without watchers): the next lint reads the file again.
        try folder.write(".action-lint.json", #"{"rules": {"duplicate-action-closure": {"severity": "warning", "minStatements": 3}}}"#)
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": seedText + "\n"]]])
        XCTAssertEqual(try server.diagnostics(for: uri, version: 2).first?["severity"] as? Int, 2)
    }

    func testAnExcludedFileGetsNoDiagnostics() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".action-lint.json", #"{"exclude": ["Generated/"]}"#)
        let server = try LanguageServerProcess(folder: folder.url)
        try server.initialize()
        server.open(folder.uri("Generated/AddItemView.swift"), text: seedText)
        server.open(folder.uri("Sources/AddItemView.swift"), text: seedText)
        XCTAssertEqual(try server.diagnostics(for: folder.uri("Generated/AddItemView.swift")).count, 0)
        XCTAssertEqual(try server.diagnostics(for: folder.uri("Sources/AddItemView.swift")).count, 1)
    }

    func testABrokenConfigurationIsShownOnceAndTheServerGoesOn() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".action-lint.json", #"{"rules": {"duplicate-action-closure": {"severity": "fatal"}}}"#)
        let uri = folder.uri("AddItemView.swift")
        let server = try LanguageServerProcess(folder: folder.url)
        try server.initialize()
        server.open(uri, text: seedText)
        let shown = try server.waitFor("window/showMessage") { $0["method"] as? String == "window/showMessage" }
        let message = try XCTUnwrap((shown["params"] as? [String: Any])?["message"] as? String)
        XCTAssertTrue(message.contains(folder.url.appendingPathComponent(".action-lint.json").path), message)
        XCTAssertTrue(message.contains("rules.duplicate-action-closure.severity"), message)
        XCTAssertEqual(try server.diagnostics(for: uri, version: 1).count, 0)
        // Fixed: the next lint uses it.
        try folder.write(".action-lint.json", #"{"rules": {"duplicate-action-closure": {"severity": "error"}}}"#)
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": seedText]]])
        XCTAssertEqual(try server.diagnostics(for: uri, version: 2).first?["severity"] as? Int, 1)
        XCTAssertEqual(server.pendingMessages().filter { $0["method"] as? String == "window/showMessage" }.count, 0)
    }

    func testABurstOfEditsIsLintedForItsLastVersion() throws {
        let uri = "file:///project/AddItemView.swift"
        let server = try LanguageServerProcess()
        try server.initialize()
        server.open(uri, text: seedText)
        XCTAssertEqual(try server.diagnostics(for: uri, version: 1).count, 1)
        // 40 spaces typed at the start of line 1, sent in one write.
        var burst = Data()
        for version in 2...41 {
            let character = version - 2
            burst += LanguageServerProcess.frame(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": ClientText.range(ClientText.position(0, character), ClientText.position(0, character)), "text": " "]],
            ]])
        }
        server.write(burst)
        XCTAssertEqual(try server.diagnostics(for: uri, version: 41).count, 1)
        let published = server.pendingMessages().filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        XCTAssertLessThan(published.count, 10, "each keystroke of the burst was linted: \(published.count)")
    }
}
