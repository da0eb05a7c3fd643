import SwiftUI

struct PlayerControls: View {
    @Bindable var player: Player

    var body: some View {
        HStack {
            Button("Previous", action: previous)
            Button(action: stop) {
                Image(systemName: "forward.fill")
            }
            .onLongPressGesture(perform: stop)
        }
        .onAppear(perform: prepare)
    }
}

private extension PlayerControls {
    func previous() {
        player.stop()
        player.seek(to: .zero)
        player.queue.stepBack()
        player.play()
    }

    func stop() {
        player.stop()
        player.queue.advance()
        player.seek(to: .zero)
        player.play()
    }

    func prepare() {
        player.prepare()
        player.volume = 0.8
        player.isMuted = false
        player.queue.restore()
    }
}

@Observable
final class Player {
    var volume = 1.0
    var isMuted = false
    let queue = Queue()
    func play() {}
    func stop() {}
    func prepare() {}
    func seek(to time: Duration) {}
}

final class Queue {
    func advance() {}
    func stepBack() {}
    func restore() {}
}
