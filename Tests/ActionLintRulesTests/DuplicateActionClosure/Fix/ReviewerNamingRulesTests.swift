import ActionLintCore
import ActionLintTestSupport
import XCTest
@testable import ActionLintRules

/// Names a reviewer writes (issues 47, 48 and 50): from the effect that matters most, never a
/// callback's or SwiftUI's name, never a title that is no name, never under three letters, and
/// parameters never numbered nor one letter.
final class ReviewerNamingRulesTests: XCTestCase {
    typealias Naming = ActionNamingTests

    // MARK: - Titles that are no name (issue 48, item 10)

    /// `Button("A") { … }` beside the same body: `add`, from what the body does, not `a`.
    func testATitleOfOneOrTwoLettersANumberOrASymbolNameIsNoName() {
        for title in ["A", "OK", "7", "42", "square.and.arrow.up", "star.fill"] {
            XCTAssertEqual(Naming.names(Naming.titled(title)), ["add"], title)
        }
        // Three letters and more are a name.
        XCTAssertEqual(Naming.names(Naming.titled("Buy")), ["buy"])
    }

    /// A call of two letters names no member alone: `goAction`, never `go`.
    func testNoMemberIsUnderThreeLetters() {
        XCTAssertEqual(Naming.names(Naming.view("store.go(); geometryHeight = 0")), ["goAction"])
        let names = Naming.names(Naming.titled("Go"))
        XCTAssertTrue(names.allSatisfy { $0.count >= 3 }, "\(names)")
    }

    // MARK: - The effect that matters most (issue 50 §4)

    /// A deletion outranks clearing a selection and setting a flag, wherever it is in the body.
    func testADeletionOutranksClearingASelection() {
        XCTAssertEqual(Naming.names(Naming.view("store.selection = nil; store.notes.remove(at: store.index)")),
                       ["removeNote"])
        XCTAssertEqual(Naming.names(Naming.view("store.isEditing = false; store.delete(store.selected)")),
                       ["delete"])
        // Removed from one collection and added to another: moved there.
        XCTAssertEqual(Naming.names(Naming.view("store.trash.append(note); store.notes.removeAll { $0.id == note.id }")),
                       ["moveToTrash"])
    }

    /// A pasteboard assignment copies what it is given: `copyLink`, not `copy`.
    func testACopyNamesWhatItCopies() {
        XCTAssertEqual(Naming.names(Naming.view("UIPasteboard.general.string = store.shareURL.absoluteString")),
                       ["copyShareURL"])
        XCTAssertEqual(Naming.names(Naming.view("UIPasteboard.general.string = \"x\"; geometryHeight = 0")), ["copy"])
    }

    /// A value passed under a label that names nothing (`action:`) gives no `setAction`: the call names it.
    func testAnEmptyLabelGivesNoSetter() {
        let code = """
        struct InboxView: View {
            @State private var selectedIDs: Set<Int> = []
            let model: InboxModel

            var body: some View {
                VStack {
                    Button {
                        model.bulkEdit(action: .archive, ids: selectedIDs)
                        selectedIDs.removeAll()
                    } label: { Image(systemName: "archivebox") }
                    Button {
                        model.bulkEdit(action: .delete, ids: selectedIDs)
                        selectedIDs.removeAll()
                    } label: { Image(systemName: "trash") }
                }
            }
        }

        enum BulkAction { case archive, delete }

        final class InboxModel {
            func bulkEdit(action: BulkAction, ids: Set<Int>) {}
        }
        """
        XCTAssertEqual(Naming.names(code, configuration: Configuration()), ["bulkEdit"])
    }

    // MARK: - Never a callback's name (issue 50 §4)

    /// `onDeleteWidgetTap()` → `deleteWidget`; `onTap()` → `handleTap`: never `onTap`.
    func testNeverACallbackName() {
        XCTAssertEqual(Naming.names(Naming.view("onDeleteWidgetTap(); geometryHeight = 0")), ["deleteWidget"])
        XCTAssertEqual(Naming.names(Naming.view("onTap(); geometryHeight = 0")), ["handleTap"])
        XCTAssertEqual(Naming.names(Naming.view("onMuteToggled(store.isMuted); geometryHeight = 0")),
                       ["handleMuteToggled"])
        XCTAssertEqual(Naming.names(Naming.view("onFinish(); geometryHeight = 0")), ["finish"])
    }

    // MARK: - Never SwiftUI's name (issue 50 §4)

    /// `isPresented = false` would be `dismiss`, SwiftUI's `EnvironmentValues.dismiss`: a call
    /// outranks it (`recordConsent`); alone, it takes a suffix, as `refresh` does.
    func testNeverANameSwiftUIGivesAView() {
        XCTAssertEqual(Naming.names(Naming.view("store.isPresented = false; store.recordConsent(true)")),
                       ["recordConsent"])
        XCTAssertEqual(Naming.names(Naming.view("store.isPresented = false")), ["dismissAction"])
        XCTAssertEqual(Naming.names(Naming.view("store.refresh(); geometryHeight = 0")), ["refreshAction"])
        // A receiver that says what is refreshed names it.
        XCTAssertEqual(Naming.names(Naming.view("inbox.refresh(); geometryHeight = 0")), ["refreshInbox"])
    }

    /// The names SwiftUI gives a view come from the project's SwiftUI stub: every
    /// `EnvironmentValues` property and every `View` member it declares is a name no member takes.
    func testTheSwiftUINamesAreTheStubs() throws {
        let folder = SwiftUITypeCheck.stubFolder
        var declared = Set<String>()
        for file in ["DataFlow.swift", "Modifiers.swift"] {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            declared.formUnion(Self.members(in: text, extending: file == "DataFlow.swift"
                ? "public struct EnvironmentValues {" : "extension View {"))
        }
        XCTAssertTrue(declared.isSuperset(of: ["dismiss", "openURL", "refresh", "onTapGesture"]), "\(declared)")
        let unnamed = declared.filter { !ActionNamer.isNoName($0) && !NamingVocabulary.swiftUINames.contains($0) }
        XCTAssertEqual(unnamed, [], "names the stub declares that a member could take")
    }

    /// The `public var`/`public func` names in each block opening with `opening`.
    static func members(in text: String, extending opening: String) -> Set<String> {
        var names = Set<String>()
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(opening) { inside = true; continue }
            if inside, line.hasPrefix("}") { inside = false }
            guard inside else { continue }
            let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            for (index, word) in words.enumerated().dropLast() where word == "var" || word == "func" {
                if index > 0, words[index - 1] == "public" { names.insert(String(words[index + 1])) }
            }
        }
        return names
    }

    // MARK: - The file's spelling (issue 50 §4)

    /// A view whose members are written in `snake_case` gets its new member so: `reload_items()`.
    func testASnakeCaseCodebaseGetsSnakeCase() throws {
        let code = """
        import SwiftUI

        struct item_list: View {
            @State private var is_loading = false
            @State private var item_count = 0
            let store: item_store

            var body: some View {
                VStack {
                    Button("Reload Items") {
                        is_loading = true
                        store.reload_items()
                    }
                    Text("\\(item_count)").onTapGesture {
                        is_loading = true
                        store.reload_items()
                    }
                }
            }
        }

        final class item_store {
            func reload_items() {}
        }
        """
        XCTAssertEqual(Naming.names(code, configuration: Configuration()), ["reload_items"])
        let fixed = LintHarness.fixed(code).text
        XCTAssertTrue(fixed.contains("    func reload_items() {\n"), fixed)
        SwiftUITypeCheck.assertTypeChecks([SwiftUITypeCheck.Source(name: "SnakeCase.swift", text: fixed)],
                                          languageModes: [5, 6])
        // The same view in camel case keeps camel case.
        let camel = code.replacingOccurrences(of: "is_loading", with: "isLoading")
            .replacingOccurrences(of: "item_count", with: "itemCount")
        XCTAssertEqual(Naming.names(camel, configuration: Configuration()), ["reloadItems"])
    }

    // MARK: - Parameters (issue 47 §3)

    /// Taken names get a word, never a number: `newValue` taken → `otherNewValue`; one letter is
    /// never a parameter: `x` → `newX`.
    func testParameterNamesAreNeverNumberedNorOneLetter() {
        XCTAssertEqual(ParameterNamer.free("newValue", isTaken: { $0 == "newValue" }), "otherNewValue")
        XCTAssertEqual(ParameterNamer.free("item", isTaken: { $0 == "item" }), "newItem")
        XCTAssertEqual(ParameterNamer.free("x", isTaken: { _ in false }), "newX")
        XCTAssertNil(ParameterNamer.free("item", isTaken: { _ in true }))
        // Through the namer: a one-letter property or label gives no one-letter parameter.
        let named = ParameterNamer.name(for: .property(name: "x", ownProperty: false), values: ["3", "5"], hint: nil,
                                        memberNames: [], isTaken: { _ in false }, ownUses: { _ in [] })
        XCTAssertEqual(named?.name, "newX")
        let labelled = ParameterNamer.name(for: .argument(callee: "move", label: "x", otherArguments: true),
                                           values: ["3", "5"], hint: "i", memberNames: [], isTaken: { _ in false },
                                           ownUses: { _ in [] })
        XCTAssertEqual(labelled?.name, "number")
    }

    /// A label that names only the kind of value gives the initializer's type its name:
    /// `URL(string:)` → `urlString`; another label, or a method's, is the name as it is.
    func testAKindOfValueLabelIsNamedForTheTypeItBuilds() throws {
        func name(_ callee: String, _ label: String) -> String? {
            ParameterNamer.name(for: .argument(callee: callee, label: label, otherArguments: false),
                                values: ["\"a\"", "\"b\""], hint: "string", memberNames: [],
                                isTaken: { _ in false }, ownUses: { _ in [] })?.name
        }
        XCTAssertEqual(name("URL", "string"), "urlString")
        XCTAssertEqual(name("Foundation.URL", "string"), "urlString")
        XCTAssertEqual(name("Decimal", "string"), "decimalString")
        XCTAssertEqual(name("Text", "verbatim"), "verbatim")
        XCTAssertEqual(name("store.parse", "string"), "string")
        // Through the fix: `openLink(_:)`, and it type-checks.
        try FixGolden.assertTypeCheckedFixture("URLStringParameter")
        XCTAssertTrue(try FixFixtures.text("URLStringParameter.fixed.swift").contains("func openLink(_ urlString: String)"))
    }

    /// A member whose last word names what the initializer makes of the string (`openLink`,
    /// `openURL`) takes it unlabelled; any other member labels the literal.
    func testAMemberNamingTheMadeValueTakesItUnlabelled() {
        func label(_ member: String, _ callee: String = "URL") -> String {
            ParameterNamer.label(for: .argument(callee: callee, label: "string", otherArguments: false),
                                 name: "urlString", values: ["\"a\"", "\"b\""], memberName: member)
        }
        XCTAssertEqual(label("openLink"), "_")
        XCTAssertEqual(label("showURL"), "_")
        XCTAssertEqual(label("share"), "urlString")
        XCTAssertEqual(label("openLink", "Decimal"), "urlString")
    }

    /// Two buttons set one property of another value (`point.x = …`) to different values: the
    /// parameter is `newX`, never `x` nor a number (unsafe: the literals are typed by spelling).
    func testAParameterOfAOneLetterPropertyIsNamed() throws {
        let code = """
        import SwiftUI

        struct CanvasView: View {
            @State private var point = Point(x: 0, y: 0)
            @State private var history: [Point] = []

            var body: some View {
                VStack {
                    Button("Left") {
                        point.x = 0.0
                        point.y = 0
                        history.append(point)
                    }
                    Button("Right") {
                        point.x = 100.0
                        point.y = 0
                        history.append(point)
                    }
                }
            }
        }

        struct Point {
            var x: Double
            var y: Double
        }
        """
        let fixed = LintHarness.fixed(code, unsafe: true).text
        XCTAssertTrue(fixed.contains("func setX(newX: Double)"), fixed)
        XCTAssertFalse(fixed.contains("(_ x:") || fixed.contains("x2"), fixed)
        SwiftUITypeCheck.assertTypeChecks([SwiftUITypeCheck.Source(name: "Canvas.swift", text: fixed)],
                                          languageModes: [5, 6])
    }

    // MARK: - The principal effect (issue s54)

    /// Giving up the focus, hiding what is shown, taking down an error's alert, `dismiss()`,
    /// haptics, analytics and announcing a change name a body only when it does nothing else.
    func testWhatAccompaniesAnActionNamesItOnlyAlone() {
        XCTAssertEqual(Naming.names(Naming.view("isSearchFocused = false; store.count += 1")), ["increaseCount"])
        XCTAssertEqual(Naming.names(Naming.view("store.showSheet = false; store.count += 1")), ["increaseCount"])
        XCTAssertEqual(Naming.names(Naming.view("store.loadError = nil; store.count += 1")), ["increaseCount"])
        XCTAssertEqual(Naming.names(Naming.view("store.volume = 0; hub.broadcastStateUpdate()")), ["setVolume"])
        XCTAssertEqual(Naming.names(Naming.view("runHapticFeedback(); store.archive()")), ["archive"])
        XCTAssertEqual(Naming.names(Naming.view("searchAnalyticsHelper.trackTap(); store.archive()")), ["archive"])
        // Noting the time is bookkeeping beside the action, however it is spelled.
        for now in ["Date()", "Date.now", ".now"] {
            XCTAssertEqual(Naming.names(Naming.view("store.lastEdit = \(now); store.count += 1")), ["increaseCount"], now)
        }
        // A time worked out is a value the body sets.
        XCTAssertEqual(Naming.names(Naming.view("store.lastEdit = Date().addingTimeInterval(60); store.count += 1")),
                       ["setLastEdit"])
        // Alone, they name it.
        XCTAssertEqual(Naming.names(Naming.view("hub.broadcastStateUpdate()")), ["broadcastStateUpdate"])
        XCTAssertEqual(Naming.names(Naming.view("isSearchFocused = false")), ["setIsSearchFocused"])
        XCTAssertEqual(Naming.names(Naming.view("store.lastEdit = Date()")), ["setLastEdit"])
    }

    /// Presenting is the effect of a body that stores what the presented view reads; a bare
    /// `isPresented` says not what, and the state's own name taken gives the other verb.
    func testPresentingOutranksTheStateItReads() {
        XCTAssertEqual(Naming.names(Naming.view("store.draft = nil; showingEditor = true")), ["showEditor"])
        XCTAssertEqual(Naming.names(Naming.view("store.draft = nil; store.isPresented = true")), ["clearDraft"])
        let taken = Naming.names(Naming.view("store.draft = nil; showEditor = true").replacingOccurrences(
            of: "@State private var geometryHeight", with: "@State private var showEditor = false\n    @State private var geometryHeight"))
        XCTAssertEqual(taken, ["presentEditor"])
    }

    /// A test before the action (not an unwrap) makes it conditional: `IfNeeded`, whatever the name.
    func testATestedConditionIsIfNeededAndAnUnwrapIsNot() {
        XCTAssertEqual(Naming.names(Naming.view("if store.items.count > 3 { store.loadMore() }")), ["loadMoreIfNeeded"])
        XCTAssertEqual(Naming.names(Naming.view("let list = store.names; if !list.contains(store.name) { store.name = \"x\" }")),
                       ["setNameIfNeeded"])
        XCTAssertEqual(Naming.names(Naming.view("guard let item = store.item else { return }; store.open(item)")), ["openItem"])
        XCTAssertEqual(Naming.names(Naming.view("if let item = store.item { store.open(item) }")), ["openItem"])
        // Something done after the `if` is done anyway.
        XCTAssertEqual(Naming.names(Naming.view("if store.isDirty { store.save() }; store.close()")), ["save"])
    }

    /// A member wrapping the view's own method cannot take its name: the verb (with `all`); a verb
    /// that only says an action is done gives way to it. Never an `Action` suffix for that.
    func testAWrapperOfTheViewsOwnMethodTakesItsVerb() {
        XCTAssertEqual(ActionWords.forwardingWords(["open", "all", "urls"]), ["open", "all"])
        XCTAssertEqual(ActionWords.forwardingWords(["perform", "purchase"]), ["purchase"])
        XCTAssertEqual(ActionWords.forwardingWords(["start", "content", "load"]), ["load", "content"])
        XCTAssertEqual(ActionWords.forwardingWords(["start", "timer"]), ["start"])
        XCTAssertNil(ActionWords.forwardingWords(["save"]))
        let code = Naming.view("Task { await performPurchase() }").replacingOccurrences(
            of: "    var body: some View {", with: "    func performPurchase() async {}\n\n    var body: some View {")
        XCTAssertEqual(Naming.names(code), ["purchase"])
        // A class's subclasses may declare the verb (`start`): there the name keeps its words.
        let inClass = """
            class TabHost {
                func startIfNotStarted() {}

                @ViewBuilder
                var body: some View {
                    VStack {
                        Text("Body").onAppear { Task { @MainActor in self.startIfNotStarted() } }
                        Text("Item").onAppear { Task { @MainActor in self.startIfNotStarted() } }
                    }
                }
            }
            """
        XCTAssertEqual(Naming.names(inClass), ["startIfNotStartedAction"])
    }

    /// A Bool set to its own negation, or a value selected and cleared by one condition, toggles; a
    /// Bool in the progressive starts or stops; a value read by key is loaded.
    func testTogglesActivitiesAndStoredValues() {
        XCTAssertEqual(Naming.names(Naming.view("store.isMuted = !store.isMuted; geometryHeight = 0")), ["toggleMuted"])
        XCTAssertEqual(Naming.names(Naming.view("if store.tag == name { store.tag = nil } else { store.tag = name }")),
                       ["toggleTag"])
        XCTAssertEqual(Naming.names(Naming.view("store.isLoadingFeed = false; geometryHeight = 0")), ["stopLoadingFeed"])
        XCTAssertEqual(Naming.names(Naming.view("store.isSyncing = true; geometryHeight = 0")), ["startSyncing"])
        XCTAssertEqual(Naming.names(Naming.view("store.isLocked = UserDefaults.standard.bool(forKey: \"lock\")")),
                       ["loadLocked"])
    }

    /// `result.navigateTo()`: a name ending in a preposition, without an argument, goes to its receiver.
    func testAPrepositionWithoutAnArgumentTakesTheReceiver() {
        XCTAssertEqual(Naming.names(Naming.view("result.navigateTo(); store.history.append(result)")),
                       ["navigateToResult"])
    }
}
