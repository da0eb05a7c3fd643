import SwiftUI

@MainActor
final class TabStore {
    func open(tab: Int) {}
    func sync() {}
}

/// One site suppressed: the two left still differ only in the tab they open.
struct TabsView: View {
    let store: TabStore

    var body: some View {
        VStack {
            Button("First") { open(tab: 1) }
            // action-lint:disable:next duplicate-action-closure - kept inline on purpose
            Button("Second") {
                store.open(tab: 2)
                store.sync()
            }
            Button("Third") { open(tab: 3) }
        }
    }
}

private extension TabsView {
    func open(tab: Int) {
        store.open(tab: tab)
        store.sync()
    }
}
