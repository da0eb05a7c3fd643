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
                .onSubmit {
                    store.save(title)
                    print("Draft saved")
                }
            Image(systemName: "square.and.arrow.down")
                .onTapGesture {
                    store.save(title)
                    print("Draft saved")
                }
            TextField("Notes", text: $notes)
                .onSubmit {
                    store.save(notes)
                    print("Draft saved")
                }
            Image(systemName: "tray.and.arrow.down")
                .onTapGesture {
                    store.save(notes)
                    print("Draft saved")
                }
        }
    }
}
