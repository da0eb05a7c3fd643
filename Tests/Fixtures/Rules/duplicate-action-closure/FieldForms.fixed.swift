import SwiftUI

/// `TextField` and `SecureField` forms: `onCommit:` as an argument, as the trailing closure,
/// and `onEditingChanged:`, whose `(Bool) -> Void` keeps a closure.
struct SignInForm: View {
    @State private var user = ""
    @State private var password = ""
    @State private var attempts = 0

    var body: some View {
        Form {
            TextField("User", text: $user, onEditingChanged: { _ in
                increaseAttempts()
            }, onCommit: increaseAttempts)
            SecureField("Password", text: $password, onCommit: increaseAttempts)
            TextField("Again", text: $user) { _ in increaseAttempts() }
        }
    }
}

private extension SignInForm {
    func increaseAttempts() {
        attempts += 1
        password = ""
    }
}
