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
                .onTapGesture(count: 2, perform: performAction)
                .onLongPressGesture(minimumDuration: 1, perform: performAction)
            TextField("Search", text: $query)
                .onSubmit(of: .text, performAction)
        }
        .task(id: query) { performAction() }
    }
}

private extension PlayerView {
    func performAction() {
        track += 1
        isPlaying = true
    }
}
