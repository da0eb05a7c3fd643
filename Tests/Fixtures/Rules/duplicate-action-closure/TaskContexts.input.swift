import SwiftUI

@MainActor
@Observable
final class Inbox {
    var messages: [String] = []
    func fetch() async {}
    func markRead() {}
}

struct InboxView: View {
    let inbox: Inbox

    var body: some View {
        List(inbox.messages, id: \.self) { message in
            Text(message)
        }
        .task {
            await inbox.fetch()
            await inbox.markRead()
        }
        .refreshable {
            await inbox.fetch()
            await inbox.markRead()
        }
        .toolbar {
            Button("Check Mail") {
                Task {
                    await inbox.fetch()
                    await inbox.markRead()
                }
            }
        }
    }
}
