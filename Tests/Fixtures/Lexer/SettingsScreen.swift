import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#else
import Foundation
#endif

@MainActor
struct SettingsScreen: View {
    @AppStorage("volume") private var volume: Double = 0.5
    @State private var showsAlert = false
    @Binding var username: String
    let onSave: (String) -> Void

    var body: some View {
        Form {
            Section {
                Slider(value: $volume, in: 0...1, step: 0.05) {
                    Text("Volume")
                } minimumValueLabel: {
                    Image(systemName: "speaker")
                } maximumValueLabel: {
                    Image(systemName: "speaker.wave.3")
                }
                Text(String(format: "%.0f%%", volume * 100))
            } header: {
                Text("Sound")
            } footer: {
                Text(#"Values are stored in "UserDefaults"."#)
            }

            Section("Account") {
                TextField("Name", text: $username)
                Button(role: .destructive) {
                    showsAlert = true
                } label: {
                    Label("Sign out", systemImage: "rectangle.portrait.and.arrow.right")
                }
            }
        }
        .alert("Sign out?", isPresented: $showsAlert) {
            Button("Cancel", role: .cancel) {}
            Button("Sign out", role: .destructive) { onSave("") }
        } message: {
            Text("You will need to sign in again, \(username).")
        }
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
    }

    @available(iOS 17, macOS 14, *)
    func platformName() -> String {
        if #available(iOS 18, *) {
            return "new"
        }
        #if targetEnvironment(simulator)
        return "simulator"
        #else
        return ProcessInfo.processInfo.operatingSystemVersionString
        #endif
    }
}

#Preview("Dark") {
    SettingsScreen(username: .constant("ada")) { name in
        print("saved \(name)")
    }
    .preferredColorScheme(.dark)
}
