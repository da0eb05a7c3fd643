import SwiftUI

final class Player: ObservableObject {
    @Published var showControls = false
    var track = "Intro"

    func resume() {}
}

/// A round button that runs `action` when tapped.
struct RoundIconButton: View {
    var systemName: String
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemName)
        }
    }
}

struct Artwork: View {
    var track: String

    init(_ track: String) { self.track = track }

    var body: some View {
        Text(track)
    }
}

extension View {
    /// Runs `action` on a double click (a double tap on touch screens).
    func onDoubleClick(perform action: @escaping () -> Void) -> some View {
        onTapGesture(count: 2, perform: action)
    }
}

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
