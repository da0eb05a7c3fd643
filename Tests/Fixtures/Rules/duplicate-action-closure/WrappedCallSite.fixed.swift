import SwiftUI

struct EpisodeListView: View {
    let model: PodcastModel
    @State private var settings = PlaybackSettings()

    var body: some View {
        List {
            ForEach(model.episodes) { episode in
                EpisodeRow(episode: episode, showsDuration: settings.showsDuration, onDownload: { quality in
                    download(episode, quality: quality)
                })
            }
            ForEach(model.recommended) { episode in
                EpisodeRow(episode: episode, showsDuration: settings.showsDuration, onDownload: { quality in
                    download(episode, quality: quality)
                })
            }
        }
    }
}

private extension EpisodeListView {
    func download(_ episode: Episode, quality: DownloadQuality) {
        model.download(episode, quality: quality, overCellular: settings.allowsCellularDownloads)
        model.markQueued(episode)
    }
}

struct EpisodeRow: View {
    let episode: Episode
    let showsDuration: Bool
    let onDownload: (DownloadQuality) -> Void

    var body: some View {
        Button(episode.title) { onDownload(.high) }
    }
}

enum DownloadQuality {
    case standard, high
}

struct Episode: Identifiable {
    let id: Int
    let title: String
}

struct PlaybackSettings {
    var showsDuration = true
    var allowsCellularDownloads = false
}

final class PodcastModel {
    var episodes: [Episode] = []
    var recommended: [Episode] = []
    func download(_ episode: Episode, quality: DownloadQuality, overCellular: Bool) {}
    func markQueued(_ episode: Episode) {}
}
