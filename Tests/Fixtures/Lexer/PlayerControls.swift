import SwiftUI

/* The controls shown under the artwork.
   /* Nested: keep the layout in sync with the widget. */ */
struct PlayerControls: View {
    @Binding var isPlaying: Bool
    @Binding var progress: Double
    var tracks: [String]
    var onSkip: (Int) -> Void = { _ in }

    @ViewBuilder
    private var statusLabel: some View {
        if isPlaying {
            Label("Playing", systemImage: "play.fill")
        } else if progress >= 1 {
            Label("Finished", systemImage: "checkmark")
        } else {
            Label("Paused", systemImage: "pause.fill")
        }
    }

    var body: some View {
        VStack(spacing: 12) {
            statusLabel
            ProgressView(value: progress)
            HStack {
                ForEach(Array(tracks.enumerated()), id: \.offset) { index, track in
                    switch index {
                    case 0:
                        Text(track).bold()
                    case 1..<3:
                        Text(track)
                    default:
                        EmptyView()
                    }
                }
            }
            HStack(spacing: 24) {
                Button { onSkip(-1) } label: { Image(systemName: "backward.fill") }
                Button {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                        isPlaying.toggle()
                    }
                } label: {
                    Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
                        .font(.system(size: 44))
                }
                Button { onSkip(+1) } label: { Image(systemName: "forward.fill") }
            }
            .buttonStyle(.plain)
        }
        .task(id: isPlaying) {
            guard isPlaying else { return }
            while !Task.isCancelled, progress < 1 {
                try? await Task.sleep(for: .milliseconds(500))
                progress = min(1, progress + 0.01)
            }
        }
        .onChange(of: progress) { oldValue, newValue in
            if newValue >= 1, oldValue < 1 { isPlaying = false }
        }
    }
}

#Preview {
    @Previewable @State var playing = false
    @Previewable @State var progress = 0.25
    PlayerControls(isPlaying: $playing, progress: $progress, tracks: ["One", "Two", "Three", "Four"]) { step in
        progress = max(0, min(1, progress + Double(step) * 0.1))
    }
}
