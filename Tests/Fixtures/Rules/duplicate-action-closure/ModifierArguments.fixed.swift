import SwiftUI

/// Modifiers with arguments before the action: `.onSubmit(of:)`, `.onTapGesture(count:)`,
/// `.onLongPressGesture(minimumDuration:)`, and `.task(id:)`, which calls the synchronous
/// member from its async closure.
struct PlayerView: View {
    @State private var track = 0
    @State private var isPlaying = false
    @State private var query = ""

    var body: some View {
        VStack {
            Text("Track \(track)")
                .onTapGesture(count: 2, perform: increaseTrack)
                .onLongPressGesture(minimumDuration: 1, perform: increaseTrack)
            TextField("Search", text: $query)
                .onSubmit(of: .text) { increaseTrack() }
        }
        .task(id: query) { increaseTrack() }
    }
}

private extension PlayerView {
    func increaseTrack() {
        track += 1
        isPlaying = true
    }
}
