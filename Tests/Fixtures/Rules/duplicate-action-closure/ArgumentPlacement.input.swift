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
                "Save note"
            ) {
                store.save(note)
                note = ""
            }
            Button("Save note",) {
                store.save(note)
                note = ""
            }
            Button(role: .destructive) {
                store.save(note)
                note = ""
            } label: {
                Text("Save and close")
            }
        }
    }
}
