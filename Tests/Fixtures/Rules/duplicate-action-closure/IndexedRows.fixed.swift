import SwiftUI

struct RatingView: View {
    @State private var rating = 0
    @State private var tags: [String] = []
    @State private var history: [Int] = []

    var body: some View {
        VStack {
            HStack {
                ForEach(0..<5) { star in
                    Image(systemName: star < rating ? "star.fill" : "star")
                        .onTapGesture { setRating(star) }
                }
            }
            ForEach(history.indices, id: \.self) { index in
                Button("Undo \(index)") { setRating(index) }
            }
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .onTapGesture { removeTag(tag) }
                    .onLongPressGesture { removeTag(tag) }
            }
        }
    }
}

private extension RatingView {
    func setRating(_ star: Int) {
        rating = star + 1
        history.append(star)
    }

    func removeTag(_ tag: String) {
        tags.removeAll { $0 == tag }
        history.removeAll()
    }
}
