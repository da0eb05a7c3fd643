import SwiftUI

struct LikeButton: View {
    @State private var likes = 0
    @State private var isLiked = false

    var body: some View {
        VStack {
            Button("Like") {
                likes += 1
                isLiked = true
            }
            .buttonStyle(.borderedProminent)
            .tint(.pink)
            Image(systemName: "heart")
                .onTapGesture { likes += 1; isLiked = true }
                .foregroundStyle(.pink)
            Text("\(likes) likes")
                .onLongPressGesture {
                    likes += 1
                    isLiked = true
                }
                .font(.caption)
        }
    }
}
