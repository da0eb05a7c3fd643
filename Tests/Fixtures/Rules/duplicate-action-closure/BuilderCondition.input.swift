import SwiftUI

@MainActor
final class Chat {
    func send(_ text: String) {}
    func reconnect() {}
    func resendPending() {}
}

struct MessageBar: View {
    @State private var draft = ""
    let canSend: Bool
    let isOffline: Bool
    let chat: Chat

    var body: some View {
        HStack {
            TextField("Message", text: $draft)
                .onSubmit {
                    guard canSend else { return }
                    chat.send(draft)
                    draft = ""
                }
            if canSend {
                Button("Send") {
                    chat.send(draft)
                    draft = ""
                }
            }
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                if !isOffline {
                    Text("Online")
                } else {
                    Button("Reconnect") {
                        chat.reconnect()
                        chat.resendPending()
                    }
                }
            }
        }
        .onLongPressGesture {
            if isOffline {
                chat.reconnect()
                chat.resendPending()
            }
        }
    }
}
