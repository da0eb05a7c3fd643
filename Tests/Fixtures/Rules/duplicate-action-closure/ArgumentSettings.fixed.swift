import SwiftUI

@Observable
final class AlertModel {
    func subscribe(notify: Bool, volume: Int, sound: String) {}
    func save() {}
}

/// Two groups that call the same method and differ in which of its arguments the sites pass:
/// each is named after its argument, not by a suffix.
struct AlertSettingsView: View {
    @State private var model = AlertModel()

    var body: some View {
        Form {
            Section("Notifications") {
                Button("Notify me") { setNotify(true) }
                Button("Stop notifying") { setNotify(false) }
            }
            Section("Volume") {
                Button("Quiet") { setVolume(5) }
                Button("Loud") { setVolume(10) }
            }
        }
    }
}

private extension AlertSettingsView {
    func setNotify(_ notify: Bool) {
        model.subscribe(notify: notify, volume: 0, sound: "chime")
        model.save()
    }

    func setVolume(_ volume: Int) {
        model.subscribe(notify: true, volume: volume, sound: "bell")
        model.save()
    }
}
