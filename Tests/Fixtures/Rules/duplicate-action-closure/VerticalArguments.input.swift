import SwiftUI

/// Sliders whose arguments stand one a line: the extracted action joins them as one more line,
/// and the modifiers under the call's own `)` keep their place.
struct PlaybackSettingsView: View {
    @State private var volume = 0.5
    @State private var balance = 0.0
    @State private var isMuted = false
    @State private var lastEdit = Date.distantPast
    let mixer: Mixer

    var body: some View {
        Form {
            Slider(
                value: $volume,
                in: 0...1,
                step: 0.05
            ) { editing in
                if !editing {
                    lastEdit = Date()
                    mixer.saveLevels(volume: volume, balance: balance)
                }
            }
            .disabled(isMuted)
            Slider(value: $balance,
                   in: -1...1,
                   step: 0.1) { editing in
                if !editing {
                    lastEdit = Date()
                    mixer.saveLevels(volume: volume, balance: balance)
                }
            }
            .disabled(isMuted)
        }
    }
}

final class Mixer {
    func saveLevels(volume: Double, balance: Double) {}
}
