import SwiftUI

@Observable
final class PlayerModel {
    var volume: Float = 1
    var isMuted = false
    var lastChange: Date?

    func broadcastState() {}
}

struct PlayerControls: View {
    var isCompact: Bool
    var onVolumeChanged: (Float) -> Void
    var onMuteToggled: () -> Void

    var body: some View {
        HStack {
            Button("Mute", action: onMuteToggled)
            Button("Louder") { onVolumeChanged(1) }
        }
    }
}

struct PlayerView: View {
    @Environment(PlayerModel.self) private var model
    @State private var showsQueue = false
    var isWide: Bool

    var body: some View {
        if isWide {
            PlayerControls(
                isCompact: false,
                onVolumeChanged: { [weak model] volume in setVolumeAction(model, volume) },
                onMuteToggled: { [self] in toggleMutedAction() }
            )
        } else {
            PlayerControls(
                isCompact: true,
                onVolumeChanged: { [weak model] volume in setVolumeAction(model, volume) },
                onMuteToggled: { [self] in toggleMutedAction() }
            )
        }
    }
}

private extension PlayerView {
    var setVolumeAction: (PlayerModel?, Float) -> Void {
        return { model, volume in
            model?.volume = volume
            model?.lastChange = Date()
            model?.broadcastState()
        }
    }

    var toggleMutedAction: () -> Void {
        return {
            showsQueue = false
            model.isMuted.toggle()
            model.broadcastState()
        }
    }
}
