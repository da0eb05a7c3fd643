import SwiftUI

struct Note: Identifiable {
    let id = UUID()
    var title: String
}

final class NotesModel: ObservableObject {
    @Published var isEditing = false

    func createNote() {}
}

struct NotesView: View {
    var notes: [Note]
    @ObservedObject var model: NotesModel

    var body: some View {
        List(notes) { note in
            HStack {
                Text(note.title)
                Button("Note") {
                    model.createNote()
                    model.isEditing = true
                }
            }
        }
        .toolbar {
            Button("Note") {
                model.createNote()
                model.isEditing = true
            }
        }
    }
}
