import SwiftUI

/// The guard-prefix proof with conditions spelled differently at each site: a builder `if let`
/// around the Button for the submit's `guard let`, a `switch` case for a `guard case`, a
/// `ForEach` row's builder `if` for its tap's guard, and `== false` against `!`.
struct Draft {
    var title: String
}

enum FeedState {
    case idle
    case loaded([String])
}

struct Entry: Identifiable {
    let id: Int
    var name: String
    var isEditable: Bool
}

struct ComposerView: View {
    @State private var draft: Draft?
    @State private var sent: [String] = []
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Title", text: $text)
                .onSubmit(addToSent)
            if let draft {
                Button("Send \(draft.title)", action: addToSent)
            }
        }
    }
}

private extension ComposerView {
    func addToSent() {
        guard let draft else { return }
        sent.append(draft.title)
        self.draft = nil
    }
}

struct FeedView: View {
    @State private var state = FeedState.idle
    @State private var archive: [String] = []

    var body: some View {
        VStack {
            Text("Archive all")
                .onTapGesture(count: 2, perform: addToArchiveIfNeeded)
            switch state {
            case .loaded(let items):
                Button("Archive \(items.count)", action: addToArchiveIfNeeded)
            case .idle:
                ProgressView()
            }
        }
    }
}

private extension FeedView {
    func addToArchiveIfNeeded() {
        guard case .loaded(let items) = state else { return }
        archive.append(contentsOf: items)
        state = .idle
    }
}

struct EntryList: View {
    @State private var entries: [Entry] = []
    @State private var editing: Entry?
    @State private var history: [String] = []
    @State private var isLocked = false

    var body: some View {
        List {
            ForEach(entries) { entry in
                if entry.isEditable {
                    Button("Edit") { edit(entry) }
                }
                Text(entry.name)
                    .onLongPressGesture { edit(entry) }
            }
            Button("Clear", action: clear)
            Text("Clear all")
                .onTapGesture(perform: clear)
                .disabled(isLocked)
        }
    }
}

private extension EntryList {
    func edit(_ entry: Entry) {
        guard entry.isEditable else { return }
        editing = entry
        history.append(entry.name)
    }

    func clear() {
        guard isLocked == false else { return }
        entries.removeAll()
        history.removeAll()
    }
}
