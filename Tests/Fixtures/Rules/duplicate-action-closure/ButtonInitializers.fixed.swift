import SwiftUI

/// Every `Button` initializer with a trailing action closure.
struct ComposeView: View {
    @State private var draft = ""
    @State private var sent: [String] = []

    var body: some View {
        VStack {
            Button("Send", action: send)
            Button("Send", role: .destructive, action: send)
            Button("Send", systemImage: "paperplane", action: send)
            Button(draft, action: send)
            Button(action: send) {
                Label("Send", systemImage: "paperplane")
            }
            Button(role: .cancel, action: send) {
                Text("Send")
            }
            Button(action: send) {
                Text("Send")
            }
        }
    }
}

private extension ComposeView {
    func send() {
        sent.append(draft)
        draft = ""
    }
}
