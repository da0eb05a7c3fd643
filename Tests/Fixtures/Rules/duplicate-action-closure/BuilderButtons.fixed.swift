import SwiftUI

struct Mail: Identifiable {
    let id = UUID()
    var subject: String
}

/// Buttons inside view builders — context menus, swipe actions, alerts, confirmation dialogs,
/// toolbar items — and `Menu(primaryAction:)`, whose labelled trailing closure stays a closure.
struct MailboxView: View {
    @State private var mails: [Mail] = []
    @State private var archived: [Mail] = []
    @State private var showsAlert = false
    @State private var showsDialog = false

    var body: some View {
        List(mails) { mail in
            Text(mail.subject)
        }
        .contextMenu {
            Button("Archive all", action: archiveAll)
        }
        .swipeActions {
            Button("Archive all", action: archiveAll)
        }
        .alert("Archive?", isPresented: $showsAlert) {
            Button("Archive all", action: archiveAll)
        }
        .confirmationDialog("Archive?", isPresented: $showsDialog) {
            Button("Archive all", role: .destructive, action: archiveAll)
        } message: {
            Text("Every mail moves to the archive.")
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Menu("More") {
                    Button("Select") { showsDialog = true }
                } primaryAction: { archiveAll() }
            }
        }
    }
}

private extension MailboxView {
    func archiveAll() {
        archived += mails
        mails.removeAll()
    }
}
