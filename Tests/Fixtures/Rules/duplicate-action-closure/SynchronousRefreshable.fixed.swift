import SwiftUI

final class FeedCache: Sendable {
    func removeAll() {}
    func restart() {}
}

/// A synchronous body at `.refreshable`: the member stays synchronous, and the refresh
/// closure, which runs off the main actor, awaits it.
struct FeedView: View {
    let cache: FeedCache

    var body: some View {
        List {
            Text("Feed")
        }
        .refreshable { await reload() }
        .toolbar {
            Button("Reload", action: reload)
        }
    }
}

private extension FeedView {
    func reload() {
        cache.removeAll()
        cache.restart()
    }
}
