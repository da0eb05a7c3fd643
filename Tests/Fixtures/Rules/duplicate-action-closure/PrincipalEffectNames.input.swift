import SwiftUI

final class PlayerHub {
    func broadcastStateUpdate() {}
}

struct Note: Identifiable {
    let id: Int
    var title: String
}

@Observable
final class NotesStore {
    var notes: [Note] = []
    var isMuted = false

    func loadMore() async {}
    func delete(_ note: Note) {}
}

/// Each body is named after its principal effect: never the focus it gives up, the alert it
/// takes down or the change it announces; presenting a confirmation, not storing what it reads;
/// a Bool set to its own negation toggles; a body acting only when a test holds does it if needed.
struct NotesView: View {
    @Environment(\.dismiss) private var dismiss
    @FocusState private var isSearchFocused: Bool
    @State private var store = NotesStore()
    @State private var search = ""
    @State private var pendingDeletion: Note?
    @State private var showingDeleteConfirmation = false
    @State private var draftError: String?
    @State private var changeCount = 0
    @State private var isLocked = false

    var body: some View {
        List {
            TextField("Search", text: $search)
                .focused($isSearchFocused)
            ForEach(Array(store.notes.enumerated()), id: \.element.id) { index, note in
                Text(note.title)
                    .onAppear {
                        if index >= store.notes.count - 3 {
                            Task { await store.loadMore() }
                        }
                    }
                    .contextMenu {
                        Button(role: .destructive) {
                            pendingDeletion = note
                            showingDeleteConfirmation = true
                        } label: {
                            Image(systemName: "trash")
                        }
                    }
                    .swipeActions {
                        Button(role: .destructive) {
                            pendingDeletion = note
                            showingDeleteConfirmation = true
                        } label: {
                            Image(systemName: "trash")
                        }
                    }
            }
            Section("Recent") {
                ForEach(Array(store.notes.enumerated()), id: \.element.id) { index, note in
                    Label(note.title, systemImage: "clock")
                        .onAppear {
                            if index >= store.notes.count - 3 {
                                Task { await store.loadMore() }
                            }
                        }
                }
            }
        }
        .toolbar {
            Button {
                isSearchFocused = false
                Task { await exportAllNotes() }
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
            Button {
                let muted = !store.isMuted
                store.isMuted = muted
                changeCount += 1
                notifyObservers()
            } label: {
                Image(systemName: "speaker.slash")
            }
            Button {
                draftError = nil
                dismiss()
            } label: {
                Image(systemName: "xmark")
            }
        }
        .onSubmit(of: .search) {
            isSearchFocused = false
            Task { await exportAllNotes() }
        }
        .onLongPressGesture {
            let muted = !store.isMuted
            store.isMuted = muted
            changeCount += 1
            notifyObservers()
        }
        .onExitCommand {
            draftError = nil
            dismiss()
        }
        .onAppear {
            isLocked = UserDefaults.standard.bool(forKey: "notes.locked")
            search = UserDefaults.standard.string(forKey: "notes.search") ?? ""
        }
        .onReceive(NotificationCenter.default.publisher(for: UserDefaults.didChangeNotification)) { _ in
            isLocked = UserDefaults.standard.bool(forKey: "notes.locked")
            search = UserDefaults.standard.string(forKey: "notes.search") ?? ""
        }
    }

    func exportAllNotes() async {}

    func notifyObservers() {}
}

/// A change announced is named by the change, a value selected or cleared by one tap toggles,
/// an activity in the progressive stops, and a member of a nested type takes no name from the view.
struct PlayerView: View {
    @Observable
    final class Model {
        var volume = 1.0

        func export() async throws {}
    }

    @State private var model = Model()
    @State private var selectedTag: String?
    @State private var isRefreshing = false
    @State private var refreshCount = 0
    @State private var message = ""
    let tags: [String]
    let hub: PlayerHub

    var body: some View {
        VStack {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .onTapGesture {
                        if selectedTag == tag {
                            selectedTag = nil
                        } else {
                            selectedTag = tag
                        }
                    }
            }
            ForEach(tags.reversed(), id: \.self) { tag in
                Label(tag, systemImage: "tag")
                    .onTapGesture {
                        if selectedTag == tag {
                            selectedTag = nil
                        } else {
                            selectedTag = tag
                        }
                    }
            }
            Button {
                model.volume = 0.5
                hub.broadcastStateUpdate()
            } label: {
                Image(systemName: "speaker.wave.1")
            }
            Button {
                model.volume = 1.0
                hub.broadcastStateUpdate()
            } label: {
                Image(systemName: "speaker.wave.3")
            }
            Button {
                isRefreshing = false
                refreshCount += 1
            } label: {
                Image(systemName: "stop")
            }
            Image(systemName: "xmark.circle")
                .onTapGesture {
                    isRefreshing = false
                    refreshCount += 1
                }
            Button {
                Task {
                    do {
                        try await model.export()
                    } catch {
                        message = error.localizedDescription
                    }
                }
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
            Image(systemName: "arrow.up.doc")
                .onTapGesture {
                    Task {
                        do {
                            try await model.export()
                        } catch {
                            message = error.localizedDescription
                        }
                    }
                }
        }
    }
}
