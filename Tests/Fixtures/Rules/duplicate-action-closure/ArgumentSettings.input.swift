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
                Button("Notify me") {
                    model.subscribe(notify: true, volume: 0, sound: "chime")
                    model.save()
                }
                Button("Stop notifying") {
                    model.subscribe(notify: false, volume: 0, sound: "chime")
                    model.save()
                }
            }
            Section("Volume") {
                Button("Quiet") {
                    model.subscribe(notify: true, volume: 5, sound: "bell")
                    model.save()
                }
                Button("Loud") {
                    model.subscribe(notify: true, volume: 10, sound: "bell")
                    model.save()
                }
            }
        }
    }
}
