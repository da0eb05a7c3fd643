import ActionLintCore

/// The examples of `duplicate-action-closure`: documentation (`action-lint explain`) and tests
/// (`RuleDescriptionTests` lints every one). `↓` marks where a finding starts.
enum DuplicateActionClosureExamples {
    static let triggering: [RuleExample] = [
        // The seed: a TextField's onCommit: and a Button that differ only by the guard.
        RuleExample("""
        struct Item {
            var title: String
        }

        struct AddItemView: View {
            var handler: (Item) -> Void
            @State private var title = ""

            var body: some View {
                HStack {
                    TextField("Add item", text: $title, onCommit: {
                        guard !title.isEmpty else { return }
                        handler(Item(title: title))
                        title = ""
                    })
                    Button("Add") ↓{
                        handler(Item(title: title))
                        title = ""
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
        """),
        // The same gesture twice, `self.` and comments ignored.
        RuleExample("""
        struct CardView: View {
            @State private var isFlipped = false
            @State private var flips = 0

            var body: some View {
                VStack {
                    Image("front")
                        .onTapGesture {
                            isFlipped.toggle()
                            flips += 1
                        }
                    Text("Tap to flip")
                        .onTapGesture ↓{
                            // Same as the image.
                            self.isFlipped.toggle()
                            self.flips += 1
                        }
                }
            }
        }
        """),
        // Unused parameters do not matter; a helper view-building member counts too. Three
        // sites make one finding at the second site, the others are its related locations.
        RuleExample("""
        struct Post: Identifiable {
            let id = UUID()
            var title: String
        }

        @MainActor @Observable
        final class FeedModel {
            var posts: [Post] = []
            let timer = Timer.publish(every: 60, on: .main, in: .common).autoconnect()

            func reload() {}
            func markSeen() {}
        }

        struct FeedView: View {
            @State private var model = FeedModel()

            var body: some View {
                List(model.posts) { post in
                    Text(post.title)
                }
                .onAppear {
                    model.reload()
                    model.markSeen()
                }
                .onReceive(model.timer) ↓{ _ in
                    model.reload()
                    model.markSeen()
                }
            }

            @ViewBuilder
            var footer: some View {
                Button("Refresh") {
                    model.reload()
                    model.markSeen()
                }
            }
        }
        """),
        // A state change under an animation computed from a setting: the policy is part of the
        // action. (One call in a wrapper with nothing else is trivial at two sites, worth a
        // method at three; `TrivialShape`.)
        RuleExample("""
        struct SidebarLayoutPicker: View {
            @State private var animationsEnabled = true
            @State private var sidebarWidth = 265.0

            var body: some View {
                VStack {
                    Button("List") {
                        withAnimation(.spring(duration: animationsEnabled ? 0.3 : 0)) { sidebarWidth = 265 }
                    }
                    Button("Grid") ↓{
                        withAnimation(.spring(duration: animationsEnabled ? 0.3 : 0)) { sidebarWidth = 375 }
                    }
                }
            }
        }
        """),
        // `reportTrivial: true` reports a one-call body too.
        RuleExample("""
        struct Gallery: Identifiable {
            let id: Int
            let title: String
        }

        final class GalleriesStore: ObservableObject {
            struct Action { static func fetchGalleries() -> Action { Action() } }
            @Published var galleries: [Gallery] = []
            func send(_ action: Action) {}
        }

        struct GalleriesView: View {
            @StateObject private var store = GalleriesStore()

            var body: some View {
                List(store.galleries) { gallery in Text(gallery.title) }
                    .toolbar {
                        Button("Reload") { store.send(.fetchGalleries()) }
                    }
                    .onAppear ↓{ store.send(.fetchGalleries()) }
            }
        }
        """, options: [DuplicateActionClosureOptions.reportTrivial.key: .bool(true)]),
        // The same code reading each row's item (renamed per `ForEach`), and two buttons that
        // differ in one case: duplicates with a parameter, `play(song)` and `choose(.timed)`.
        RuleExample("""
        struct Tag: Identifiable {
            let id: Int
            let name: String
        }

        enum TagSort { case byName, byCount }

        struct TagsView: View {
            let pinned: [Tag]
            let others: [Tag]
            @State private var sort: TagSort = .byName

            var body: some View {
                VStack {
                    ForEach(pinned) { tag in
                        Button(tag.name) { select(tag); log(tag) }
                    }
                    ForEach(others) { other in
                        Button(other.name) ↓{ select(other); log(other) }
                    }
                    Button("By name") { sort = .byName; reload() }
                    Button("By count") ↓{ sort = .byCount; reload() }
                }
            }

            func select(_ tag: Tag) {}
            func log(_ tag: Tag) {}
            func reload() {}
        }
        """),
        // The condition is the logic: a guard whose rest is one call is reported when the other
        // site cannot run without the condition (`.disabled` by it, spelled the other way round).
        RuleExample("""
        final class CodeVerifier {
            func verify(code: String) {}
        }

        struct VerificationView: View {
            let verifier: CodeVerifier
            @State private var code = ""

            var body: some View {
                Form {
                    TextField("Code", text: $code, onCommit: {
                        guard code.count == 6 else { return }
                        verifier.verify(code: code)
                    })
                    Button("Verify") ↓{ verifier.verify(code: code) }
                        .disabled(code.count != 6)
                }
            }
        }
        """),
        // A reaction's `if` is the Button's action when the Button is disabled otherwise.
        RuleExample("""
        @Observable final class Library {
            var shelves: [String] = []
            func addSampleShelves() {}
        }

        struct ShelvesView: View {
            @State private var library = Library()
            @State private var showsTips = false

            var body: some View {
                List {
                    Button("Add Sample Shelves") {
                        library.addSampleShelves()
                        showsTips = true
                    }
                    .disabled(!library.shelves.isEmpty)
                }
                .onAppear ↓{
                    if library.shelves.isEmpty {
                        library.addSampleShelves()
                        showsTips = true
                    }
                }
            }
        }
        """),
        // One statement worth a method: derived state recomputed by a call in two reactions (in
        // `.onAppear` and `.onChange(of:)` it would be one, `initial: true`), and a call whose
        // arguments carry two values of the view's state.
        RuleExample("""
        struct TabLayout {
            func firstTab(after tab: Int) -> Int { tab + 1 }
        }

        enum FeedAction { case load(includeArchived: Bool, newestFirst: Bool) }

        final class FeedModel {
            func send(_ action: FeedAction) {}
        }

        struct FeedView: View {
            let layout: TabLayout
            let model: FeedModel
            @State private var current = 0
            @State private var nextTab = 0
            @State private var showArchived = false
            @State private var newestFirst = true
            let ticks = Timer.publish(every: 60, on: .main, in: .common).autoconnect()

            var body: some View {
                VStack {
                    Text("Next: \\(nextTab)")
                        .onReceive(ticks) { _ in nextTab = layout.firstTab(after: current) }
                        .onChange(of: current) ↓{ nextTab = layout.firstTab(after: current) }
                    Toggle("Archived", isOn: $showArchived)
                        .onChange(of: showArchived) { model.send(.load(includeArchived: showArchived, newestFirst: newestFirst)) }
                    Toggle("Newest first", isOn: $newestFirst)
                        .onChange(of: newestFirst) ↓{ model.send(.load(includeArchived: showArchived, newestFirst: newestFirst)) }
                }
            }
        }
        """),
    ]

    static let nonTriggering: [RuleExample] = [
        // One call with plain arguments already has a name: trivial by shape, however long.
        RuleExample("""
        struct Gallery: Identifiable {
            let id: Int
            let title: String
        }

        final class GalleriesStore: ObservableObject {
            struct Action { static func fetchGalleries(page: Int, force: Bool) -> Action { Action() } }
            @Published var galleries: [Gallery] = []
            func send(_ action: Action) {}
        }

        struct GalleriesView: View {
            @StateObject private var store = GalleriesStore()

            var body: some View {
                List(store.galleries) { gallery in Text(gallery.title) }
                    .toolbar {
                        Button("Reload") { store.send(.fetchGalleries(page: 1, force: true)) }
                    }
                    .onAppear { store.send(.fetchGalleries(page: 1, force: true)) }
            }
        }
        """),
        // One statement handed to the view's own update helper, at two sites: the helper names
        // the update already (three sites, or a statement beside it, are worth a method).
        RuleExample("""
        struct Reminder {
            var title = ""
        }

        struct TitleField: View {
            let title: String
            let onCommit: (String) -> Void

            var body: some View { Text(title) }
        }

        struct ReminderEditor: View {
            @State private var reminder = Reminder()

            var body: some View {
                VStack {
                    TitleField(title: reminder.title, onCommit: { title in
                        performUpdate { $0.title = title }
                    })
                    TitleField(title: "Suggested", onCommit: { title in
                        performUpdate { $0.title = title }
                    })
                }
            }

            private func performUpdate(_ update: (inout Reminder) -> Void) {
                update(&reminder)
            }
        }
        """),
        // A reaction whose `if` is its whole logic is not the button's action.
        RuleExample("""
        final class SearchModel: ObservableObject {
            @Published var query = ""
            @Published var isPresenting = false
            func select(_ item: String?) {}
            func logDeselection() {}
        }

        struct SearchField: View {
            @FocusState private var focused: Bool
            @StateObject private var model = SearchModel()

            var body: some View {
                HStack {
                    TextField("Search", text: $model.query)
                        .focused($focused)
                        .onChange(of: focused) {
                            if focused, model.isPresenting {
                                model.select(nil)
                                model.logDeselection()
                            }
                        }
                    Button("Clear selection") {
                        model.select(nil)
                        model.logDeselection()
                    }
                }
            }
        }
        """),
        // Nothing keeps the Retry button from running while a load runs: a retry and a
        // load-if-needed `.onAppear` are two actions.
        RuleExample("""
        @Observable final class Loader {
            var isLoading = false
            func load() {}
        }

        struct RetryView: View {
            @State private var loader = Loader()

            var body: some View {
                VStack {
                    Button("Retry") { loader.load() }
                }
                .onAppear {
                    if !loader.isLoading { loader.load() }
                }
            }
        }
        """),
        // Different bodies.
        RuleExample("""
        @MainActor protocol DraftStore {
            func save(_ text: String)
            func discard(_ text: String)
        }

        struct EditorView: View {
            var store: DraftStore
            @State private var text = ""
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                HStack {
                    Button("Save") { store.save(text); dismiss() }
                    Button("Discard") { store.discard(text); dismiss() }
                }
            }
        }
        """),
        // Bodies that differ in more than two values are different actions.
        RuleExample("""
        struct TagsView: View {
            var body: some View {
                VStack {
                    Button("Pin") { move(to: 0, animated: true); log("pin") }
                    Button("Drop") { move(to: 9, animated: false); log("drop") }
                }
            }

            func move(to index: Int, animated: Bool) {}
            func log(_ message: String) {}
        }
        """),
        // Trivial bodies are below the threshold.
        RuleExample("""
        struct SheetView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                VStack {
                    Button("Done") { dismiss() }
                    Button("Close") { dismiss() }
                }
            }
        }
        """),
        // Different types never share a finding.
        RuleExample("""
        @MainActor protocol Loader {
            func load()
            func track()
        }

        struct FirstView: View {
            var model: Loader
            var body: some View { Button("Go") { model.load(); model.track() } }
        }
        struct SecondView: View {
            var model: Loader
            var body: some View { Button("Go") { model.load(); model.track() } }
        }
        """),
        // After `guard let item = selection` the rest reads the guard's `item`, not the property
        // the other button reads: removing the guard would change the action.
        RuleExample("""
        struct Book: Equatable {
            static let placeholder = Book()
        }

        struct Shelf {
            mutating func remove(_ book: Book) {}
            func save() {}
        }

        struct ShelfView: View {
            @State private var shelf = Shelf()
            @State private var item = Book.placeholder
            @State private var selection: Book?

            var body: some View {
                VStack {
                    Button("Delete selected") {
                        guard let item = selection else { return }
                        shelf.remove(item)
                        shelf.save()
                    }
                    Button("Delete current") {
                        shelf.remove(item)
                        shelf.save()
                    }
                }
            }
        }
        """),
        // View-builder closures are not actions.
        RuleExample("""
        struct LayoutView: View {
            var body: some View {
                VStack {
                    HStack { Text("A"); Text("B") }
                    HStack { Text("A"); Text("B") }
                }
            }
        }
        """),
    ]
}
