import SwiftUI

@MainActor @Observable
final class PlaylistModel {
    var songs: [Song] = []
    var nowPlaying: Song?

    func reload() async throws { }
    func play(_ song: Song) { nowPlaying = song }
}

struct Song: Identifiable {
    let id: Int
    var title: String
}
