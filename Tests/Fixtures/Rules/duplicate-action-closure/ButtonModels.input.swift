import SwiftUI

struct ToolbarAction: Identifiable {
    let id = UUID()
    let title: String
    let systemImage: String
    let action: () -> Void
}

struct DocumentView: View {
    @State private var status = ""
    let document: DocumentModel

    var body: some View {
        VStack {
            Text(status)
            HStack {
                ForEach(actions) { item in
                    Button(item.title, systemImage: item.systemImage, action: item.action)
                }
            }
        }
    }

    var actions: [ToolbarAction] {
        [
            ToolbarAction(title: "Save", systemImage: "square.and.arrow.down", action: {
                document.save()
                status = "Saved"
            }),
            ToolbarAction(title: "Done", systemImage: "checkmark", action: {
                document.save()
                status = "Saved"
            }),
        ]
    }
}

final class DocumentModel {
    func save() {}
}
