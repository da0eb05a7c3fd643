import SwiftUI

struct InboxView: View {
    @StateObject private var inbox = Inbox()

    var body: some View {
        List(inbox.messages) { message in
            Text(message.subject)
        }
        .task {
            await inbox.refresh()
            inbox.markSeen()
        }
        .refreshable {
            await inbox.refresh()
            inbox.markSeen()
        }
    }
}
