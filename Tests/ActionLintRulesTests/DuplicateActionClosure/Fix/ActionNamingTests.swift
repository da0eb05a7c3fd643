import ActionLintCore
import XCTest
@testable import ActionLintRules

/// Names from the action: every example of the naming rule, each through the whole rule.
final class ActionNamingTests: XCTestCase {
    /// One-call bodies are trivial by default; these tests are about their names.
    static let everyBody = Configuration.thresholds(minTokens: 1, reportTrivial: true)

    /// The names the fixes of `code` suggest, in finding order.
    static func names(_ code: String, configuration: Configuration = everyBody) -> [String] {
        DuplicateFindings.of(code, configuration: configuration).compactMap { finding in
            guard let title = finding.fix?.title, let open = title.firstIndex(of: "`") else { return nil }
            let name = title[title.index(after: open)...].prefix { $0 != "`" && $0 != "(" }
            return String(name)
        }
    }

    /// The same body in a button without a title and in a tap gesture.
    static func view(_ body: String, type: String = "GalleryScreen") -> String {
        """
        struct \(type): View {
            @State private var store = GalleryStore()
            @State private var geometryHeight = 0.0

            var body: some View {
                VStack {
                    Button {
                        \(body)
                    } label: {
                        Image(systemName: "arrow.clockwise")
                    }
                    Text("Tap to refresh").onTapGesture {
                        \(body)
                    }
                }
            }
        }
        """
    }

    /// The same async body in a `.task` and a `.refreshable`.
    static func asyncView(_ body: String) -> String {
        """
        struct ForecastScreen: View {
            @State private var store = ForecastStore()
            @State private var geometryHeight = 0.0

            var body: some View {
                List {
                    Text("Forecast")
                }
                .task {
                    \(body)
                }
                .refreshable {
                    \(body)
                }
            }
        }
        """
    }

    func testDispatchersGiveTheCaseTheyPass() {
        XCTAssertEqual(Self.names(Self.view("store.send(.fetchGalleries())")), ["fetchGalleries"])
        XCTAssertEqual(Self.names(Self.view("context.send(viewAction: .startScan)")), ["startScan"])
        XCTAssertEqual(Self.names(Self.view("store.send(.view(.didTapSave))")), ["didTapSave"])
        // `refresh` is SwiftUI's (`EnvironmentValues.refresh`): only with a suffix.
        XCTAssertEqual(Self.names(Self.view("store.dispatch(GalleryAction.refresh)")), ["refreshAction"])
        XCTAssertEqual(Self.names(Self.view("coordinator.handle(.logout, animated: true)")), ["logout"])
    }

    /// The view's own `load()` called under a condition: the member loads if needed; called
    /// unconditionally, it keeps `Action`.
    func testAGuardedCallOfATakenNameIsDoneIfNeeded() {
        let code = { (body: String) in """
            struct SearchSheet: View {
                @State private var name = ""
                @State private var isLoading = false

                var body: some View {
                    VStack {
                        Image(systemName: "magnifyingglass").onTapGesture {
                            \(body)
                        }
                        TextField("Name", text: $name).onSubmit {
                            \(body)
                        }
                    }
                }

                func load() {}
            }
            """
        }
        XCTAssertEqual(Self.names(code("if !name.isEmpty { load() }")), ["loadIfNeeded"])
        XCTAssertEqual(Self.names(code("guard !isLoading else { return }; load()")), ["loadIfNeeded"])
        XCTAssertEqual(Self.names(code("Task { load() }")), ["loadAction"])
    }

    /// One thing or its opposite, by a condition: the body toggles it.
    func testOppositeCallsInTheBranchesOfAnIfToggle() {
        let bookmark = "if store.isBookmarked { store.deleteBookmark() } else { store.createBookmark() }"
        XCTAssertEqual(Self.names(Self.view(bookmark)), ["toggleBookmark"])
        let follow = "if store.isFollowing { store.unfollow(); store.log() } else { store.follow() }"
        XCTAssertEqual(Self.names(Self.view(follow)), ["toggleFollow"])
        // Not opposites: the first branch's call, as before.
        let unrelated = "if store.isBookmarked { store.deleteBookmark() } else { store.shareBookmark() }"
        XCTAssertEqual(Self.names(Self.view(unrelated)), ["deleteBookmark"])
    }

    /// A name ending in a preposition takes its object; a pasteboard's assignment copies.
    func testPrepositionsTakeTheirObjectAndPasteboardsCopy() {
        XCTAssertEqual(Self.names(Self.view("proxy.scrollTo(ChartConfig.endID, anchor: .trailing)")), ["scrollToEnd"])
        XCTAssertEqual(Self.names(Self.view("store.navigateTo(store.selected.id)")), ["navigateToSelected"])
        XCTAssertEqual(Self.names(Self.view("UIPasteboard.general.string = store.link; store.log()")), ["copyLink"])
    }

    /// `remove(download: download)` with the view's own `remove(download:)`: what it removes.
    func testALabelNamingItsArgumentGivesTheCallsObject() {
        let code = """
        struct DownloadsView: View {
            var body: some View {
                List {
                    Text("Cancel").onReceive(NotificationCenter.default.publisher(for: .cancelled)) { output in
                        guard let download = output.object as? Download else { return }
                        remove(download: download)
                    }
                    Text("Fail").onReceive(NotificationCenter.default.publisher(for: .failed)) { output in
                        guard let download = output.object as? Download else { return }
                        remove(download: download)
                    }
                }
            }

            func remove(download: Download) {}
        }
        """
        XCTAssertEqual(Self.names(code), ["removeDownload"])
    }

    /// A dispatcher sending a selector names the method it selects (without a `trigger` before it).
    func testDispatchersGiveTheMethodTheySelect() {
        let resign = "UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)"
        XCTAssertEqual(Self.names(Self.view(resign)), ["resignFirstResponder"])
        let toggle = "NSApp.sendAction(#selector(AppDelegate.triggerToggleCompliance), to: nil, from: nil)"
        XCTAssertEqual(Self.names(Self.view(toggle)), ["toggleCompliance"])
        XCTAssertEqual(Self.names(Self.view("NSApp.sendAction(#selector(NSText.paste(_:)), to: nil, from: nil)")), ["paste"])
        // No case, no selector: a dispatcher of two words says what it sends.
        XCTAssertEqual(Self.names(Self.view("conductor.sendEvent(eventToSend: event, portIDs: nil)")), ["sendEvent"])
    }

    func testNavigationDispatchersShowTheScreen() {
        XCTAssertEqual(Self.names(Self.view("router.route(to: .uploadSubtitle)")), ["showUploadSubtitle"])
        XCTAssertEqual(Self.names(Self.view("router.route(to: .createBackup(viewModel))")), ["showCreateBackup"])
    }

    func testWrappersAreLookedThrough() {
        XCTAssertEqual(Self.names(Self.view("withAnimation(.easeInOut) { layout.resize() }")), ["resize"])
        // The view's own `resize()` is taken: a member named so would call itself.
        XCTAssertEqual(Self.names(Self.view("withAnimation(.easeInOut) { resize() }")), ["resizeAction"])
        XCTAssertEqual(Self.names(Self.view("Task { await store.reload() }")), ["reload"])
        XCTAssertEqual(Self.names(Self.view("Task.detached(priority: .background) { await store.reload() }")), ["reload"])
        XCTAssertEqual(Self.names(Self.view("Task { await MainActor.run { store.reload() } }")), ["reload"])
        XCTAssertEqual(Self.names(Self.view("DispatchQueue.main.async { store.reload() }")), ["reload"])
        XCTAssertEqual(Self.names(Self.view("withAnimation { store.send(.toggleLayout) }")), ["toggleLayout"])
    }

    func testNeverAModifierProtocolMemberOrComputation() {
        // The call inside the assigned value computes; the action is the assignment.
        XCTAssertEqual(Self.names(Self.view("geometryHeight = geometry.frame(in: .local).size.height")), ["setGeometryHeight"])
        // A value read by its key is stored: the assignment loads it.
        XCTAssertEqual(Self.names(Self.view("locked = UserDefaults.standard.bool(forKey: \"lock\")")), ["loadLocked"])
        for modifier in ["hidden", "opacity", "padding", "disabled", "body", "id"] {
            let names = Self.names(Self.view("withAnimation { store.\(modifier)(true) }"))
            XCTAssertEqual(names, ["performAction"], modifier)
        }
    }

    func testLocalisationKeysAreNoWords() {
        let names = Self.names(Self.view("toast.show(L10n.settingsGeneralTranslate(language)); store.markShown()"))
        XCTAssertEqual(names, ["markShown"])
        let keyOnly = Self.names(Self.view("message = L10n.settingsGeneralTranslate(language); isPresented = true"))
        // The message is derived from `language`: updated.
        XCTAssertEqual(keyOnly, ["updateMessage"])
    }

    func testAssignmentsNameTheState() {
        XCTAssertEqual(Self.names(Self.view("selection = nil")), ["clearSelection"])
        XCTAssertEqual(Self.names(Self.view("$focusedItem.wrappedValue = nil")), ["clearFocusedItem"])
        XCTAssertEqual(Self.names(Self.view("isExpanded.toggle()")), ["toggleExpanded"])
        XCTAssertEqual(Self.names(Self.view("count += 1")), ["increaseCount"])
        // A counter a modifier watches to play an effect: the effect.
        XCTAssertEqual(Self.names(Self.view("shouldWiggle += 1")), ["wiggle"])
        XCTAssertEqual(Self.names(Self.view("shouldWiggle = 1")), ["setShouldWiggle"])
    }

    /// What a body does to state, not the calls it reads values with (issue 30).
    func testCollectionsLoopsAndReadValuesNameNothing() {
        XCTAssertEqual(Self.names(Self.view("for (i, _) in store.rows.enumerated() { store.rows[i].isChecked = true }")),
                       ["checkAllRows"])
        XCTAssertEqual(Self.names(Self.view("for row in store.rows { row.isPinned = false }")), ["unpinAllRows"])
        XCTAssertEqual(Self.names(Self.view("print(\"at \\(Date.now.formatted())\"); store.entries.append(entry)")), ["addEntry"])
        XCTAssertEqual(Self.names(Self.view("store.selectedIDs.removeAll(); store.reload()")), ["reload"])
        XCTAssertEqual(Self.names(Self.view("store.selectedIDs.removeAll(); geometryHeight = 0")), ["clearSelectedIDs"])
        XCTAssertEqual(Self.names(Self.view("store.items.removeAll { $0.isArchived }; geometryHeight = 0")), ["removeItems"])
        XCTAssertEqual(Self.names(Self.view("store.tags.removeAll { $0 == tag }; geometryHeight = 0")), ["removeTag"])
        XCTAssertEqual(Self.names(Self.view("store.trash.append(note); geometryHeight = 0")), ["addToTrash"])
        XCTAssertEqual(Self.names(Self.view("store.path.removeLast(); geometryHeight = 0")), ["goBack"])
        XCTAssertEqual(Self.names(Self.view("store.path.append(.settings); geometryHeight = 0")), ["showSettings"])
        // A local the body builds is no state of the view.
        XCTAssertEqual(Self.names(Self.view("var drafts: [String] = []; drafts.append(name); store.drafts = drafts")), ["setDrafts"])
    }

    func testSchedulingLoggingAndCallbacksAreSeenThrough() {
        XCTAssertEqual(Self.names(Self.asyncView("try? await Task.sleep(nanoseconds: 1); store.requestReview()")), ["requestReview"])
        XCTAssertEqual(Self.names(Self.view("logger.debug(\"tap\"); store.logEvent(\"tap\"); store.refresh()")),
                       ["refreshAction"])
        XCTAssertEqual(Self.names(Self.view("onFinish(); geometryHeight = 0")), ["finish"])
        XCTAssertEqual(Self.names(Self.view("store.logOut(); geometryHeight = 0")), ["logOut"])
        // `_ =` discards a result: the call is the action.
        XCTAssertEqual(Self.names(Self.view("_ = store.save(); geometryHeight = 0")), ["save"])
        // The way out of a `guard` is no part of the action; the test it makes is: if needed.
        XCTAssertEqual(Self.names(Self.view("guard store.isReady else { geometryHeight = 0; return }; store.publish()")),
                       ["publishIfNeeded"])
    }

    func testACallTheBodyExistsForIsTakenFromAValue() {
        XCTAssertEqual(Self.names(Self.asyncView("geometryHeight = 0; let items = try? await store.fetchItems()")), ["fetchItems"])
        XCTAssertEqual(Self.names(Self.asyncView("let forecast = try? await service.weather(for: place); geometryHeight = forecast.high")),
                       ["loadWeather"])
        XCTAssertEqual(Self.names(Self.asyncView("let queue = await store.getQueue(); geometryHeight = queue.height")), ["loadQueue"])
        // A value read without awaiting computes: the action is the assignment.
        XCTAssertEqual(Self.names(Self.view("let size = layout.size(for: place); geometryHeight = size.height")), ["setGeometryHeight"])
        // Derived state, recomputed from other state: updated (not named by the computing call).
        XCTAssertEqual(Self.names(Self.view("store.matches = SearchIndex.search(for: store.query); geometryHeight = 0")),
                       ["updateMatches"])
        // A comparison in parentheses or a case with a payload computes nothing by a call: set.
        XCTAssertEqual(Self.names(Self.view("store.isDragging = (store.phase == .interacting); geometryHeight = 0")),
                       ["setIsDragging"])
        XCTAssertEqual(Self.names(Self.view("store.state = .loading(store.title); geometryHeight = 0")), ["setState"])
        // A trailing closure of a call in the value is part of the value; a wrapper's closure is an action.
        XCTAssertEqual(Self.names(Self.view("let ids = store.rows.compactMap { row in store.identifier(for: row) }; geometryHeight = 0")),
                       ["setGeometryHeight"])
        XCTAssertEqual(Self.names(Self.view("store.task = Task { await store.reload() }; geometryHeight = 0")), ["reload"])
    }

    func testBoolStatesNameTheirVerb() {
        XCTAssertEqual(Self.names(Self.view("store.isPresentingEditor = true")), ["presentEditor"])
        XCTAssertEqual(Self.names(Self.view("store.isEditorPresented = false")), ["dismissEditor"])
        XCTAssertEqual(Self.names(Self.view("store.isExpanded = false")), ["collapse"])
        XCTAssertEqual(Self.names(Self.view("store.showSheet = true")), ["showSheet"])
        XCTAssertEqual(Self.names(Self.view("store.shouldDisplayAlert = false")), ["hideAlert"])
        // A Bool the vocabulary does not know keeps `set`.
        XCTAssertEqual(Self.names(Self.view("store.isFocused = false")), ["setIsFocused"])
    }

    /// A titled button with the same body as a tap gesture.
    static func titled(_ title: String) -> String {
        """
        struct CartView: View {
            @State private var cart = Cart()

            var body: some View {
                VStack {
                    Button("\(title)") {
                        cart.add(item)
                        cart.save()
                    }
                    Image(systemName: "cart").onTapGesture {
                        cart.add(item)
                        cart.save()
                    }
                }
            }
        }
        """
    }

    func testTitlesInAnyLanguageKeepTheirLetters() {
        XCTAssertEqual(Self.names(Self.titled("Añadir a la cesta")), ["añadirALaCesta"])
        XCTAssertEqual(Self.names(Self.titled("Çalıştır")), ["çalıştır"])
        XCTAssertEqual(Self.names(Self.titled("В корзину")), ["вКорзину"])
    }

    func testDigitsAreWords() {
        XCTAssertEqual(Self.names(Self.titled("2-Step Verification")), ["twoStepVerification"])
        XCTAssertEqual(Self.names(Self.titled("Add 2 items")), ["add2Items"])
        XCTAssertEqual(Self.names(Self.titled("100 Points")), ["points100"])
        XCTAssertEqual(ActionNamer.splitWords("2FA"), ["two", "fa"])
    }

    func testStepperIncrementAndDecrementSaySo() {
        let code = """
        struct OrderView: View {
            @State private var quantity = 1
            @State private var model = OrderModel()

            var body: some View {
                Form {
                    Stepper("Quantity", onIncrement: {
                        quantity += 1
                        model.save()
                    }, onDecrement: {
                        quantity -= 1
                        model.save()
                    })
                    Stepper("Quantity", onIncrement: {
                        quantity += 1
                        model.save()
                    }, onDecrement: {
                        quantity -= 1
                        model.save()
                    })
                }
            }
        }
        """
        XCTAssertEqual(Self.names(code, configuration: Configuration()), ["incrementQuantity", "decrementQuantity"])
        let untitled = code.replacingOccurrences(of: "Stepper(\"Quantity\", ", with: "Stepper(")
        XCTAssertEqual(Self.names(untitled, configuration: Configuration()), ["incrementQuantity", "decrementQuantity"])
    }

    func testTwoGroupsOfOneTypeGetNamesThatTellThemApart() {
        let code = """
        struct EditorView: View {
            @State private var model = EditorModel()

            var body: some View {
                VStack {
                    Button { model.save(); model.close() } label: { Image(systemName: "checkmark") }
                    Text("Done").onTapGesture { model.save(); model.close() }
                    Button { model.save(); model.publish() } label: { Image(systemName: "paperplane") }
                    Text("Publish").onTapGesture { model.save(); model.publish() }
                }
            }
        }
        """
        XCTAssertEqual(Self.names(code, configuration: Configuration()), ["save", "publish"])
    }

    func testTheSeedStillGetsItsName() {
        XCTAssertEqual(Self.names(Self.titled("Add")), ["add"])
    }
}
