import SwiftUI

/// Every `Button` initializer with a trailing action closure.
struct ComposeView: View {
    @State private var draft = ""
    @State private var sent: [String] = []

    var body: some View {
        VStack {
            Button("Send") {
                sent.append(draft)
                draft = ""
            }
            Button("Send", role: .destructive) {
                sent.append(draft)
                draft = ""
            }
            Button("Send", systemImage: "paperplane") {
                sent.append(draft)
                draft = ""
            }
            Button(draft) {
                sent.append(draft)
                draft = ""
            }
            Button {
                sent.append(draft)
                draft = ""
            } label: {
                Label("Send", systemImage: "paperplane")
            }
            Button(role: .cancel) {
                sent.append(draft)
                draft = ""
            } label: {
                Text("Send")
            }
            Button(action: {
                sent.append(draft)
                draft = ""
            }) {
                Text("Send")
            }
        }
    }
}
