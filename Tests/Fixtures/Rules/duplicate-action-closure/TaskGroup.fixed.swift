import SwiftUI

struct Message: Identifiable {
    let id = UUID()
    var subject: String
}

@MainActor
final class Inbox: ObservableObject {
    @Published var messages: [Message] = []

    func refresh() async {}
    func markSeen() async {}
}

struct InboxView: View {
    @StateObject private var inbox = Inbox()

    var body: some View {
        List(inbox.messages) { message in
            Text(message.subject)
        }
        .task { await refresh() }
        .refreshable { await refresh() }
    }
}

private extension InboxView {
    func refresh() async {
        await inbox.refresh()
        await inbox.markSeen()
    }
}
