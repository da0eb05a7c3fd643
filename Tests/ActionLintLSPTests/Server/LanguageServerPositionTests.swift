import ActionLintTestSupport
import Foundation
import XCTest

/// Positions on lines with emoji (surrogate pairs, ZWJ sequences) and combining marks: counted
/// in UTF-16 code units by default, in bytes when the client asks for UTF-8.
final class LanguageServerPositionTests: XCTestCase {
    let text = try! String(contentsOf: TestPaths.fixture("LSP/CafeMenuView.swift"), encoding: .utf8)
    let uri = "file:///project/Sources/CafeMenuView.swift"

    /// Line 11 (0-based 10) holds 🍞, an em dash and "año" written with a combining tilde
    /// before the closure the finding starts at.
    var findingLine: Substring { text.split(separator: "\n", omittingEmptySubsequences: false)[10] }

    func testUTF16IsTheDefaultAndCountsSurrogatePairs() throws {
        XCTAssertTrue(findingLine.unicodeScalars.contains("\u{0303}"), "the fixture keeps its combining tilde")
        let server = try LanguageServerProcess()
        let result = try server.initialize()
        XCTAssertEqual((result["capabilities"] as? [String: Any])?["positionEncoding"] as? String, "utf-16")
        server.open(uri, text: text)
        let diagnostic = try XCTUnwrap(try server.diagnostics(for: uri, version: 1).first)
        let start = try XCTUnwrap((diagnostic["range"] as? [String: Any])?["start"] as? [String: Any])
        let brace = try XCTUnwrap(findingLine.firstIndex(of: "{"))
        XCTAssertEqual(start["line"] as? Int, 10)
        XCTAssertEqual(start["character"] as? Int, findingLine[..<brace].utf16.count)
        XCTAssertNotEqual(findingLine[..<brace].utf16.count, findingLine[..<brace].unicodeScalars.count)
        // The related site, line 10 (0-based 9): after 🥐.
        let relatedLine = text.split(separator: "\n", omittingEmptySubsequences: false)[9]
        let related = try XCTUnwrap((diagnostic["relatedInformation"] as? [[String: Any]])?.first?["location"] as? [String: Any])
        let relatedStart = try XCTUnwrap((related["range"] as? [String: Any])?["start"] as? [String: Any])
        XCTAssertEqual(relatedStart["character"] as? Int, relatedLine[..<relatedLine.firstIndex(of: "{")!].utf16.count)
    }

    func testUTF8WhenTheClientOffersIt() throws {
        let server = try LanguageServerProcess()
        let result = try server.initialize(capabilities: ["general": ["positionEncodings": ["utf-16", "utf-8"]]])
        XCTAssertEqual((result["capabilities"] as? [String: Any])?["positionEncoding"] as? String, "utf-8")
        server.open(uri, text: text)
        let diagnostic = try XCTUnwrap(try server.diagnostics(for: uri, version: 1).first)
        let start = try XCTUnwrap((diagnostic["range"] as? [String: Any])?["start"] as? [String: Any])
        XCTAssertEqual(start["character"] as? Int, findingLine[..<findingLine.firstIndex(of: "{")!].utf8.count)
        // The fix's edits in bytes, applied by byte offsets, give the --fix output too.
        let actions = try XCTUnwrap(try server.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ClientText.range(start, start), "context": ["diagnostics": [], "only": ["quickfix"]],
        ])["result"] as? [[String: Any]])
        let action = try XCTUnwrap(actions.first)
        let fixed = try ClientText.applying(try ClientText.edits(of: action, uri: uri), to: text, units: .utf8)
        XCTAssertEqual(fixed, try FixRun.fixed(text, name: "CafeMenuView.swift", in: self))
    }

    /// Edits after the emoji, in UTF-16 positions: if the server placed them anywhere else, its
    /// text would differ from the client's and the fix-all edit would not give the `--fix`
    /// output of the client's text.
    func testIncrementalEditsAfterEmojiLandWhereTheClientMeansThem() throws {
        let server = try LanguageServerProcess()
        try server.initialize()
        server.open(uri, text: text)
        _ = try server.diagnostics(for: uri, version: 1)
        var clientText = text
        // Insert " 🎉" right after "año" (whose ñ is two scalars) on the finding's line, then
        // replace "Pan" at the line's start of the string with "Pão" (precomposed ã).
        let after = try XCTUnwrap(findingLine.range(of: "an\u{0303}o")).upperBound
        let insertAt = ClientText.position(10, findingLine[..<after].utf16.count)
        let edit1: [String: Any] = ["range": ClientText.range(insertAt, insertAt), "text": " 🎉"]
        clientText = try ClientText.applying([["range": edit1["range"]!, "newText": " 🎉"]], to: clientText)
        let panStart = findingLine[..<findingLine.range(of: "Pan")!.lowerBound].utf16.count
        let edit2: [String: Any] = ["range": ClientText.range(ClientText.position(10, panStart), ClientText.position(10, panStart + 3)), "text": "Pão"]
        clientText = try ClientText.applying([["range": edit2["range"]!, "newText": "Pão"]], to: clientText)
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [edit1, edit2]])
        let diagnostic = try XCTUnwrap(try server.diagnostics(for: uri, version: 2).first)
        let newLine = clientText.split(separator: "\n", omittingEmptySubsequences: false)[10]
        XCTAssertEqual(((diagnostic["range"] as? [String: Any])?["start"] as? [String: Any])?["character"] as? Int,
                       newLine[..<newLine.firstIndex(of: "{")!].utf16.count)
        let answer = try server.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ClientText.range(ClientText.position(0, 0), ClientText.position(0, 0)),
            "context": ["diagnostics": [], "only": ["source.fixAll.action-lint"]],
        ])
        let fixAll = try XCTUnwrap((answer["result"] as? [[String: Any]])?.first)
        XCTAssertEqual(try ClientText.applying(try ClientText.edits(of: fixAll, uri: uri), to: clientText),
                       try FixRun.fixed(clientText, name: "CafeMenuView.swift", in: self))
    }
}
