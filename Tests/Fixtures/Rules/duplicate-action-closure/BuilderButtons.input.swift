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
            Button("Archive all") {
                archived += mails
                mails.removeAll()
            }
        }
        .swipeActions {
            Button("Archive all") {
                archived += mails
                mails.removeAll()
            }
        }
        .alert("Archive?", isPresented: $showsAlert) {
            Button("Archive all") {
                archived += mails
                mails.removeAll()
            }
        }
        .confirmationDialog("Archive?", isPresented: $showsDialog) {
            Button("Archive all", role: .destructive) {
                archived += mails
                mails.removeAll()
            }
        } message: {
            Text("Every mail moves to the archive.")
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Menu("More") {
                    Button("Select") { showsDialog = true }
                } primaryAction: {
                    archived += mails
                    mails.removeAll()
                }
            }
        }
    }
}
