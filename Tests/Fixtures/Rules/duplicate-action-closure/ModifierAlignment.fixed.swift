import SwiftUI

struct LikeButton: View {
    @State private var likes = 0
    @State private var isLiked = false

    var body: some View {
        VStack {
            Button("Like", action: like)
                .buttonStyle(.borderedProminent)
                .tint(.pink)
            Image(systemName: "heart")
                .onTapGesture(perform: like)
                .foregroundStyle(.pink)
            Text("\(likes) likes")
                .onLongPressGesture(perform: like)
                .font(.caption)
        }
    }
}

private extension LikeButton {
    func like() {
        likes += 1
        isLiked = true
    }
}
