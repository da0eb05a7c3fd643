import SwiftUI

struct FeedView: View {
    @StateObject private var model = FeedModel()
    @State private var filter = Filter.all

    var body: some View {
        List(model.items) { item in
            Text(item.title)
        }
        .onChange(of: filter) { _, _ in reset() }
        .onReceive(NotificationCenter.default.publisher(for: .feedDidChange)) { _ in reset() }
    }
}

private extension FeedView {
    func reset() {
        model.reset()
        model.reload()
    }
}
