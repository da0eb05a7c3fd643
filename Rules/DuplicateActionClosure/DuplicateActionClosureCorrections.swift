import ActionLintCore

/// What `--fix` makes of `duplicate-action-closure` findings: each input must become its output
/// byte for byte, and fixing the output again must change nothing (`RuleDescriptionTests`).
enum DuplicateActionClosureCorrections {
    static let all: [RuleCorrection] = [
        RuleCorrection(
            input: """
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
                            .onTapGesture {
                                isFlipped.toggle()
                                flips += 1
                            }
                    }
                }
            }

            """,
            output: """
            struct CardView: View {
                @State private var isFlipped = false
                @State private var flips = 0

                var body: some View {
                    VStack {
                        Image("front")
                            .onTapGesture(perform: toggleFlipped)
                        Text("Tap to flip")
                            .onTapGesture(perform: toggleFlipped)
                    }
                }
            }

            private extension CardView {
                func toggleFlipped() {
                    isFlipped.toggle()
                    flips += 1
                }
            }

            """
        ),
        // The seed (the article's case), method style: the guarded TextField action and the
        // `.disabled` Button become one `addItem()`; the output is the article's final code.
        RuleCorrection(
            input: """
            struct AddItemView: View {
                var handler: (Item) -> Void
                @State private var title = ""

                var body: some View {
                    HStack {
                        TextField("Add item",
                            text: $title,
                            onCommit: {
                                guard !title.isEmpty else {
                return
            }

            let item = Item(title: title)
            handler(item)
            title = ""
                            }
                        )
                        Button("Add") {
                            let item = Item(title: title)
            handler(item)
            title = ""
                        }
                        .disabled(title.isEmpty)
                    }
                }
            }

            """,
            output: """
            struct AddItemView: View {
                var handler: (Item) -> Void
                @State private var title = ""

                var body: some View {
                    HStack {
                        TextField("Add item",
                            text: $title,
                            onCommit: addItem
                        )
                        Button("Add", action: addItem)
                            .disabled(title.isEmpty)
                    }
                }
            }

            private extension AddItemView {
                func addItem() {
                    guard !title.isEmpty else {
                        return
                    }

                    let item = Item(title: title)
                    handler(item)
                    title = ""
                }
            }

            """
        ),
        // The seed in property style: the guard is covered by `.disabled(title.isEmpty)`, so the fix is safe.
        RuleCorrection(
            input: """
            struct AddItemView: View {
                var handler: (Item) -> Void
                @State private var title = ""

                var body: some View {
                    HStack {
                        TextField("Add item",
                            text: $title,
                            onCommit: {
                                guard !title.isEmpty else {
                return
            }

            let item = Item(title: title)
            handler(item)
            title = ""
                            }
                        )
                        Button("Add") {
                            let item = Item(title: title)
            handler(item)
            title = ""
                        }
                        .disabled(title.isEmpty)
                    }
                }
            }

            """,
            output: """
            struct AddItemView: View {
                var handler: (Item) -> Void
                @State private var title = ""

                var body: some View {
                    HStack {
                        TextField("Add item",
                            text: $title,
                            onCommit: addAction
                        )
                        Button("Add", action: addAction)
                            .disabled(title.isEmpty)
                    }
                }
            }

            private extension AddItemView {
                var addAction: () -> Void {
                    return {
                        guard !title.isEmpty else {
                            return
                        }

                        let item = Item(title: title)
                        handler(item)
                        title = ""
                    }
                }
            }

            """,
            options: [ActionOptions.fixStyle.key: .choice(FixStyle.property.rawValue)]
        ),
        // A trailing closure moves into the parentheses; a `label:` closure stays trailing.
        RuleCorrection(
            input: #"""
            struct CounterView: View {
                @State private var count = 0
                @State private var history: [Int] = []

                var body: some View {
                    VStack {
                        Text("\(count)")
                        Button("Increment") {
                            count += 1
                            history.append(count)
                        }
                        Button {
                            count += 1
                            history.append(count)
                        } label: {
                            Image(systemName: "plus")
                        }
                    }
                }
            }

            """#,
            output: #"""
            struct CounterView: View {
                @State private var count = 0
                @State private var history: [Int] = []

                var body: some View {
                    VStack {
                        Text("\(count)")
                        Button("Increment", action: increment)
                        Button(action: increment) {
                            Image(systemName: "plus")
                        }
                    }
                }
            }

            private extension CounterView {
                func increment() {
                    count += 1
                    history.append(count)
                }
            }

            """#
        ),
        // Modifiers take the catalog's argument: `perform:`, unlabelled for `.onSubmit`, after `of:`.
        RuleCorrection(
            input: """
            @MainActor protocol SearchModel {
                func search(_ query: String)
            }

            struct SearchBar: View {
                @State private var query = ""
                var model: SearchModel

                var body: some View {
                    HStack {
                        TextField("Search", text: $query)
                            .onSubmit {
                                model.search(query)
                                query = ""
                            }
                        Image(systemName: "magnifyingglass")
                            .onTapGesture {
                                model.search(query)
                                query = ""
                            }
                    }
                    .searchable(text: $query)
                    .onSubmit(of: .search) {
                        model.search(query)
                        query = ""
                    }
                }
            }

            """,
            output: """
            @MainActor protocol SearchModel {
                func search(_ query: String)
            }

            struct SearchBar: View {
                @State private var query = ""
                var model: SearchModel

                var body: some View {
                    HStack {
                        TextField("Search", text: $query)
                            .onSubmit(search)
                        Image(systemName: "magnifyingglass")
                            .onTapGesture(perform: search)
                    }
                    .searchable(text: $query)
                    .onSubmit(of: .search) { search() }
                }
            }

            private extension SearchBar {
                func search() {
                    model.search(query)
                    query = ""
                }
            }

            """
        ),
        // Closures with unused parameters keep them and call the member.
        RuleCorrection(
            input: """
            struct Post: Identifiable {
                let id = UUID()
                var title: String
            }

            enum Filter { case all, unread }

            extension Notification.Name {
                static let feedDidChange = Notification.Name("feedDidChange")
            }

            final class FeedModel: ObservableObject {
                @Published var items: [Post] = []

                func reset() {}
                func reload() {}
            }

            struct FeedView: View {
                @StateObject private var model = FeedModel()
                @State private var filter = Filter.all

                var body: some View {
                    List(model.items) { item in
                        Text(item.title)
                    }
                    .onChange(of: filter) { _, _ in
                        model.reset()
                        model.reload()
                    }
                    .onReceive(NotificationCenter.default.publisher(for: .feedDidChange)) { _ in
                        model.reset()
                        model.reload()
                    }
                }
            }

            """,
            output: """
            struct Post: Identifiable {
                let id = UUID()
                var title: String
            }

            enum Filter { case all, unread }

            extension Notification.Name {
                static let feedDidChange = Notification.Name("feedDidChange")
            }

            final class FeedModel: ObservableObject {
                @Published var items: [Post] = []

                func reset() {}
                func reload() {}
            }

            struct FeedView: View {
                @StateObject private var model = FeedModel()
                @State private var filter = Filter.all

                var body: some View {
                    List(model.items) { item in
                        Text(item.title)
                    }
                    .onChange(of: filter) { _, _ in reset() }
                    .onReceive(NotificationCenter.default.publisher(for: .feedDidChange)) { _ in reset() }
                }
            }

            private extension FeedView {
                func reset() {
                    model.reset()
                    model.reload()
                }
            }

            """
        ),
        // An awaiting body becomes an `async` method, awaited at each site.
        RuleCorrection(
            input: """
            struct Message: Identifiable {
                let id = UUID()
                var subject: String
            }

            @MainActor
            final class Inbox: ObservableObject {
                @Published var messages: [Message] = []

                func refresh() async {}
                func markSeen() async {}
            }

            struct InboxView: View {
                @StateObject private var inbox = Inbox()

                var body: some View {
                    List(inbox.messages) { message in
                        Text(message.subject)
                    }
                    .task {
                        await inbox.refresh()
                        await inbox.markSeen()
                    }
                    .refreshable {
                        await inbox.refresh()
                        await inbox.markSeen()
                    }
                }
            }

            """,
            output: """
            struct Message: Identifiable {
                let id = UUID()
                var subject: String
            }

            @MainActor
            final class Inbox: ObservableObject {
                @Published var messages: [Message] = []

                func refresh() async {}
                func markSeen() async {}
            }

            struct InboxView: View {
                @StateObject private var inbox = Inbox()

                var body: some View {
                    List(inbox.messages) { message in
                        Text(message.subject)
                    }
                    .task { await refreshInbox() }
                    .refreshable { await refreshInbox() }
                }
            }

            private extension InboxView {
                func refreshInbox() async {
                    await inbox.refresh()
                    await inbox.markSeen()
                }
            }

            """
        ),
        // Modifiers aligned with a removed `}` move one level in; an existing `private extension` would be reused.
        RuleCorrection(
            input: #"""
            struct LikeButton: View {
                @State private var likes = 0
                @State private var isLiked = false

                var body: some View {
                    VStack {
                        Button("Like") {
                            likes += 1
                            isLiked = true
                        }
                        .buttonStyle(.borderedProminent)
                        .tint(.pink)
                        Image(systemName: "heart")
                            .onTapGesture { likes += 1; isLiked = true }
                            .foregroundStyle(.pink)
                        Text("\(likes) likes")
                            .onLongPressGesture {
                                likes += 1
                                isLiked = true
                            }
                            .font(.caption)
                    }
                }
            }

            """#,
            output: #"""
            struct LikeButton: View {
                @State private var likes = 0
                @State private var isLiked = false

                var body: some View {
                    VStack {
                        Button("Like", action: like)
                            .buttonStyle(.borderedProminent)
                            .tint(.pink)
                        Image(systemName: "heart")
                            .onTapGesture(perform: like)
                            .foregroundStyle(.pink)
                        Text("\(likes) likes")
                            .onLongPressGesture(perform: like)
                            .font(.caption)
                    }
                }
            }

            private extension LikeButton {
                func like() {
                    likes += 1
                    isLiked = true
                }
            }

            """#
        ),
        // A closure's own parameter: typed by what `.onChange(of:)` observes (`query = ""` is a
        // `String`); each site keeps its closure and passes its `newValue`.
        RuleCorrection(
            input: """
            struct SearchView: View {
                @State private var query = ""
                @State private var scope = "All"
                @State private var recent: [String] = []

                var body: some View {
                    VStack {
                        TextField("Search", text: $query)
                            .onChange(of: query) { _, newValue in
                                recent.insert(newValue, at: 0)
                                recent.removeLast()
                            }
                        TextField("Scope", text: $scope)
                            .onChange(of: scope) { _, newValue in
                                recent.insert(newValue, at: 0)
                                recent.removeLast()
                            }
                    }
                }
            }

            """,
            output: """
            struct SearchView: View {
                @State private var query = ""
                @State private var scope = "All"
                @State private var recent: [String] = []

                var body: some View {
                    VStack {
                        TextField("Search", text: $query)
                            .onChange(of: query) { _, newValue in addToRecent(newValue) }
                        TextField("Scope", text: $scope)
                            .onChange(of: scope) { _, newValue in addToRecent(newValue) }
                    }
                }
            }

            private extension SearchView {
                func addToRecent(_ newValue: String) {
                    recent.insert(newValue, at: 0)
                    recent.removeLast()
                }
            }

            """
        ),
    ]
}
