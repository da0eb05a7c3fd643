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
                        Button(role: .destructive) { addToTrash(note) } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    .contextMenu {
                        Button(role: .destructive) { addToTrash(note) } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
            }
        }
    }
}

private extension NotesView {
    func addToTrash(_ note: Note) {
        trash.append(note)
        notes.removeAll { $0.id == note.id }
    }
}
