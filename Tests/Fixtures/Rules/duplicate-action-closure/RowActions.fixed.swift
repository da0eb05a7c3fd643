import SwiftUI

struct Note: Identifiable {
    let id: Int
    var text: String
}

struct NotesView: View {
    @State private var notes: [Note] = []
    @State private var trash: [Note] = []

    var body: some View {
        List {
            ForEach(notes) { note in
                Text(note.text)
                    .swipeActions {
                        Button(role: .destructive) { moveToTrash(note) } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    .contextMenu {
                        Button(role: .destructive) { moveToTrash(note) } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
            }
        }
    }
}

private extension NotesView {
    func moveToTrash(_ note: Note) {
        trash.append(note)
        notes.removeAll { $0.id == note.id }
    }
}
