import SwiftUI

struct Song: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// `if let song {` unwraps the closure's own `song`: the member takes it as a parameter.
struct QueueView: View {
    @State private var selection: Song?
    @State private var dropped: Song?
    @State private var nowPlaying: Song?
    @State private var history: [Song] = []
    let songs: [Song]

    var body: some View {
        List(songs) { song in
            Text(song.title)
                .onTapGesture { selection = song }
        }
        .onChange(of: selection) { _, song in
            if let song {
                nowPlaying = song
                history.append(song)
            }
        }
        .onChange(of: dropped) { _, song in
            if let song {
                nowPlaying = song
                history.append(song)
            }
        }
    }
}
