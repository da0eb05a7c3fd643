import SwiftUI

@MainActor @Observable
final class NoteModel {
    var title = ""

    func save(_ title: String) {}
}

/// `TextField("Title", text:) { … }`: Swift binds the trailing closure to `onCommit:`.
struct NoteEditor: View {
    @State private var title = ""
    @State private var model = NoteModel()

    var body: some View {
        Form {
            TextField("Title", text: $title) {
                model.save(title)
                title = ""
            }
            Button("Save") {
                model.save(title)
                title = ""
            }
        }
    }
}
