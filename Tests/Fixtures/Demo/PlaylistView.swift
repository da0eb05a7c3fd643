import SwiftUI

struct PlaylistView: View {
    @Environment(PlaylistModel.self) private var model
    @State private var error: Error?

    var body: some View {
        NavigationStack {
            List(model.songs) { song in
                HStack {
                    Text(song.title)
                    Spacer()
                    // The same two statements in the row's button and in its tap gesture:
                    // `song` is this row's, of the type `PlaylistModel.swift` declares.
                    Button("Play") {
                        model.play(song)
                        Haptics.tap()
                    }
                }
                .onTapGesture {
                    model.play(song)
                    Haptics.tap()
                }
            }
            .task {
                do { try await model.reload() } catch { self.error = error }
            }
            .refreshable {
                do { try await model.reload() } catch { self.error = error }
            }
            .navigationTitle("Playlist")
        }
    }
}

#Preview {
    PlaylistView()
}
