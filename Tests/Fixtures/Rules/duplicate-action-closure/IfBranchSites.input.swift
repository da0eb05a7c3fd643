import SwiftUI

@Observable
final class NotesStore {
    var notes: [String] = []
    func save() {}
    func sync() {}
}

/// A site outside `#if os(macOS)` compiles with each branch's site: one method for all three.
struct NoteEditor: View {
    @State private var store = NotesStore()
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Note", text: $text)
            #if os(macOS)
            Button("Save") {
                store.save()
                store.sync()
            }
            #else
            Button("Save Note") {
                store.save()
                store.sync()
            }
            #endif
        }
        .onDisappear {
            store.save()
            store.sync()
        }
    }
}
