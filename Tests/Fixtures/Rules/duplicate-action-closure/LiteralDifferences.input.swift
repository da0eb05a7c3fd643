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
            Button("Timed") {
                mode = .timed
                game.start(.timed, level: 1)
            }
            Button("Unlimited") {
                mode = .unlimited
                game.start(.unlimited, level: 1)
            }
            Button("Quiet") {
                volume = 0.2
                game.score = 0
            }
            Button("Loud") {
                volume = 0.9
                game.score = 0
            }
        }
    }
}
