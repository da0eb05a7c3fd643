import SwiftUI

@MainActor
final class Chat {
    func send() {}
    func reconnect() {}
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
                    chat.send()
                }
            if canSend {
                Button("Send") { chat.send() }
            }
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                if !isOffline {
                    Text("Online")
                } else {
                    Button("Reconnect") { chat.reconnect() }
                }
            }
        }
        .onLongPressGesture {
            if isOffline { chat.reconnect() }
        }
    }
}
