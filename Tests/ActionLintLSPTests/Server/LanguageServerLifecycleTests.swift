import ActionLintTestSupport
import Foundation
import XCTest

/// initialize, shutdown, exit, cancellation and the answers to requests the server does not know.
final class LanguageServerLifecycleTests: XCTestCase {
    func testInitializeAdvertisesSyncAndCodeActionKinds() throws {
        let server = try LanguageServerProcess()
        let capabilities = try XCTUnwrap(try server.initialize()["capabilities"] as? [String: Any])
        let sync = try XCTUnwrap(capabilities["textDocumentSync"] as? [String: Any])
        XCTAssertEqual(sync["openClose"] as? Bool, true)
        XCTAssertEqual(sync["change"] as? Int, 2)
        XCTAssertNotNil(sync["save"] as? [String: Any])
        let kinds = try XCTUnwrap((capabilities["codeActionProvider"] as? [String: Any])?["codeActionKinds"] as? [String])
        XCTAssertEqual(Set(kinds), ["quickfix", "source.fixAll.action-lint", "refactor.rewrite.action-lint", "refactor.extract"])
    }

    func testTheServerAsksToBeToldOfConfigurationChangesWhenTheClientCanWatchFiles() throws {
        let server = try LanguageServerProcess()
        try server.initialize(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let request = try server.waitFor("client/registerCapability") { $0["method"] as? String == "client/registerCapability" }
        let registration = try XCTUnwrap(((request["params"] as? [String: Any])?["registrations"] as? [[String: Any]])?.first)
        XCTAssertEqual(registration["method"] as? String, "workspace/didChangeWatchedFiles")
        let watchers = try XCTUnwrap((registration["registerOptions"] as? [String: Any])?["watchers"] as? [[String: Any]])
        XCTAssertEqual(watchers.first?["globPattern"] as? String, "**/.action-lint.json")
        // The client's answer is taken without a word.
        server.write(LanguageServerProcess.frame(["jsonrpc": "2.0", "id": try XCTUnwrap(request["id"] as? Int), "result": NSNull()]))
        XCTAssertNotNil(try server.request("shutdown")["result"])
        XCTAssertEqual(server.pendingMessages().count, 0)
    }

    func testExitAfterShutdownIsZero() throws {
        let server = try LanguageServerProcess()
        try server.initialize()
        let answer = try server.request("shutdown")
        XCTAssertTrue(answer["result"] is NSNull, "\(answer)")
        XCTAssertNil(answer["error"])
        // Requests after shutdown are refused.
        XCTAssertEqual((try server.request("textDocument/codeAction")["error"] as? [String: Any])?["code"] as? Int, -32600)
        server.notify("exit")
        XCTAssertEqual(try server.waitForExit(), 0)
    }

    func testExitWithoutShutdownIsOne() throws {
        let server = try LanguageServerProcess()
        try server.initialize()
        server.notify("exit")
        XCTAssertEqual(try server.waitForExit(), 1)
    }

    func testTheEndOfTheInputWithoutShutdownIsOne() throws {
        let server = try LanguageServerProcess()
        try server.initialize()
        server.closeInput()
        XCTAssertEqual(try server.waitForExit(), 1)
    }

    func testRequestsBeforeInitializeAndUnknownMethods() throws {
        let server = try LanguageServerProcess(arguments: ["lsp", "--stdio"])
        XCTAssertEqual((try server.request("textDocument/codeAction")["error"] as? [String: Any])?["code"] as? Int, -32002)
        try server.initialize()
        XCTAssertEqual((try server.request("textDocument/hover")["error"] as? [String: Any])?["code"] as? Int, -32601)
        XCTAssertEqual((try server.request("initialize", ["capabilities": [:]])["error"] as? [String: Any])?["code"] as? Int, -32600)
        // Unknown notifications are not answered; the next request is.
        server.notify("workspace/didRenameFiles", ["files": []])
        server.notify("$/setTrace", ["value": "off"])
        let id = server.send("shutdown")
        XCTAssertNotNil(try server.response(to: id)["result"])
        XCTAssertEqual(server.pendingMessages().count, 0)
        XCTAssertEqual(server.protocolViolations, [])
    }

    func testACancelledRequestIsAnsweredAsCancelled() throws {
        let server = try LanguageServerProcess()
        try server.initialize()
        let uri = "file:///project/AddItemView.swift"
        server.open(uri, text: try String(contentsOf: TestPaths.fixture("Demo/AddItemView.swift"), encoding: .utf8))
        let id = server.takeID()
        let position = ClientText.position(18, 27)
        // The request and its cancellation in one write: the server reads them together.
        server.write(LanguageServerProcess.frame(["jsonrpc": "2.0", "id": id, "method": "textDocument/codeAction", "params": [
            "textDocument": ["uri": uri], "range": ClientText.range(position, position), "context": ["diagnostics": []],
        ]]) + LanguageServerProcess.frame(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": id]]))
        let answer = try server.response(to: id)
        XCTAssertEqual((answer["error"] as? [String: Any])?["code"] as? Int, -32800)
        // A cancellation of a request already answered changes nothing.
        server.notify("$/cancelRequest", ["id": 1])
        XCTAssertNotNil(try server.request("shutdown")["result"])
    }

    func testExtraArgumentsAreAUsageError() throws {
        let server = try LanguageServerProcess(arguments: ["lsp", "--tcp"])
        XCTAssertEqual(try server.waitForExit(), 2)
        XCTAssertTrue(server.standardError.contains("lsp takes no arguments"), server.standardError)
    }
}
