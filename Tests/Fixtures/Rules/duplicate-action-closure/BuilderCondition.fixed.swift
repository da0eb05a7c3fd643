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
                .onSubmit(send)
            if canSend {
                Button("Send", action: send)
            }
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                if !isOffline {
                    Text("Online")
                } else {
                    Button("Reconnect", action: reconnect)
                }
            }
        }
        .onLongPressGesture(perform: reconnect)
    }
}

private extension MessageBar {
    func send() {
        guard canSend else { return }
        chat.send(draft)
        draft = ""
    }

    func reconnect() {
        if isOffline {
            chat.reconnect()
            chat.resendPending()
        }
    }
}
