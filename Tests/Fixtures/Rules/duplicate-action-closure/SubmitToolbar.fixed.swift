import SwiftUI

@Observable
final class DraftState {
    var title = ""
    var canPublish: Bool { !title.isEmpty }
}

@MainActor
final class PostStore {
    func publish(title: String) {}
}

struct ComposeView: View {
    @State private var state = DraftState()
    let store: PostStore

    var body: some View {
        VStack {
            Form {
                TextField("Title", text: $state.title)
                    .onSubmit(publish)
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Publish", action: publish)
                        .disabled(!state.canPublish)
                }
            }
        }
    }
}

private extension ComposeView {
    func publish() {
        if state.canPublish {
            store.publish(title: state.title)
            state.title = ""
        }
    }
}
