import ActionLintCore
import XCTest

/// Triviality by shape: a body that is one call with plain arguments carrying at most one value
/// of the view's state, or one assignment of a plain value no call computes, is not worth a
/// method whatever its token count; a body that does more is.
final class TrivialShapeTests: XCTestCase {
    /// Two buttons of one view with the same body (three with `thirdSite`).
    static func view(_ body: String, thirdSite: Bool = false) -> String {
        let third = thirdSite ? """
                    Image(systemName: "arrow.clockwise")
                        .onLongPressGesture ↓{
                            \(body)
                        }
        """ : ""
        return """
        struct GalleryView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var store = GalleryStore()
            @State private var isPresented = false
            @State private var count = 0

            var body: some View {
                VStack {
                    Button("Reload") ↓{
                        \(body)
                    }
                    Text("Pull to reload")
                        .onTapGesture ↓{
                            \(body)
                        }
        \(third)
                }
            }
        }
        """
    }

    static let trivial = [
        "store.send(.fetchGalleries())",
        "context.send(viewAction: .startScan)",
        "router.route(to: .createBackup(viewModel))",
        "downloadManager.download(task: task)",
        "viewModel.refresh(filter: filter)",
        "appState.showSheet(ofType: .update)",
        "store.send(.popToRoot, animation: .default)",
        "await model.reload(priority: .high, reason: \"tap\")",
        "try? store.save(to: \\.archive, limit: 20)",
        "model.items.first?.select(using: self.selection)",
        "handler?(nil)",
        "isPresented = false",
        "UIPasteboard.general.string = account.email",
        "editingTitle = .init(value: group.title)",
        "store.send(.fetch)",
        "store.send(.load(page: 1, query: \"swift\"))",
        "router.route(to: .detail(item.id, animated: true))",
        "player.play(queue[0])",
        "selection = URL(string: \"https://example.com\")",
        // A type's initializer whose value nothing keeps (a label's view taken for an action).
        "MediaRow(file: file, sortOrder: sortOrder)",
        "count += 1",
        "isPresented = !isPresented",
        "model.selection = []",
        "_ = try? store.reloadAll(force: true)",
        // Parentheses around a value add nothing (the idiom that silences a selector warning).
        "NSApp.sendAction(Selector((\"undo:\")), to: nil, from: nil)",
        // A constant the one statement reads once is that statement's argument.
        "let url = URL(string: \"https://example.com/help\")!; openURL(url)",
    ]

    /// One layer around one trivial statement: a wrapper that only schedules or animates it, a
    /// condition that only tests, or an unwrap building the value the call uses. Trivial at two sites, worth a method at three.
    static let layered = [
        "Task { @MainActor in store.reload() }",
        "Task(priority: .background) { await store.reload() }",
        // A plain `Task` awaiting a call that passes a value of the view: every site passes it.
        "Task { await store.load(page: count) }",
        "Task.detached(priority: .background) { await store.reload() }",
        "withAnimation(.easeInOut) { store.toggleLayout() }",
        "withAnimation(.snappy) { isPresented = false }",
        "withTransaction(Transaction(animation: nil)) { count = 0 }",
        "DispatchQueue.main.async { store.reload() }",
        "RunLoop.main.perform { store.reload() }",
        "OperationQueue.main.addOperation { store.reload() }",
        // Around a call, the wrapper's arguments only say how the named action runs.
        "DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { store.reload() }",
        "withAnimation(.spring(duration: isPresented ? 0 : 0.3)) { store.toggleLayout() }",
        "if store.canReload { store.send(.fetchGalleries()) }",
        "guard store.canReload else { return }; store.reload()",
        // An unwrap building the value its one call uses.
        "if let url = URL(string: store.link) { store.open(url) }",
        "guard let url = URL(string: store.link) else { return }; store.open(url)",
        // What a plain `Task` awaits is judged: here a condition around one call.
        "Task { if store.canReload { await store.reload() } }",
        // Around an assignment, wrapper arguments reading nothing from the view are constants.
        "DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { isPresented = false }",
        // A helper handing its closure the value the one statement updates.
        "store.update { $0.isArchived = true }",
        "store.update { gallery in gallery.reload() }",
        "Settings.mutate(\\.gallery) { $0.reset(to: .grid) }",
    ]

    /// A plain `Task { … }` awaiting one trivial call that passes nothing of the view's state: the
    /// only way a synchronous action calls an async method, which already names the action.
    /// Trivial at any number of sites.
    static let bridged = [
        "Task { await store.reload() }",
        "Task { try await store.perform(action: .archive) }",
        // `Task` with its result and error types spelled out is the same Task.
        "Task<Void, Never> { await store.reload() }",
    ]

    static let worthAMethod = [
        // Several statements: a state change plus a call.
        "isPresented = false; store.send(.fetchGalleries())",
        "model.reset()\n dismiss()",
        // Control flow.
        "switch store.mode { case .grid: store.reloadGrid() default: store.reloadList() }",
        "if store.canReload { store.reload() } else { dismiss() }",
        // Two statements in a wrapper; two layers; an `if` that binds what two calls act on.
        "Task { await store.reload(); isPresented = false }",
        "DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { withAnimation { store.toggleLayout() } }",
        "guard store.canReload else { return }; withAnimation { store.reload() }",
        "if let url = URL(string: store.link) { store.open(url); dismiss() }",
        // An animation computed from settings around a state change: a policy the sites repeat.
        "withAnimation(.spring(duration: isPresented ? 0 : 0.3)) { count = 265 }",
        // A computed value.
        "height = geometry.size.height + Self.spacing",
        "store.open(url ?? fallbackURL, animated: true)",
        "store.show(selected ? .grid : .list, animated: true)",
        // An argument that is a closure; a trailing one acting on the view is a completion.
        "store.reload(completion: { isPresented = false })",
        "store.reload { isPresented = false }",
        // An update helper given the view's state, or updating more than one thing.
        "store.update(using: count) { $0.isArchived = true }",
        "store.update { $0.isArchived = true; $0.count += 1 }",
        "store.update { $0.isArchived = true }; dismiss()",
        // `forEach` is a loop.
        "store.galleries.forEach { $0.reload() }",
        // A delay computed from the view's state around an assignment.
        "DispatchQueue.main.asyncAfter(deadline: .now() + Double(count)) { isPresented = false }",
        // A constant a call computes from the view's state, or one read twice.
        "let next = store.gallery(after: count); store.open(next)",
        "let url = URL(string: \"https://example.com/help\")!; store.open(url, title: url.host)",
        // Derived state: an assigned value that a call with arguments computes.
        "nextTab = layout.firstTab(after: current)",
        "matches = Index.search(for: query, excluding: pinned)",
        "totalHeight = geometry.frame(in: .local).size.height",
        "locked = UserDefaults.standard.bool(forKey: \"History.lockHistoryTab\")",
        "count += store.step(for: level)",
        // Arguments carrying two values of the view's state.
        "store.send(.load(includeArchived: showArchived, sort: sortOrder))",
        "router.route(to: .channel(subscription.id, subscription.source))",
        "store.open(items[index])",
    ]

    func testOneCallOrAssignmentOfPlainValuesIsTrivial() {
        for body in Self.trivial {
            let code = DuplicateFindings.expectedGroup(Self.view(body)).code
            XCTAssertEqual(DuplicateFindings.of(code).map(\.message), [], body)
        }
    }

    func testOneLayerAroundATrivialStatementIsTrivialAtTwoSitesOnly() {
        for body in Self.layered {
            let code = DuplicateFindings.expectedGroup(Self.view(body)).code
            XCTAssertEqual(DuplicateFindings.of(code).map(\.message), [], body)
            GroupAssertion.assertOneGroup(Self.view(body, thirdSite: true))
        }
    }

    func testATaskAwaitingATrivialCallIsTrivialAtAnyNumberOfSites() {
        for body in Self.bridged {
            for thirdSite in [false, true] {
                let code = DuplicateFindings.expectedGroup(Self.view(body, thirdSite: thirdSite)).code
                XCTAssertEqual(DuplicateFindings.of(code).map(\.message), [], body)
            }
            GroupAssertion.assertOneGroup(Self.view(body, thirdSite: true),
                                          configuration: .thresholds(minTokens: 1, reportTrivial: true))
        }
    }

    func testBodiesThatDoMoreAreReported() {
        for body in Self.worthAMethod {
            GroupAssertion.assertOneGroup(Self.view(body))
        }
    }

    func testReportTrivialReportsTrivialShapes() {
        // Some of the shapes are also shorter than minTokens: with it at 1, only the shape decides.
        for body in Self.trivial {
            let configuration = Configuration.thresholds(minTokens: 1, reportTrivial: true)
            XCTAssertEqual(DuplicateFindings.sites(of: DuplicateFindings.expectedGroup(Self.view(body)).code, configuration: configuration),
                           [DuplicateFindings.expectedGroup(Self.view(body)).sites], body)
        }
    }

    func testReportTrivialKeepsTheThresholds() {
        // `dismiss()` is below minTokens: reporting trivial shapes does not lift the thresholds.
        let code = DuplicateFindings.expectedGroup(Self.view("dismiss()")).code
        XCTAssertEqual(DuplicateFindings.of(code, configuration: .thresholds(reportTrivial: true)).count, 0)
    }

    /// A value the API passes the closure is forwarded, not read from the view: it does not count.
    func testForwardedClosureParametersAreNotTheViewsState() {
        let view = { (body: String) in
            """
            struct SearchField: View {
                @State private var query = ""
                @State private var scope = 0
                @State private var sort = 0
                @State private var search = Search()

                var body: some View {
                    TextField("Search", text: $query)
                        .onChange(of: query) ↓{ _, newValue in \(body) }
                        .onChange(of: scope) ↓{ _, newValue in \(body) }
                }
            }
            """
        }
        GroupAssertion.assertNoFinding(DuplicateFindings.expectedGroup(view("search.run(newValue, scope: scope)")).code)
        GroupAssertion.assertOneGroup(view("search.run(newValue, scope: scope, sort: sort)"))
    }

    /// Sites that pass different literals compute different things: the computed value and the
    /// state they carry do not make one call worth a method there; the same call everywhere does.
    func testSitesPassingDifferentLiteralsAreJudgedByThePlainShape() {
        let view = { (first: String, second: String) in
            """
            struct ShareMenu: View {
                @State private var items: [String] = []
                @State private var text = ""
                @State private var title = ""

                var body: some View {
                    Menu("Share") {
                        Button("As Text") ↓{ items = Exporter.share(text, title: title, as: \(first)) }
                        Button("As PDF") ↓{ items = Exporter.share(text, title: title, as: \(second)) }
                    }
                }
            }
            """
        }
        GroupAssertion.assertNoFinding(DuplicateFindings.expectedGroup(view(".plainText", ".pdf")).code)
        GroupAssertion.assertOneGroup(view(".pdf", ".pdf"))
    }

    /// Without anything proving the guard at the unguarded site, the guard-less rest decides,
    /// and a trivial one is not worth a finding (`GuardProofTests` has the proven pairs).
    func testAnUnprovenGuardPrefixPairWithATrivialRestIsNotReported() {
        GroupAssertion.assertNoFinding("""
        struct UploadView: View {
            @State private var router = Router()
            @State private var isUploading = false

            var body: some View {
                VStack {
                    Button("Upload subtitle") {
                        guard !isUploading else { return }
                        router.route(to: .uploadSubtitle(language: .english))
                    }
                    Button("Upload") {
                        router.route(to: .uploadSubtitle(language: .english))
                    }
                }
            }
        }
        """)
    }
}
