import SwiftUI

enum Filter {
    case all, active, archived
}

@Observable
final class Profile {
    func save() {}
    func reload() {}
}

/// Properties whose type only their initial value says: `""` is a `String`, `0.5` a `Double`,
/// `Filter.all` a `Filter`. The literals the sites assign are of that type, so the fix is safe.
struct ProfileEditor: View {
    @State private var profile = Profile()
    @State private var nickname = ""
    @State private var volume = 0.5
    @State private var filter = Filter.all

    var body: some View {
        Form {
            Section {
                Button("Ann") {
                    nickname = "Ann"
                    profile.save()
                }
                Button("Bob") {
                    nickname = "Bob"
                    profile.save()
                }
            }
            Section {
                Button("Quiet") {
                    volume = 0.25
                    profile.save()
                    profile.reload()
                }
                Button("Loud") {
                    volume = 1.0
                    profile.save()
                    profile.reload()
                }
            }
            Section {
                Button("Active") {
                    filter = .active
                    profile.reload()
                }
                Button("Archived") {
                    filter = .archived
                    profile.reload()
                }
            }
        }
    }
}
