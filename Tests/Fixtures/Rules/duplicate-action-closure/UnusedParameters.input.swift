import SwiftUI

struct Post: Identifiable {
    let id = UUID()
    var title: String
}

enum Filter { case all, unread }

extension Notification.Name {
    static let feedDidChange = Notification.Name("feedDidChange")
}

final class FeedModel: ObservableObject {
    @Published var items: [Post] = []

    func reset() {}
    func reload() {}
}

struct FeedView: View {
    @StateObject private var model = FeedModel()
    @State private var filter = Filter.all

    var body: some View {
        List(model.items) { item in
            Text(item.title)
        }
        .onChange(of: filter) { _, _ in
            model.reset()
            model.reload()
        }
        .onReceive(NotificationCenter.default.publisher(for: .feedDidChange)) { _ in
            model.reset()
            model.reload()
        }
    }
}
