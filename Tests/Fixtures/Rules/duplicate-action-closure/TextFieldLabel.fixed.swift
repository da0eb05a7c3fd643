import SwiftUI

/// `TextField(text:) { … }` and `SecureField(text:) { … }`: with no title before `text:`, the
/// trailing closure is the `label:` view, not an action; nothing to extract.
struct CredentialsForm: View {
    var title: String
    @State private var text = ""
    @State private var secret = ""

    var body: some View {
        Form {
            TextField(text: $text) {
                Text(title).foregroundStyle(.secondary)
            }
            SecureField(text: $secret) {
                Text(title).foregroundStyle(.secondary)
            }
        }
    }
}
