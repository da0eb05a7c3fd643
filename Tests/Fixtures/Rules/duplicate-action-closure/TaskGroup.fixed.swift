import SwiftUI

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
        inbox.markSeen()
    }
}
