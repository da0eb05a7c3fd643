import SwiftUI

struct Chapter: Identifiable {
    let id: Int
    let title: String
}

@Observable
final class Reader {
    var chapter: Chapter?
    var isReading = false
}

struct ChaptersView: View {
    @State private var reader = Reader()
    let chapters: [Chapter]
    let pinned: [Chapter]

    var body: some View {
        List {
            ForEach(pinned) { (pin: Chapter) in
                Text(pin.title)
                    .onTapGesture { read(pin) }
            }
            ForEach(chapters) { chapter in
                row(for: chapter)
            }
        }
    }

    @ViewBuilder
    private func row(for chapter: Chapter) -> some View {
        HStack {
            Text(chapter.title)
            Spacer()
            Button("Read") { read(chapter) }
        }
    }
}

private extension ChaptersView {
    func read(_ chapter: Chapter) {
        reader.chapter = chapter
        reader.isReading = true
    }
}
