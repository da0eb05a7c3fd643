import SwiftUI

@MainActor protocol NoteStore {
    func save(_ note: String)
}

struct NoteView: View {
    @State private var note = ""
    var store: NoteStore

    var body: some View {
        VStack {
            Button(
                "Save note",
                action: saveNote
            )
            Button("Save note", action: saveNote)
            Button(role: .destructive, action: saveNote) {
                Text("Save and close")
            }
        }
    }
}

private extension NoteView {
    func saveNote() {
        store.save(note)
        note = ""
    }
}
