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
              primaryButton: .destructive(Text("Delete")) {
                  store.signOut()
                  status = "Signed out"
              },
              secondaryButton: .cancel(Text("Close")) {
                  store.discardPendingChanges()
                  status = ""
              })
    }

    var signOutAlert: Alert {
        Alert(title: Text("Sign out?"),
              primaryButton: .default(Text("Sign Out")) {
                  store.signOut()
                  status = "Signed out"
              },
              secondaryButton: .cancel(Text("Close")) {
                  store.discardPendingChanges()
                  status = ""
              })
    }
}

final class AccountStore {
    func signOut() {}
    func discardPendingChanges() {}
}
