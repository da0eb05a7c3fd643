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
                .onSubmit {
                    guard let draft else { return }
                    sent.append(draft.title)
                    self.draft = nil
                }
            if let draft {
                Button("Send \(draft.title)") {
                    sent.append(draft.title)
                    self.draft = nil
                }
            }
        }
    }
}

struct FeedView: View {
    @State private var state = FeedState.idle
    @State private var archive: [String] = []

    var body: some View {
        VStack {
            Text("Archive all")
                .onTapGesture(count: 2) {
                    guard case .loaded(let items) = state else { return }
                    archive.append(contentsOf: items)
                    state = .idle
                }
            switch state {
            case .loaded(let items):
                Button("Archive \(items.count)") {
                    archive.append(contentsOf: items)
                    state = .idle
                }
            case .idle:
                ProgressView()
            }
        }
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
                    Button("Edit") {
                        editing = entry
                        history.append(entry.name)
                    }
                }
                Text(entry.name)
                    .onLongPressGesture {
                        guard entry.isEditable else { return }
                        editing = entry
                        history.append(entry.name)
                    }
            }
            Button("Clear") {
                guard isLocked == false else { return }
                entries.removeAll()
                history.removeAll()
            }
            Text("Clear all")
                .onTapGesture {
                    entries.removeAll()
                    history.removeAll()
                }
                .disabled(isLocked)
        }
    }
}
