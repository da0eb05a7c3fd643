import SwiftUI

struct VolumeView: View {
    @State private var volume = 5
    @State private var isMuted = false

    var body: some View {
        HStack {
            Button("Mute", action: muteAction)
            Image(systemName: "speaker.slash")
                .onTapGesture(perform: muteAction)
        }
    }
}

private extension VolumeView {
    func muteAction() {
        volume = 0
        isMuted = true
    }
}
