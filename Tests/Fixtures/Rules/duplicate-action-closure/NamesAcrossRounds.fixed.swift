import SwiftUI

@Observable
final class DraftStore {
    private(set) var savedCount = 0

    func save(_ text: String) {
        savedCount += 1
    }
}

/// Two groups whose first word is the same call: `--fix` extracts one per round, and the name
/// the second finding suggests is the name the second round writes.
struct ComposeView: View {
    @State private var store = DraftStore()
    @State private var title = ""
    @State private var notes = ""

    var body: some View {
        Form {
            TextField("Title", text: $title)
                .onSubmit(save)
            Image(systemName: "square.and.arrow.down")
                .onTapGesture(perform: save)
            TextField("Notes", text: $notes)
                .onSubmit(saveNotes)
            Image(systemName: "tray.and.arrow.down")
                .onTapGesture(perform: saveNotes)
        }
    }
}

private extension ComposeView {
    func save() {
        store.save(title)
        print("Draft saved")
    }

    func saveNotes() {
        store.save(notes)
        print("Draft saved")
    }
}
