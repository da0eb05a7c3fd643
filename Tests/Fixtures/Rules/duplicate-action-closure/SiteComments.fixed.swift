import SwiftUI

/// Three ways to send a message, two of them commented for why they are there: each comment
/// stays with its control, and the extracted method holds the statements alone.
struct ComposerView: View {
    @State private var draft = ""
    @State private var sent: [String] = []

    var body: some View {
        HStack {
            TextField("Message", text: $draft)
                .onSubmit {
                    // Return sends, as in every chat app.
                    send()
                }
            Button("Send") {
                // For people who never press Return.
                send()
            }
            .disabled(draft.isEmpty)
        }
        .onDisappear(perform: send)
    }
}

private extension ComposerView {
    func send() {
        sent.append(draft)
        draft = ""
    }
}
