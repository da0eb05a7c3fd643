import SwiftUI

struct Song: Identifiable {
    let id: Int
    var title: String
}

@Observable
final class Library {
    var favourites: [Song] = []
    var recent: [Song] = []

    func rate(_ song: Song, stars: Int) {}
    func save() {}
}

/// A row of this file, made with its memberwise initializer: its `onRate` property says the
/// closure's parameter is an `Int`. The sites also read their `ForEach` item.
struct RatingRow: View {
    let title: String
    var onRate: ((Int) -> Void)?

    var body: some View {
        HStack {
            Text(title)
            Button("Rate") { onRate?(5) }
        }
    }
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        List {
            Section("Favourites") {
                ForEach(library.favourites) { song in
                    RatingRow(title: song.title, onRate: { stars in
                        library.rate(song, stars: stars)
                        library.save()
                    })
                }
            }
            Section("Recent") {
                ForEach(library.recent) { song in
                    RatingRow(title: song.title, onRate: { stars in
                        library.rate(song, stars: stars)
                        library.save()
                    })
                }
            }
        }
    }
}
