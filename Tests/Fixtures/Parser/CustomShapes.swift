import SwiftUI

struct SettingsView: View {
    @State private var showsAlert = false

    var body: some View {
        VStack {
            HStack {
                Button("Inner") { inner() }
            }
            ConfirmRow(title: "Delete", action: { remove() })
            AsyncRow(perform: { remove() })
            Picker(handler: { remove() })
            Uploader(completion: { remove() })
            Toggle(onToggle: { remove() })
            Card(primaryAction: { remove() })
            CircleButton { remove() }
            Card(content: { Text("x") })
            Card(title: { Text("y") })
            Card(only: { Text("z") })
            Spacer()
                .sheet(isPresented: $showsAlert) {
                    Button("Close") { close() }
                }
                .alert("Title", isPresented: $showsAlert, actions: {
                    Button("OK") { close() }
                })
                .onShake { shake() }
                .onboardingTip { Text("Tip") }
                .padding()
                .frame { Text("not an action") }
        }
    }

    func inner() {}
    func remove() {}
    func close() {}
    func shake() {}
}
