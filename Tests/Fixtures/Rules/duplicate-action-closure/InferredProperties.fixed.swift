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
                Button("Ann") { save(nickname: "Ann") }
                Button("Bob") { save(nickname: "Bob") }
            }
            Section {
                Button("Quiet") { reload(volume: 0.25) }
                Button("Loud") { reload(volume: 1.0) }
            }
            Section {
                Button("Active") { setFilter(.active) }
                Button("Archived") { setFilter(.archived) }
            }
        }
    }
}

private extension ProfileEditor {
    func save(nickname: String) {
        self.nickname = nickname
        profile.save()
    }

    func reload(volume: Double) {
        self.volume = volume
        profile.save()
        profile.reload()
    }

    func setFilter(_ filter: Filter) {
        self.filter = filter
        profile.reload()
    }
}
