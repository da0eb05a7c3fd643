import SwiftUI

final class Document: ObservableObject {
    @Published var text = ""
    @Published var isDirty = false

    func save() {}
    func revert() {}
}

struct EditorView: View {
    @ObservedObject var document: Document
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextEditor(text: $document.text)
            HStack {
                Button("Save", action: save)
                Button("Revert", action: revert)
            }
        }
        .onSubmit(save)
        .onDisappear(perform: revert)
    }
}

private extension EditorView {
    func save() {
        document.save()
        dismiss()
    }

    func revert() {
        document.revert()
        document.isDirty = false
    }
}
