import ActionLintTestSupport
import Foundation
import XCTest

/// Quick fixes, fix-all and unsafe refactorings: their edits, applied by the client, give
/// exactly what `action-lint --fix` writes.
final class LanguageServerCodeActionTests: XCTestCase {
    let seedText = try! String(contentsOf: TestPaths.fixture("Demo/AddItemView.swift"), encoding: .utf8)

    func testTheSeedsQuickFixGivesTheFixOutputByteForByte() throws {
        let uri = "file:///project/Sources/AddItemView.swift"
        let server = try LanguageServerProcess()
        try server.initialize()
        server.open(uri, text: seedText)
        _ = try server.diagnostics(for: uri, version: 1)
        let actions = try codeActions(server, uri: uri, at: ClientText.position(18, 27))
        let quickFix = try XCTUnwrap(actions.first { $0["kind"] as? String == "quickfix" }, "\(actions)")
        XCTAssertEqual(quickFix["title"] as? String, "Extract the duplicated action into a method `addItem()`")
        XCTAssertEqual(quickFix["isPreferred"] as? Bool, true)
        XCTAssertEqual(((quickFix["diagnostics"] as? [[String: Any]])?.first)?["code"] as? String, "duplicate-action-closure")
        let fixed = try ClientText.applying(try ClientText.edits(of: quickFix, uri: uri), to: seedText)
        XCTAssertEqual(fixed, try FixRun.fixed(seedText, name: "AddItemView.swift", in: self))
        // The fix is offered at the other site too (the TextField's closure, line 9).
        let atOtherSite = try codeActions(server, uri: uri, at: ClientText.position(10, 4))
        XCTAssertEqual(atOtherSite.filter { $0["kind"] as? String == "quickfix" }.count, 1)
        // Nowhere near a finding: only the document's fix-all.
        let elsewhere = try codeActions(server, uri: uri, at: ClientText.position(1, 4))
        XCTAssertEqual(elsewhere.compactMap { $0["kind"] as? String }, ["source.fixAll.action-lint"])
    }

    func testFixAllAppliesEverySafeFixAsFixDoes() throws {
        for name in ["LSP/OrderFormView.swift", "Demo/PlaylistView.swift"] {
            let text = try String(contentsOf: TestPaths.fixture(name), encoding: .utf8)
            let uri = "file:///project/" + name
            let server = try LanguageServerProcess()
            // Versioned document changes, as VS Code takes them.
            try server.initialize(capabilities: ["workspace": ["workspaceEdit": ["documentChanges": true]]])
            server.open(uri, text: text, version: 7)
            _ = try server.diagnostics(for: uri, version: 7)
            let actions = try codeActions(server, uri: uri, at: ClientText.position(0, 0), only: ["source.fixAll"])
            XCTAssertEqual(actions.count, 1, name)
            let fixAll = try XCTUnwrap(actions.first)
            XCTAssertEqual(fixAll["kind"] as? String, "source.fixAll.action-lint")
            let change = try XCTUnwrap(((fixAll["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])?.first)
            XCTAssertEqual((change["textDocument"] as? [String: Any])?["version"] as? Int, 7)
            let fixed = try ClientText.applying(try ClientText.edits(of: fixAll, uri: uri), to: text)
            XCTAssertEqual(fixed, try FixRun.fixed(text, name: (name as NSString).lastPathComponent, in: self), name)
        }
    }

    func testAnUnsafeFixIsOnlyARefactoring() throws {
        // The rates are literals typed by their spelling alone (`Int`, where `setRate` may take a
        // `Double`): the fix is unsafe, offered as a refactoring and never as a quick fix.
        let speedView = """
        import SwiftUI

        struct SpeedView: View {
            @State private var player = Player()

            var body: some View {
                HStack {
                    Button("Slow") {
                        player.setRate(1)
                        player.resume()
                    }
                    Button("Fast") {
                        player.setRate(2)
                        player.resume()
                    }
                }
            }
        }

        """
        let uri = "file:///project/SpeedView.swift"
        let server = try LanguageServerProcess()
        try server.initialize()
        server.open(uri, text: speedView)
        _ = try server.diagnostics(for: uri, version: 1)
        let all = try codeActions(server, uri: uri, at: ClientText.position(11, 28))
        // The extraction asked for at the cursor takes the Button alone, a method or a property.
        XCTAssertEqual(all.compactMap { $0["kind"] as? String }, ["refactor.rewrite.action-lint", "refactor.extract", "refactor.extract"])
        let titles = all.dropFirst().compactMap { $0["title"] as? String }
        XCTAssertEqual(titles.map { $0.hasPrefix("Extract action into method `") }, [true, false], "\(titles)")
        let refactoring = try XCTUnwrap(all.first)
        XCTAssertNil(refactoring["isPreferred"])
        let fixed = try ClientText.applying(try ClientText.edits(of: refactoring, uri: uri), to: speedView)
        XCTAssertEqual(fixed, try FixRun.fixed(speedView, name: "SpeedView.swift", unsafe: true, in: self))
        XCTAssertNotEqual(fixed, speedView)
        XCTAssertEqual(try codeActions(server, uri: uri, at: ClientText.position(11, 28), only: ["quickfix"]).count, 0)
        XCTAssertEqual(try codeActions(server, uri: uri, at: ClientText.position(11, 28), only: ["refactor.rewrite"]).count, 1)
    }

    func testAClientThatResolvesGetsTheEditFromCodeActionResolve() throws {
        let uri = "file:///project/AddItemView.swift"
        let server = try LanguageServerProcess()
        try server.initialize(capabilities: ["textDocument": ["codeAction": ["dataSupport": true, "resolveSupport": ["properties": ["edit"]]]]])
        server.open(uri, text: seedText)
        let actions = try codeActions(server, uri: uri, at: ClientText.position(18, 27), only: ["quickfix", "source.fixAll"])
        XCTAssertEqual(actions.compactMap { $0["kind"] as? String }, ["quickfix", "source.fixAll.action-lint"])
        XCTAssertTrue(actions.allSatisfy { $0["edit"] == nil && $0["data"] != nil }, "\(actions)")
        let expected = try FixRun.fixed(seedText, name: "AddItemView.swift", in: self)
        for action in actions {
            let resolved = try XCTUnwrap(try server.request("codeAction/resolve", action)["result"] as? [String: Any])
            XCTAssertEqual(resolved["title"] as? String, action["title"] as? String)
            XCTAssertEqual(try ClientText.applying(try ClientText.edits(of: resolved, uri: uri), to: seedText), expected)
        }
        // After an edit, the old action no longer applies.
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": seedText + "\n"]]])
        let stale = try server.request("codeAction/resolve", try XCTUnwrap(actions.first))
        XCTAssertEqual((stale["error"] as? [String: Any])?["code"] as? Int, -32801)
    }

    /// Neovim asks at the cursor, often at column 0 of the line, passing the line's diagnostics.
    func testTheQuickFixIsOfferedOnAnyLineOfTheFindingOrForAPassedDiagnostic() throws {
        let uri = "file:///project/AddItemView.swift"
        let server = try LanguageServerProcess()
        try server.initialize()
        server.open(uri, text: seedText)
        let diagnostic = try XCTUnwrap(try server.diagnostics(for: uri, version: 1).first)
        let quickFixes = { (actions: [[String: Any]]) in actions.filter { $0["kind"] as? String == "quickfix" }.count }
        // Column 0 of the Button's line, before its `{` (line 18); of a line inside the closure.
        for line in [18, 20] {
            XCTAssertEqual(quickFixes(try codeActions(server, uri: uri, at: ClientText.position(line, 0), diagnostics: [diagnostic])), 1, "line \(line)")
            XCTAssertEqual(quickFixes(try codeActions(server, uri: uri, at: ClientText.position(line, 0))), 1, "line \(line)")
        }
        // A line of no site: the fix comes only for the diagnostic passed.
        XCTAssertEqual(quickFixes(try codeActions(server, uri: uri, at: ClientText.position(4, 0))), 0)
        let passed = try codeActions(server, uri: uri, at: ClientText.position(4, 0), diagnostics: [diagnostic])
        XCTAssertEqual(quickFixes(passed), 1)
        let quickFix = try XCTUnwrap(passed.first { $0["kind"] as? String == "quickfix" })
        XCTAssertEqual(try ClientText.applying(try ClientText.edits(of: quickFix, uri: uri), to: seedText),
                       try FixRun.fixed(seedText, name: "AddItemView.swift", in: self))
        // Another rule's code at that start is not this finding.
        var other = diagnostic
        other["code"] = "long-action-closure"
        XCTAssertEqual(quickFixes(try codeActions(server, uri: uri, at: ClientText.position(4, 0), diagnostics: [other])), 0)
    }

    func testAFindingWithoutAFixOffersNothing() throws {
        // PlaylistView's Play button reads the row's `song`: the finding says why there is no fix.
        let text = try String(contentsOf: TestPaths.fixture("Demo/PlaylistView.swift"), encoding: .utf8)
        let uri = "file:///project/PlaylistView.swift"
        let server = try LanguageServerProcess()
        try server.initialize()
        server.open(uri, text: text)
        let diagnostics = try server.diagnostics(for: uri, version: 1)
        let unfixable = try XCTUnwrap(diagnostics.first { ($0["message"] as? String)?.contains("no automatic fix") ?? false })
        let start = try XCTUnwrap((unfixable["range"] as? [String: Any])?["start"] as? [String: Any])
        let actions = try codeActions(server, uri: uri, at: start, only: ["quickfix", "refactor"])
        XCTAssertEqual(actions.count, 0, "\(actions)")
    }

    /// Two groups of one view whose only call is the same (`NamesAcrossRounds`): each quick fix's
    /// title names the member its diagnostic suggests; once the first is applied, the second
    /// still suggests and offers the same member, and both applied give what `--fix` writes.
    func testQuickFixTitlesNameTheMembersTheMessagesSuggestRoundAfterRound() throws {
        let text = try String(contentsOf: TestPaths.fixture("Rules/duplicate-action-closure/NamesAcrossRounds.input.swift"),
                              encoding: .utf8)
        let uri = "file:///project/ComposeView.swift"
        let server = try LanguageServerProcess()
        try server.initialize()
        server.open(uri, text: text)
        var current = text
        var diagnostics = try server.diagnostics(for: uri, version: 1)
        XCTAssertEqual(diagnostics.count, 2)
        // Before any is applied, the second already says what the second round writes.
        let second = try XCTUnwrap((diagnostics.last?["range"] as? [String: Any])?["start"] as? [String: Any])
        XCTAssertEqual(try codeActions(server, uri: uri, at: second, only: ["quickfix"]).first?["title"] as? String,
                       "Extract the duplicated action into a method `saveNotes()`")
        for (round, name) in ["save", "saveNotes"].enumerated() {
            let diagnostic = try XCTUnwrap(diagnostics.first)
            XCTAssertTrue((diagnostic["message"] as? String)?.contains("a method such as `\(name)()`") == true, "\(diagnostic)")
            let start = try XCTUnwrap((diagnostic["range"] as? [String: Any])?["start"] as? [String: Any])
            let quickFix = try XCTUnwrap(try codeActions(server, uri: uri, at: start, only: ["quickfix"]).first)
            XCTAssertEqual(quickFix["title"] as? String, "Extract the duplicated action into a method `\(name)()`")
            current = try ClientText.applying(try ClientText.edits(of: quickFix, uri: uri), to: current)
            XCTAssertTrue(current.contains("    func \(name)() {\n"), current)
            server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": round + 2], "contentChanges": [["text": current]]])
            diagnostics = try server.diagnostics(for: uri, version: round + 2)
        }
        XCTAssertEqual(diagnostics.count, 0)
        XCTAssertEqual(current, try FixRun.fixed(text, name: "ComposeView.swift", in: self))
    }

    func codeActions(_ server: LanguageServerProcess, uri: String, at position: [String: Any], only: [String]? = nil,
                     diagnostics: [[String: Any]] = []) throws -> [[String: Any]] {
        var context: [String: Any] = ["diagnostics": diagnostics]
        if let only { context["only"] = only }
        let answer = try server.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ClientText.range(position, position), "context": context,
        ])
        return try XCTUnwrap(answer["result"] as? [[String: Any]], "\(answer)")
    }
}
