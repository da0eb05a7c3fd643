import SwiftUI

struct TabLayout {
    var count: Int
    func firstTab(after tab: Int) -> Int { (tab + 1) % count }
}

enum SearchIndex {
    static func search(for query: String, excluding pinned: Set<String>) -> [String] { [] }
}

extension Notification.Name {
    static let layoutChanged = Notification.Name("layoutChanged")
}

/// The next tab is derived from the layout and the current tab, in two places.
struct TabStrip: View {
    let layout: TabLayout
    @State private var current = 0
    @State private var nextTab = 0

    var body: some View {
        Text("Next: \(nextTab)")
            .onAppear(perform: updateNextTab)
            .onReceive(NotificationCenter.default.publisher(for: .layoutChanged)) { _ in
                updateNextTab()
            }
    }
}

private extension TabStrip {
    func updateNextTab() {
        nextTab = layout.firstTab(after: current)
    }
}

struct SearchView: View {
    @State private var query = ""
    @State private var pinned: Set<String> = []
    @State private var matches: [String] = []

    var body: some View {
        List(matches, id: \.self) { match in
            Text(match)
        }
        .searchable(text: $query)
        .onAppear(perform: updateMatches)
        .onChange(of: query) { updateMatches() }
        .onChange(of: pinned) { updateMatches() }
    }
}

private extension SearchView {
    func updateMatches() {
        matches = SearchIndex.search(for: query, excluding: pinned)
    }
}
