import SwiftUI

struct Song: Identifiable {
    let id: Int
    var title: String
}

@Observable
final class Player {
    func play(_ song: Song) {}
    func remember(_ song: Song) {}
}

struct PlaylistView: View {
    @State private var player = Player()
    let favourites: [Song]
    let recent: Array<Song>
    @State private var selection: Song?

    var body: some View {
        List {
            Section("Favourites") {
                ForEach(favourites) { song in
                    Button(song.title) {
                        player.play(song)
                        player.remember(song)
                    }
                }
            }
            Section("Recent") {
                ForEach(recent) { track in
                    Button(track.title) {
                        player.play(track)
                        player.remember(track)
                    }
                }
            }
            if let selection {
                Text(selection.title)
                    .onTapGesture {
                        player.play(selection)
                        player.remember(selection)
                    }
            }
        }
    }
}
