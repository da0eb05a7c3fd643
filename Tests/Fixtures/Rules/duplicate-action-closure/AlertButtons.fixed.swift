import SwiftUI

struct AccountView: View {
    @State private var showingDeleteAlert = false
    @State private var showingSignOutAlert = false
    @State private var status = ""
    let store: AccountStore

    var body: some View {
        Form {
            Text(status)
            Button("Delete Account") { showingDeleteAlert = true }
            Button("Sign Out") { showingSignOutAlert = true }
        }
        .alert(isPresented: $showingDeleteAlert) { deleteAlert }
        .background(EmptyView().alert(isPresented: $showingSignOutAlert) { signOutAlert })
    }

    var deleteAlert: Alert {
        Alert(title: Text("Delete your account?"),
              primaryButton: .destructive(Text("Delete"), action: signOut),
              secondaryButton: .cancel(Text("Close"), action: discardPendingChanges))
    }

    var signOutAlert: Alert {
        Alert(title: Text("Sign out?"),
              primaryButton: .default(Text("Sign Out"), action: signOut),
              secondaryButton: .cancel(Text("Close"), action: discardPendingChanges))
    }
}

private extension AccountView {
    func signOut() {
        store.signOut()
        status = "Signed out"
    }

    func discardPendingChanges() {
        store.discardPendingChanges()
        status = ""
    }
}

final class AccountStore {
    func signOut() {}
    func discardPendingChanges() {}
}
