import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// "Extract action" on demand: any action closure, reported or not, into a method or a computed
/// property; a repeated body with its copies; bindings as parameters; async sites; and the
/// closures no member can stand for. Every output type-checks against the SwiftUI stub in Swift 5
/// and 6 modes, and fixing it again changes nothing.
final class ExtractActionRefactoringTests: XCTestCase {
    /// A two-statement Button action that no rule reports (the long rule is off, nothing repeats
    /// it), beside an `.onSubmit` with a capture list; what the CLI and the server tests read too.
    static func composer(_ name: String = "ComposerView") throws -> String {
        try String(contentsOf: TestPaths.fixture("ExtractAction/\(name).swift"), encoding: .utf8)
    }

    func testATwoStatementButtonIsExtractedFromAnyPositionInIt() throws {
        let code = try Self.composer()
        XCTAssertEqual(LintHarness.findings(code), [], "the action is no finding")
        let expected = try Self.composer("ComposerView.method")
        let lineStart = try ExtractionHarness.offset(of: "\n            Button(\"Send\")", in: code) + 1
        // Column 0 of the callee's line, right after `{`, inside a statement, on the `}`.
        let positions = [lineStart, try ExtractionHarness.offset(of: "{\n                sent", in: code) + 1,
                         try ExtractionHarness.offset(of: "append(draft)", in: code),
                         try ExtractionHarness.offset(of: "}\n            .disabled", in: code)]
        for offset in positions {
            let (text, extraction) = try ExtractionHarness.extracted(code, at: offset)
            XCTAssertEqual(text, expected, "at offset \(offset)")
            XCTAssertEqual(extraction.fix.title, "Extract action into method `send()`")
        }
        let (property, extraction) = try ExtractionHarness.extracted(code, at: positions[2], style: .property)
        XCTAssertEqual(extraction.fix.title, "Extract action into computed property `sendAction`")
        XCTAssertEqual(property, try Self.composer("ComposerView.property"))
        // The `.onSubmit` beside it keeps its capture list and passes what it captured.
        let (submitted, submit) = try ExtractionHarness.extracted(code, at: try ExtractionHarness.offset(of: "print(draft)",
                                                                                                        in: code))
        XCTAssertEqual(submit.fix.title, "Extract action into method `performAction(_:)`")
        XCTAssertTrue(submitted.contains(".onSubmit { [draft] in performAction(draft) }"), submitted)
        XCTAssertTrue(submitted.contains("    func performAction(_ draft: String) {\n        print(draft)\n"), submitted)
        assertOutputs(["Composer": code, "ComposerMethod": expected, "ComposerProperty": property,
                       "ComposerSubmit": submitted])
    }

    func testBothStylesAreOfferedTheirEditsOnlyWhenAskedFor() throws {
        let code = try Self.composer()
        let offset = try ExtractionHarness.offset(of: "draft = \"\"\n            }", in: code)
        guard case let .extractions(found) = ExtractionHarness.outcome(code, at: offset, styles: [.property, .method], writesEdits: false)
        else { return XCTFail("no extraction") }
        XCTAssertEqual(found.map(\.fix.title), ["Extract action into computed property `sendAction`", "Extract action into method `send()`"])
        XCTAssertEqual(found.map(\.memberName), ["sendAction", "send"])
        XCTAssertTrue(found.allSatisfy { $0.fix.edits.isEmpty && $0.copies == 0 && $0.action == "Button" })
    }

    /// A mail app's inbox: a row action reading its `ForEach` item, a toolbar Button repeated by a
    /// double tap, and a `.refreshable` repeated by a `.task`.
    static let inbox = """
    import SwiftUI

    struct Mail: Identifiable {
        let id: Int
        var subject: String
    }

    @MainActor @Observable final class InboxModel {
        var mails: [Mail] = []
        var selection: Mail.ID?
        func refresh() async {}
        func markAllSeen() async {}
        func archive(_ id: Mail.ID) {}
    }

    struct InboxView: View {
        @State private var model = InboxModel()
        @State private var showsSettings = false

        var body: some View {
            NavigationStack {
                List {
                    ForEach(model.mails) { mail in
                        Text(mail.subject)
                            .swipeActions {
                                Button("Archive") {
                                    model.archive(mail.id)↓
                                    model.selection = nil
                                }
                            }
                    }
                }
                .toolbar {
                    Button("Settings") {↓
                        model.selection = nil
                        showsSettings = true
                    }
                }
                .refreshable {
                    await model.refresh()
                    await model.markAllSeen()
                }
                .task {↓
                    await model.refresh()
                    await model.markAllSeen()
                }
            }
            .onTapGesture(count: 2) {
                model.selection = nil
                showsSettings = true
            }
        }
    }

    """

    func testAForEachItemBecomesAParameter() throws {
        let (code, offsets) = ExtractionHarness.unmarked(Self.inbox)
        let (text, extraction) = try ExtractionHarness.extracted(code, at: offsets[0])
        XCTAssertEqual(extraction.fix.title, "Extract action into method `archive(_:)`")
        XCTAssertTrue(text.contains("                            Button(\"Archive\") { archive(mail) }\n"), text)
        XCTAssertTrue(text.hasSuffix("""
        private extension InboxView {
            func archive(_ mail: Mail) {
                model.archive(mail.id)
                model.selection = nil
            }
        }

        """), text)
        let (property, _) = try ExtractionHarness.extracted(code, at: offsets[0], style: .property)
        XCTAssertTrue(property.contains("Button(\"Archive\") { archiveAction(mail) }"), property)
        XCTAssertTrue(property.contains("    var archiveAction: (Mail) -> Void {\n        return { mail in\n"), property)
        assertOutputs(["Inbox": code, "InboxMethod": text, "InboxProperty": property])
    }

    func testARepeatedBodyIsExtractedWithItsCopiesFromOneSite() throws {
        let (code, offsets) = ExtractionHarness.unmarked(Self.inbox)
        let (text, extraction) = try ExtractionHarness.extracted(code, at: offsets[1])
        XCTAssertEqual(extraction.fix.title, "Extract action and its copy into method `settings()`")
        XCTAssertEqual(extraction.copies, 1)
        // What the duplicate rule's quick fix writes for that group, and nothing else.
        let finding = try XCTUnwrap(LintHarness.findings(code).first { $0.message.contains("`settings()`") })
        let quickFix = FixApplier.apply([try XCTUnwrap(finding.fix)], to: Array(code.utf8))
        XCTAssertEqual(text, String(decoding: quickFix.bytes, as: UTF8.self))
        XCTAssertTrue(text.contains("Button(\"Settings\", action: settings)"), text)
        XCTAssertTrue(text.contains(".onTapGesture(count: 2, perform: settings)"), text)
        let (property, _) = try ExtractionHarness.extracted(code, at: offsets[1], style: .property)
        XCTAssertTrue(property.contains(".onTapGesture(count: 2, perform: settingsAction)"), property)
        assertOutputs(["InboxSettings": text, "InboxSettingsProperty": property])
    }

    /// A closure reading its own parameters, alone: `.onChange(of: draft)` of a `draft = ""`
    /// gives `func saveDraft(_ newValue: String)`, the site keeping `{ _, newValue in … }`; a
    /// notification's `Notification`, the member passed by name.
    func testAClosuresOwnParametersBecomeTheMembersParameters() throws {
        let code = """
        import SwiftUI

        struct ComposeView: View {
            @State private var draft = ""
            @State private var saved: [String] = []
            @State private var syncCount = 0

            var body: some View {
                TextEditor(text: $draft)
                    .onChange(of: draft) { _, newValue in
                        saved.append(newValue)
                        syncCount += 1
                    }
                    .onReceive(NotificationCenter.default.publisher(for: .init("Synced"))) { notification in
                        syncCount += 1
                        saved.append(notification.name.rawValue)
                    }
            }
        }
        """
        let (changed, extraction) = try ExtractionHarness.extracted(code, at: try ExtractionHarness.offset(of: "saved.append(newValue)", in: code))
        XCTAssertEqual(extraction.fix.title, "Extract action into method `addToSaved(_:)`")
        XCTAssertTrue(changed.contains(".onChange(of: draft) { _, newValue in addToSaved(newValue) }\n"), changed)
        XCTAssertTrue(changed.contains("    func addToSaved(_ newValue: String) {\n"), changed)
        let notified = try ExtractionHarness.offset(of: "saved.append(notification", in: code)
        let (received, _) = try ExtractionHarness.extracted(code, at: notified)
        XCTAssertTrue(received.contains(#".onReceive(NotificationCenter.default.publisher(for: .init("Synced")), perform: increaseSyncCount)"#),
                      received)
        XCTAssertTrue(received.contains("    func increaseSyncCount(_ notification: Notification) {\n"), received)
        assertOutputs(["Compose": code, "ComposeChange": changed, "ComposeReceive": received])
    }

    func testTaskAndRefreshableBecomeAnAsyncMember() throws {
        let (code, offsets) = ExtractionHarness.unmarked(Self.inbox)
        // The `.task` repeats the `.refreshable`: both call one `async` method (not `refresh`,
        // SwiftUI's `EnvironmentValues.refresh`).
        let (text, extraction) = try ExtractionHarness.extracted(code, at: offsets[2])
        XCTAssertEqual(extraction.fix.title, "Extract action and its copy into method `refreshAction()`")
        XCTAssertTrue(text.contains("            .refreshable { await refreshAction() }\n            .task { await refreshAction() }\n"), text)
        XCTAssertTrue(text.contains("    func refreshAction() async {\n        await model.refresh()\n"), text)
        // Alone, each is still an async member.
        let alone = code.replacingOccurrences(of: """
                    .task {
                        await model.refresh()
                        await model.markAllSeen()
                    }

        """, with: "")
        XCTAssertNotEqual(alone, code)
        let refreshable = try ExtractionHarness.offset(of: "await model.refresh()", in: alone)
        let (single, only) = try ExtractionHarness.extracted(alone, at: refreshable)
        XCTAssertEqual(only.fix.title, "Extract action into method `refreshAction()`")
        XCTAssertTrue(single.contains(".refreshable { await refreshAction() }"), single)
        let (property, _) = try ExtractionHarness.extracted(alone, at: refreshable, style: .property)
        XCTAssertTrue(property.contains("var refreshAction: @MainActor () async -> Void {"), property)
        assertOutputs(["InboxRefresh": text, "InboxRefreshable": single, "InboxRefreshableProperty": property])
    }

    func testANamedMemberIsWhatTheLongRuleWritesForALongAction() throws {
        let code = """
        import SwiftUI

        struct SignUpView: View {
            @State private var email = ""
            @State private var password = ""
            @State private var attempts = 0
            @State private var error: String?

            var body: some View {
                Form {
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password)
                    Button("Create Account") {
                        attempts += 1
                        error = nil
                        email = email.lowercased()
                        password = ""
                    }
                }
            }
        }

        """
        let configuration = Configuration(rules: ["long-action-closure": RuleSettings(enabled: true)])
        let long = LintHarness.fixed(code, configuration: configuration)
        XCTAssertNotEqual(long.text, code, "the long rule reports it")
        let offset = try ExtractionHarness.offset(of: "error = nil", in: code)
        let (text, extraction) = try ExtractionHarness.extracted(code, at: offset, configuration: configuration)
        XCTAssertEqual(text, long.text)
        XCTAssertEqual(extraction.memberName, "createAccount")
        assertOutputs(["SignUpExtracted": text])
    }

    func testOfTwoActionsOnOneLineTheOneHoldingThePositionElseTheNearest() throws {
        let marked = """
        import SwiftUI

        struct CounterView: View {
            @State private var count = 0
            @State private var history: [Int] = []

            var body: some View {
        ↓        Stepper("Count", onIncrement: { count += 1; history.append(count) }, onDecrement: { count -= 1;↓ history.append(count) })
            }
        }

        """
        let (code, offsets) = ExtractionHarness.unmarked(marked)
        let (atStart, first) = try ExtractionHarness.extracted(code, at: offsets[0])
        XCTAssertEqual(first.memberName, "incrementCount")
        let (inside, second) = try ExtractionHarness.extracted(code, at: offsets[1])
        XCTAssertEqual(second.memberName, "decrementCount")
        XCTAssertTrue(inside.contains("onIncrement: { count += 1; history.append(count) }, onDecrement: decrementCount)"), inside)
        assertOutputs(["CounterIncrement": atStart, "CounterDecrement": inside])
    }

    // MARK: - Refusals

    static let refusals = """
    import SwiftUI

    struct Chore: Identifiable {
        let id: Int
        var isDone = false
    }

    /// A search field of the app's own: its action says whether to keep the query.
    struct SearchBar: View {
        @Binding var text: String
        var onSubmit: () -> Bool

        var body: some View {
            TextField("Search", text: $text)
                .onSubmit { if !onSubmit() { text = "" } }
        }
    }

    struct ChoresView: View {
        @State private var count = 0
        @State private var chores: [Chore] = []
        @State private var query = ""
        @State private var hovering = false

        var body: some View {
            VStack {
                Text("Chores")↓
                SearchBar(text: $query, onSubmit: {
                    count += 1
                    return !query.isEmpty
                })
                Text("Hover")
                    .onHover {
                        hovering = $0
                        count += 1
                    }
                Button("Nothing") {↓}
                ForEach($chores) { $chore in
                    Button("Done") {↓
                        chore.isDone = true
                        count += 1
                    }
                }
                counter()
            }
        }

        @ViewBuilder func counter() -> some View {
            var taps = 0
            Button("Tap") {↓
                taps += 1
                print(taps)
            }
        }
    }

    """

    /// `.onHover { hovering = $0 … }`: `$0` is the member's `value: Bool`, the site passing it on.
    func testAnAnonymousParameterIsExtractedLikeANamedOne() throws {
        let code = ExtractionHarness.unmarked(Self.refusals).code
        let (text, _) = try ExtractionHarness.extracted(code, at: try ExtractionHarness.offset(of: "hovering = $0", in: code))
        XCTAssertTrue(text.contains(".onHover(perform: setHovering)") || text.contains(".onHover { setHovering($0) }"), text)
        XCTAssertTrue(text.contains("func setHovering(_ value: Bool) {"), text)
        XCTAssertTrue(text.contains("hovering = value"), text)
    }

    /// `SearchBar(onSubmit: { … return !query.isEmpty })`: the file's view declares `onSubmit: () -> Bool`, so
    /// the member returns a `Bool` and the site returns what it gives.
    func testAValueReturnedToTheFilesOwnViewHasItsDeclaredType() throws {
        let code = ExtractionHarness.unmarked(Self.refusals).code
        let (text, _) = try ExtractionHarness.extracted(code, at: try ExtractionHarness.offset(of: "return !query.isEmpty", in: code))
        XCTAssertTrue(text.contains("SearchBar(text: $query, onSubmit: { increaseCount() })"), text)
        XCTAssertTrue(text.contains("func increaseCount() -> Bool {\n        count += 1\n        return !query.isEmpty\n    }"), text)
        SwiftUITypeCheck.assertTypeChecks(text, name: "Chores.swift")
    }

    /// Each refusal says why (the words of the duplicate rule's fix planning, which decides).
    func testNoExtractionWhereNoMemberCouldDoWhatTheClosureDoes() {
        let (code, offsets) = ExtractionHarness.unmarked(Self.refusals)
        let expected = [
            "no action",
            "the closure is empty",
            "`chore`, bound by `$chore` (a property wrapper's projection)",
            "the closures read `taps`, a variable of `counter`",
        ]
        XCTAssertEqual(offsets.count, expected.count)
        for (offset, words) in zip(offsets, expected) {
            let reason = ExtractionHarness.refusal(code, at: offset) ?? ""
            XCTAssertTrue(reason.contains(words), "at \(offset): \(reason)")
        }
        SwiftUITypeCheck.assertTypeChecks(code, name: "Chores.swift")
    }

    // MARK: - Helpers

    /// Every text parses and type-checks, each on its own (each declares the view).
    func assertOutputs(_ texts: [String: String], file: StaticString = #filePath, line: UInt = #line) {
        let sources = texts.sorted { $0.key < $1.key }.map { SwiftUITypeCheck.Source(name: $0.key, text: $0.value) }
        for source in sources { SwiftParseCheck.assertParses(source.text, name: source.name, file: file, line: line) }
        for source in sources { SwiftUITypeCheck.assertTypeChecks([source], file: file, line: line) }
    }
}
