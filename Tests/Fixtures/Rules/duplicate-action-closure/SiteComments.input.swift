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
                    sent.append(draft)
                    draft = ""
                }
            Button("Send") {
                // For people who never press Return.
                sent.append(draft)
                draft = ""
            }
            .disabled(draft.isEmpty)
        }
        .onDisappear {
            sent.append(draft)
            draft = ""
        }
    }
}
