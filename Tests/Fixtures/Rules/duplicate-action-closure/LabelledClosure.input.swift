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
            TextField("Name", text: $draft, onCommit: {
                profile.name = draft
                profile.save()
            })
            Button(action: {
                profile.name = draft
                profile.save()
            }, label: {
                Text("Save")
            })
        }
    }
}
