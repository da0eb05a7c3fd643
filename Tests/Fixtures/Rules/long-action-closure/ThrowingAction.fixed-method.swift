import SwiftUI

/// A button whose action may throw: the error is shown in an alert.
struct ThrowingButton<Label: View>: View {
    let action: () throws -> Void
    @ViewBuilder let label: () -> Label
    @State private var error: Error?

    var body: some View {
        Button {
            do { try action() } catch { self.error = error }
        } label: {
            label()
        }
    }
}

struct ArchiveView: View {
    let store: ArchiveStore
    @State private var selection: Note.ID?

    var body: some View {
        List(store.notes, selection: $selection) { note in
            Text(note.title)
        }
        .toolbar {
            ThrowingButton(action: { try archive() }) {
                Label("Archive", systemImage: "archivebox")
            }
        }
    }
}

private extension ArchiveView {
    func archive() throws {
        let notes = store.notes.filter { $0.id == selection }
        try store.archive(notes)
        try store.save()
        selection = nil
    }
}

final class ArchiveStore {
    var notes: [Note] = []
    func archive(_ notes: [Note]) throws {}
    func save() throws {}
}

struct Note: Identifiable {
    let id: UUID
    var title: String
}
