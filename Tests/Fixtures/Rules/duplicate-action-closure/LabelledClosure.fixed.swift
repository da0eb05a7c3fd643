import SwiftUI

struct Profile {
    var name = ""

    func save() {}
}

struct ProfileEditor: View {
    @Binding var profile: Profile
    @State private var draft = ""

    var body: some View {
        Form {
            TextField("Name", text: $draft, onCommit: save)
            Button(action: save, label: {
                Text("Save")
            })
        }
    }
}

private extension ProfileEditor {
    func save() {
        profile.name = draft
        profile.save()
    }
}
