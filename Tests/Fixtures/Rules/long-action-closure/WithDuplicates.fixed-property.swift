import SwiftUI

struct PlayerControls: View {
    @Bindable var player: Player

    var body: some View {
        HStack {
            Button("Previous", action: previousAction)
            Button(action: stopAction) {
                Image(systemName: "forward.fill")
            }
            .onLongPressGesture(perform: stopAction)
        }
        .onAppear(perform: prepareAction)
    }
}

private extension PlayerControls {
    var previousAction: () -> Void {
        return {
            player.stop()
            player.seek(to: .zero)
            player.queue.stepBack()
            player.play()
        }
    }

    var stopAction: () -> Void {
        return {
            player.stop()
            player.queue.advance()
            player.seek(to: .zero)
            player.play()
        }
    }

    var prepareAction: () -> Void {
        return {
            player.prepare()
            player.volume = 0.8
            player.isMuted = false
            player.queue.restore()
        }
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
