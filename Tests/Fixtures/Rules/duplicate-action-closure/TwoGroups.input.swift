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
                Button("Save") {
                    document.save()
                    dismiss()
                }
                Button("Revert") {
                    document.revert()
                    document.isDirty = false
                }
            }
        }
        .onSubmit {
            document.save()
            dismiss()
        }
        .onDisappear {
            document.revert()
            document.isDirty = false
        }
    }
}
