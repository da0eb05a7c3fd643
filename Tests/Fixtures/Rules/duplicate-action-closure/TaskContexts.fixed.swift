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
        .task { await checkMail() }
        .refreshable { await checkMail() }
        .toolbar {
            Button("Check Mail") { Task { await checkMail() } }
        }
    }
}

private extension InboxView {
    func checkMail() async {
        await inbox.fetch()
        await inbox.markRead()
    }
}
