import SwiftUI

struct VolumeView: View {
    @State private var volume = 5
    @State private var isMuted = false

    var body: some View {
        HStack {
            Button("Mute") {
                volume = 0
                isMuted = true
            }
            Image(systemName: "speaker.slash")
                .onTapGesture {
                    volume = 0
                    isMuted = true
                }
        }
    }
}
