import SwiftUI

enum GameMode {
    case timed, unlimited
}

@Observable
final class Game {
    var score = 0
    func start(_ mode: GameMode, level: Int) {}
}

struct StartView: View {
    @State private var game = Game()
    @State private var mode: GameMode = .timed
    @State private var volume: Double = 0.5

    var body: some View {
        VStack {
            Button("Timed") { start(.timed) }
            Button("Unlimited") { start(.unlimited) }
            Button("Quiet") { setVolume(0.2) }
            Button("Loud") { setVolume(0.9) }
        }
    }
}

private extension StartView {
    func start(_ mode: GameMode) {
        self.mode = mode
        game.start(mode, level: 1)
    }

    func setVolume(_ volume: Double) {
        self.volume = volume
        game.score = 0
    }
}
