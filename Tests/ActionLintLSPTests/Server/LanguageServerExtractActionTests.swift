import ActionLintTestSupport
import Foundation
import XCTest

/// `refactor.extract` through the server process: any action closure, reported or not, into a
/// method or a computed property; its edit, applied by the client, is what
/// `action-lint extract --fix` writes, and it type-checks against the SwiftUI stub in Swift 5 and 6.
final class LanguageServerExtractActionTests: XCTestCase {
    /// A two-statement Button action (no finding) beside an `.onSubmit` with a capture list, and
    /// the Button's extraction in each style, as `action-lint extract --fix` writes them
    /// (`ExtractCommandTests`).
    static func composer(_ name: String = "ComposerView") throws -> String {
        try String(contentsOf: TestPaths.fixture("ExtractAction/\(name).swift"), encoding: .utf8)
    }

    func testATwoStatementButtonIsExtractedFromThreePositionsInIt() throws {
        let uri = "file:///project/ComposerView.swift"
        let composer = try Self.composer()
        let server = try LanguageServerProcess()
        try server.initialize()
        server.open(uri, text: composer)
        XCTAssertEqual(try server.diagnostics(for: uri, version: 1).count, 0, "the action is no finding")
        let expected = try Self.composer("ComposerView.method")
        let expectedProperty = try Self.composer("ComposerView.property")
        // The start of the callee's line, inside the first statement, on the closing brace.
        for position in [ClientText.position(12, 0), ClientText.position(13, 20), ClientText.position(15, 12)] {
            let actions = try codeActions(server, uri: uri, at: position, only: ["refactor.extract"])
            XCTAssertEqual(actions.compactMap { $0["title"] as? String },
                           ["Extract action into method `send()`", "Extract action into computed property `sendAction`"], "\(position)")
            try assertEditorsDocQuotes(actions)
            XCTAssertTrue(actions.allSatisfy { $0["kind"] as? String == "refactor.extract" && $0["isPreferred"] == nil })
            guard actions.count == 2 else { continue }
            XCTAssertEqual(try ClientText.applying(try ClientText.edits(of: actions[0], uri: uri), to: composer), expected)
            XCTAssertEqual(try ClientText.applying(try ClientText.edits(of: actions[1], uri: uri), to: composer), expectedProperty)
        }
        // Asked for everything, the extractions come; outside any action nothing does. The
        // `.onSubmit` with a capture list keeps it and passes what it captures.
        XCTAssertEqual(try codeActions(server, uri: uri, at: ClientText.position(14, 16)).compactMap { $0["kind"] as? String },
                       ["refactor.extract", "refactor.extract"])
        XCTAssertEqual(try codeActions(server, uri: uri, at: ClientText.position(3, 4)).count, 0)
        let submit = try codeActions(server, uri: uri, at: ClientText.position(10, 20), only: ["refactor.extract"])
        XCTAssertEqual(submit.compactMap { $0["title"] as? String }.first, "Extract action into method `performAction(_:)`")
        if let first = submit.first {
            let submitted = try ClientText.applying(try ClientText.edits(of: first, uri: uri), to: composer)
            XCTAssertTrue(submitted.contains(".onSubmit { [draft] in performAction(draft) }"), submitted)
        }
        SwiftUITypeCheck.assertTypeChecks([.init(name: "ComposerMethod", text: expected)])
        SwiftUITypeCheck.assertTypeChecks([.init(name: "ComposerProperty", text: expectedProperty)])
    }

    /// The README demo's Play button: `song`'s type is read from `PlaylistModel.swift` beside the
    /// view, as `--fix`, `extract` and standard input read it (issue 48), with the workspace
    /// folder above the view or none at all.
    func testTheDemosPlayButtonIsExtractedWithTheTypeTheModelFileDeclares() throws {
        let folder = try TemporaryFolder(self)
        try DemoModule.write(into: folder, at: "Demo")
        let uri = folder.uri("Demo/PlaylistView.swift")
        let view = try DemoModule.view()
        for root in [folder.url.absoluteString, nil] {
            let server = try LanguageServerProcess()
            try server.initialize(extra: root.map { ["rootUri": $0] } ?? [:])
            server.open(uri, text: view)
            _ = try server.diagnostics(for: uri, version: 1)
            let position = ClientText.position(DemoModule.playButton.line - 1, DemoModule.playButton.column - 1)
            let actions = try codeActions(server, uri: uri, at: position, only: ["refactor.extract"])
            XCTAssertEqual(actions.first?["title"] as? String, "Extract action and its copy into method `play(_:)`", "root \(root ?? "none")")
            try assertEditorsDocQuotes(Array(actions.prefix(1)))
            guard let first = actions.first else { continue }
            let extracted = try ClientText.applying(try ClientText.edits(of: first, uri: uri), to: view)
            XCTAssertTrue(extracted.contains(DemoModule.playMember), extracted)
            XCTAssertTrue(extracted.contains("Button(\"Play\") { play(song) }"), extracted)
            if root == nil { try DemoModule.assertTypeChecks(extracted) }
        }
    }

    func testAClientThatResolvesGetsTheExtractionsEditFromCodeActionResolve() throws {
        let uri = "file:///project/ComposerView.swift"
        let composer = try Self.composer()
        let server = try LanguageServerProcess()
        try server.initialize(capabilities: ["textDocument": ["codeAction": ["dataSupport": true, "resolveSupport": ["properties": ["edit"]]]]])
        server.open(uri, text: composer)
        let actions = try codeActions(server, uri: uri, at: ClientText.position(14, 0), only: ["refactor"])
        XCTAssertEqual(actions.count, 2)
        XCTAssertTrue(actions.allSatisfy { $0["edit"] == nil && $0["data"] != nil }, "\(actions)")
        for (action, name) in zip(actions, ["ComposerView.method", "ComposerView.property"]) {
            let resolved = try XCTUnwrap(try server.request("codeAction/resolve", action)["result"] as? [String: Any])
            XCTAssertEqual(resolved["title"] as? String, action["title"] as? String)
            XCTAssertEqual(try ClientText.applying(try ClientText.edits(of: resolved, uri: uri), to: composer), try Self.composer(name))
        }
    }

    func testADuplicateGroupIsExtractedFromOneSiteAsTheQuickFixDoes() throws {
        // The seed, with what it uses declared so that it type-checks.
        let seed = "import SwiftUI\n\nstruct Item {\n    var title: String\n}\n\n"
            + (try String(contentsOf: TestPaths.fixture("Demo/AddItemView.swift"), encoding: .utf8))
        let uri = "file:///project/AddItemView.swift"
        let server = try LanguageServerProcess()
        try server.initialize()
        server.open(uri, text: seed)
        _ = try server.diagnostics(for: uri, version: 1)
        // Inside the TextField's `onCommit:` closure (its guard: the seed's line 10, six lines down here).
        let actions = try codeActions(server, uri: uri, at: ClientText.position(15, 20), only: ["refactor.extract"])
        XCTAssertEqual(actions.compactMap { $0["title"] as? String },
                       ["Extract action and its copy into method `addItem()`", "Extract action and its copy into computed property `addAction`"])
        try assertEditorsDocQuotes(Array(actions.prefix(1)))
        let extracted = try ClientText.applying(try ClientText.edits(of: actions[0], uri: uri), to: seed)
        XCTAssertEqual(extracted, try FixRun.fixed(seed, name: "AddItemView.swift", in: self))
        XCTAssertTrue(extracted.contains("onCommit: addItem"), extracted)
        XCTAssertTrue(extracted.contains("Button(\"Add\", action: addItem)"), extracted)
        let property = try ClientText.applying(try ClientText.edits(of: actions[1], uri: uri), to: seed)
        XCTAssertTrue(property.contains("Button(\"Add\", action: addAction)"), property)
        SwiftUITypeCheck.assertTypeChecks([.init(name: "AddItemMethod", text: extracted)])
        SwiftUITypeCheck.assertTypeChecks([.init(name: "AddItemProperty", text: property)])
    }

    static let tasks = """
    import SwiftUI

    struct Chore: Identifiable {
        let id: Int
        var title: String
    }

    @MainActor @Observable final class ChoreModel {
        var chores: [Chore] = []
        var lastSync: Date?
        func sync() async {}
        func remove(_ id: Chore.ID) {}
    }

    struct ChoresView: View {
        @State private var model = ChoreModel()

        var body: some View {
            List {
                ForEach(model.chores) { chore in
                    Text(chore.title)
                        .swipeActions {
                            Button("Remove", role: .destructive) {
                                model.remove(chore.id)
                                model.lastSync = nil
                            }
                        }
                }
            }
            .task {
                await model.sync()
                model.lastSync = Date()
            }
            .onTapGesture { [model] in
                model.lastSync = nil
                model.chores = []
            }
        }
    }

    """

    func testAForEachItemBecomesAParameterAndATaskAnAsyncMember() throws {
        let uri = "file:///project/ChoresView.swift"
        let server = try LanguageServerProcess()
        try server.initialize()
        server.open(uri, text: Self.tasks)
        let remove = try codeActions(server, uri: uri, at: ClientText.position(23, 0), only: ["refactor.extract"])
        XCTAssertEqual(remove.compactMap { $0["title"] as? String },
                       ["Extract action into method `remove(_:)`", "Extract action into computed property `removeAction`"])
        let removed = try ClientText.applying(try ClientText.edits(of: remove[0], uri: uri), to: Self.tasks)
        XCTAssertEqual(removed, try FixRun.extracted(Self.tasks, line: 24, column: 1, in: self))
        XCTAssertTrue(removed.contains("Button(\"Remove\", role: .destructive) { remove(chore) }"), removed)
        XCTAssertTrue(removed.contains("    func remove(_ chore: Chore) {\n"), removed)
        // The `.task`'s member is `async`, whatever the namer calls it.
        let sync = try codeActions(server, uri: uri, at: ClientText.position(31, 16), only: ["refactor.extract"])
        XCTAssertEqual(sync.count, 2)
        let name = try XCTUnwrap(sync.first?["title"] as? String).split(separator: "`")[1].dropLast(2)
        let synced = try ClientText.applying(try ClientText.edits(of: sync[0], uri: uri), to: Self.tasks)
        XCTAssertEqual(synced, try FixRun.extracted(Self.tasks, line: 32, column: 17, in: self))
        XCTAssertTrue(synced.contains(".task { await \(name)() }"), synced)
        XCTAssertTrue(synced.contains("    func \(name)() async {\n"), synced)
        let syncedProperty = try ClientText.applying(try ClientText.edits(of: sync[1], uri: uri), to: Self.tasks)
        XCTAssertTrue(syncedProperty.contains("    var \(name)Action: @MainActor () async -> Void {\n"), syncedProperty)
        // A capture list stays at the site, and the member takes the captured `model`.
        let captured = try codeActions(server, uri: uri, at: ClientText.position(34, 20), only: ["refactor.extract"])
        XCTAssertEqual(captured.count, 2)
        if let first = captured.first {
            let text = try ClientText.applying(try ClientText.edits(of: first, uri: uri), to: Self.tasks)
            XCTAssertTrue(text.contains(".onTapGesture { [model] in "), text)
            XCTAssertTrue(text.contains("(_ model: ChoreModel) {\n"), text)
        }
        SwiftUITypeCheck.assertTypeChecks([.init(name: "Chores", text: Self.tasks)])
        for (name, text) in [("ChoresRemove", removed), ("RemoveProperty", try ClientText.applying(try ClientText.edits(of: remove[1], uri: uri), to: Self.tasks)),
                             ("ChoresSync", synced), ("SyncProperty", syncedProperty)] {
            SwiftUITypeCheck.assertTypeChecks([.init(name: name, text: text)])
        }
    }

    /// docs/editors.md quotes these actions' titles as the server sends them (issue 48, item 11).
    func assertEditorsDocQuotes(_ actions: [[String: Any]], file: StaticString = #filePath, line: UInt = #line) throws {
        let editors = try DocText.normalized("docs/editors.md")
        for title in actions.compactMap({ $0["title"] as? String }) {
            XCTAssertTrue(editors.contains("\"\(title)\""), "docs/editors.md does not quote \(title)", file: file, line: line)
        }
    }

    func codeActions(_ server: LanguageServerProcess, uri: String, at position: [String: Any], only: [String]? = nil) throws -> [[String: Any]] {
        var context: [String: Any] = ["diagnostics": []]
        if let only { context["only"] = only }
        let answer = try server.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ClientText.range(position, position), "context": context,
        ])
        return try XCTUnwrap(answer["result"] as? [[String: Any]], "\(answer)")
    }
}
