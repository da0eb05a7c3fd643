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
            Button("First") {
                store.open(tab: 1)
                store.sync()
            }
            // action-lint:disable:next duplicate-action-closure - kept inline on purpose
            Button("Second") {
                store.open(tab: 2)
                store.sync()
            }
            Button("Third") {
                store.open(tab: 3)
                store.sync()
            }
        }
    }
}
