import SwiftUI

struct PlayerControls: View {
    @ObservedObject var player: Player

    var body: some View {
        HStack {
            RoundIconButton(systemName: "play") {
                player.resume()
                player.showControls = true
            }
            Artwork(player.track)
                .onDoubleClick {
                    player.resume()
                    player.showControls = true
                }
        }
    }
}
