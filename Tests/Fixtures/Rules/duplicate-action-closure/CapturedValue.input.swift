import SwiftUI

@Observable
final class PlayerModel {
    var volume: Float = 1
    var queue: [String] = []
    var current: Track?

    func clearQueue() {}
    func log(_ message: String) {}
}

final class Track {
    var isLoved = false
    var playCount = 0
}

struct QueueView: View {
    @Environment(PlayerModel.self) private var model
    @State private var undoVolume: Float?

    var body: some View {
        VStack {
            List(model.queue, id: \.self) { title in
                Text(title)
            }
            if let track = model.current {
                HStack {
                    Button("Love") { [weak track] in
                        track?.isLoved = true
                        track?.playCount += 1
                        model.log("loved")
                    }
                    Button("Love Again") { [weak track] in
                        track?.isLoved = true
                        track?.playCount += 1
                        model.log("loved")
                    }
                }
            }
        }
        .toolbar {
            Button("Clear") { [self, volume = model.volume] in
                model.clearQueue()
                model.log("cleared at \(volume)")
                undoVolume = volume
            }
        }
        .contextMenu {
            Button("Clear") { [self, volume = model.volume] in
                model.clearQueue()
                model.log("cleared at \(volume)")
                undoVolume = volume
            }
        }
    }
}
