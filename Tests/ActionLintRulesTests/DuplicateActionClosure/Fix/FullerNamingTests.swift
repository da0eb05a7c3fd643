import ActionLintCore
import ActionLintTestSupport
import XCTest
@testable import ActionLintRules

/// Names that say what the whole body does: never a copy of one call the body makes
/// unless the member only forwards to it, no empty words (`handle…`, a past tense, an
/// Objective-C tail, a localisation key's prefix), the value every site passes when it tells
/// the action apart, one verb for two calls that share it, and parameters named for what every
/// site passes.
final class FullerNamingTests: XCTestCase {
    typealias Naming = ActionNamingTests

    // MARK: - A fixed value tells the action apart

    /// `tool.selectTool(.hand)` at every site: `selectHandTool`, not `selectTool`, which reads as
    /// the tool's own method; sites passing different tools forward to it: `selectTool(_:)`.
    func testTheCaseEverySitePassesShowsInTheName() {
        XCTAssertEqual(Naming.names(Naming.view("withAnimation { store.selectTool(.hand) }")), ["selectHandTool"])
        XCTAssertEqual(Naming.names(Naming.view("store.sort(by: .date); geometryHeight = 0")), ["sortByDate"])
        XCTAssertEqual(Naming.names(Naming.view("store.toggleSection(for: store.current, tab: .recent)")),
                       ["toggleRecentSection"])
        let forwarding = """
        struct ToolbarView: View {
            @State private var store = CanvasStore()

            var body: some View {
                HStack {
                    Button { withAnimation { store.selectTool(.pen) } } label: { Image(systemName: "pencil") }
                    Button { withAnimation { store.selectTool(.eraser) } } label: { Image(systemName: "eraser") }
                }
            }
        }

        enum Tool { case pen, eraser }

        @Observable
        final class CanvasStore {
            func selectTool(_ tool: Tool) {}
        }
        """
        XCTAssertEqual(Naming.names(forwarding), ["selectTool"])
    }

    /// `proxy.scrollTo("logBottom")`: a name ending in a preposition takes the literal's words as
    /// it takes a name's, never `scrollTo`, which reads as `ScrollViewProxy`'s.
    func testAStringEverySitePassesNamesWhereTheCallGoes() {
        XCTAssertEqual(Naming.names(Naming.view("withAnimation { proxy.scrollTo(\"logBottom\", anchor: .bottom) }")),
                       ["scrollToLogBottom"])
    }

    /// `UIApplication.openSettingsURLString` opened: `openSettings`, not a bare `open`.
    func testALoneOpenSaysWhatItOpens() {
        let body = "if let url = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(url) }"
        XCTAssertEqual(Naming.names(Naming.view(body)), ["openSettings"])
    }

    /// A URL made only of what the sites pass names no place: the body opens a link, by
    /// `UIApplication.shared.open` or the environment's `openURL`. A file URL is no link.
    func testALoneOpenOfAStringsURLOpensALink() {
        let passed = "if let url = URL(string: store.current.address) { UIApplication.shared.open(url) }"
        XCTAssertEqual(Naming.names(Naming.view(passed)), ["openAddress"])
        let literal = "if let url = URL(string: \"https://example.com/help\") { openURL(url) }"
        XCTAssertEqual(Naming.names(Naming.view(literal)), ["openLink"])
        let file = "let url = URL(fileURLWithPath: \"/tmp/report.txt\"); NSWorkspace.shared.open(url)"
        XCTAssertNotEqual(Naming.names(Naming.view(file)), ["openLink"])
    }

    // MARK: - One verb for two calls

    /// Two calls of one verb: both objects, their shared noun, or the receivers in the plural.
    func testTwoCallsOfOneVerbNameBoth() {
        XCTAssertEqual(Naming.names(Naming.view("store.updateEstimate(); updatePreviewOnSettingsChange()")),
                       ["updateEstimateAndPreview"])
        XCTAssertEqual(Naming.names(Naming.view("updateSortedFiles(); updateVisibleFiles()")), ["updateFiles"])
        XCTAssertEqual(Naming.names(Naming.view("try? viewContext.saveIfNeeded(); try? backgroundContext.saveIfNeeded()")),
                       ["saveContexts"])
        // A call and another verb: the first call, as before.
        XCTAssertEqual(Naming.names(Naming.view("store.updateEstimate(); store.log()")), ["updateEstimate"])
    }

    /// Three or more states copied from one value, and no call: what they are copied from.
    func testStatesCopiedFromOneValueNameIt() {
        let body = "let parts = store.color.parts; hue = parts.hue; saturation = parts.saturation; alpha = parts.alpha"
        XCTAssertEqual(Naming.names(Naming.view(body)), ["updateFromColor"])
        XCTAssertEqual(Naming.names(Naming.view("hue = 0; saturation = 0; alpha = 1")), ["setHue"])
    }

    // MARK: - A selection toggle

    /// `contains` then `remove` or `insert`: the body toggles the element's selection.
    func testASelectionToggleTogglesTheSelection() {
        let selected = """
            if selectedPlugins.contains(store.current.id) {
                selectedPlugins.remove(store.current.id)
                selectedPaths.removeAll { $0 == store.current.path }
            } else {
                selectedPlugins.insert(store.current.id)
                selectedPaths.append(store.current.path)
            }
            """
        XCTAssertEqual(Naming.names(Naming.view(selected)), ["togglePluginSelection"])
        let favorites = "if !favorites.contains(store.current) { favorites.append(store.current) } else { favorites.removeAll { $0 == store.current } }"
        XCTAssertEqual(Naming.names(Naming.view(favorites)), ["toggleFavorite"])
    }

    // MARK: - No empty words

    /// A call named for what happened (`viewModel.aborted(reason)`) names what the member does.
    func testAPastTenseNamesTheVerb() {
        XCTAssertEqual(Naming.names(Naming.view("store.finished(); geometryHeight = 0")), ["finish"])
        // `abort` is the C library's, which a member would hide in the type: never a name.
        XCTAssertEqual(Naming.names(Naming.view("store.aborted(); geometryHeight = 0")), ["setGeometryHeight"])
        XCTAssertEqual(Naming.names(Naming.view("store.downloadFinished(); geometryHeight = 0")),
                       ["downloadFinished"])
        XCTAssertEqual(ActionWords.presentTense("finished"), "finish")
        XCTAssertEqual(ActionWords.presentTense("stopped"), "stop")
        XCTAssertEqual(ActionWords.presentTense("scrolled"), "scroll")
        XCTAssertEqual(ActionWords.presentTense("cancelled"), "cancel")
        XCTAssertEqual(ActionWords.presentTense("loaded"), "load")
        XCTAssertEqual(ActionWords.presentTense("copied"), "copy")
        // Unsure: kept as written.
        for word in ["saved", "toggled", "changed", "embed", "proceed", "released"] {
            XCTAssertNil(ActionWords.presentTense(word), word)
        }
    }

    /// `executeAndReturnError(nil)` is `execute` and what it runs: `executeScript`.
    func testAnObjectiveCTailIsNoWord() {
        XCTAssertEqual(Naming.names(Naming.view("script?.executeAndReturnError(nil); geometryHeight = 0")),
                       ["executeScript"])
    }

    /// `makeFirstResponder(nil)` gives up the focus: `endEditing`, not the window's method.
    func testGivingUpTheFirstResponderEndsEditing() {
        XCTAssertEqual(Naming.names(Naming.view("Task { @MainActor in NSApp.keyWindow?.makeFirstResponder(nil) }")),
                       ["endEditing"])
    }

    /// Clearing the focus and ending editing is one thing, `endEditing`; the focus alone is cleared;
    /// beside another effect, clearing it only accompanies that.
    func testClearingTheFocusWhileEditingEndsEditing() {
        XCTAssertEqual(Naming.names(Naming.view("focusedSlider = nil; isEditable = false")), ["endEditing"])
        XCTAssertEqual(Naming.names(Naming.view("focusedSlider = nil")), ["clearFocusedSlider"])
        XCTAssertEqual(Naming.names(Naming.view("focusedSlider = nil; geometryHeight = 0")), ["setGeometryHeight"])
    }

    /// A command run for its output is what the body exists for: `runCommand`, not `setOutput`.
    func testACommandRunForItsOutputNamesTheBody() {
        let body = "Task { let (ok, text) = await store.runCommand(command); output = ok ? text : \"Error\" }"
        XCTAssertEqual(Naming.names(Naming.view(body)), ["runCommand"])
    }

    /// A title that is a localisation key: its last part's words, never the key's prefix.
    func testALocalisationKeyTitleGivesItsLastPart() {
        XCTAssertEqual(Naming.names(Naming.titled("library.importArchive")), ["importArchive"])
        // A key whose last part is one word names no action: the body's words.
        XCTAssertEqual(Naming.names(Naming.titled("menu.website")), ["add"])
        XCTAssertEqual(ActionNamer.keyWords("Add item"), nil)
        XCTAssertEqual(ActionNamer.keyWords("square.and.arrow.up"), nil)
    }

    // MARK: - Parameters named for what every site passes

    /// Sites binding one type under different names (`formula`, `cask`): the parameter is named
    /// from the type, not after one site's binding.
    func testABindingNamedDifferentlyAtEachSiteIsNamedFromItsType() {
        let code = """
        struct Package: Identifiable {
            let id: Int
            let name: String
        }

        @Observable
        final class BrewStore {
            var installing: [Int] = []
            func install(_ package: Package) {}
        }

        struct PackagesView: View {
            @State private var store = BrewStore()
            let formulae: [Package]
            let casks: [Package]

            var body: some View {
                List {
                    ForEach(formulae) { formula in
                        Button(formula.name) {
                            store.installing.append(formula.id)
                            store.install(formula)
                        }
                    }
                    ForEach(casks) { cask in
                        Button(cask.name) {
                            store.installing.append(cask.id)
                            store.install(cask)
                        }
                    }
                }
            }
        }

        """
        let fixed = LintHarness.fixed(code).text
        XCTAssertTrue(fixed.contains("    func install(_ package: Package) {\n"
            + "        store.installing.append(package.id)\n        store.install(package)\n"), fixed)
        XCTAssertTrue(fixed.contains("Button(cask.name) { install(cask) }"), fixed)
        FixNamingTests.assertTypeChecks(fixed)
    }
}
