import SwiftUI

struct PlayerControls: View {
    @ObservedObject var player: Player

    var body: some View {
        HStack {
            RoundIconButton(systemName: "play") { resume() }
            Artwork(player.track)
                .onDoubleClick { resume() }
        }
    }
}

private extension PlayerControls {
    func resume() {
        player.resume()
        player.showControls = true
    }
}
