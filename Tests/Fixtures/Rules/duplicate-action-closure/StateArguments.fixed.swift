import SwiftUI

enum SortOrder {
    case newest, oldest
}

enum FeedAction {
    case load(includeArchived: Bool, sort: SortOrder)
    case markAllRead
    case open(Int)
}

@MainActor
@Observable
final class FeedModel {
    var selection = 0
    func send(_ action: FeedAction) {}
}

/// Every site must pass the same two settings: worth one method. Sending one case, or a case
/// with one value, stays as it is.
struct FeedView: View {
    @State private var model = FeedModel()
    @State private var showArchived = false
    @State private var sortOrder: SortOrder = .newest

    var body: some View {
        List {
            Toggle("Archived", isOn: $showArchived)
            Button("Mark All Read") { model.send(.markAllRead) }
            Button("Open Selection") { model.send(.open(model.selection)) }
        }
        .onAppear(perform: load)
        .onChange(of: showArchived) { load() }
        .onChange(of: sortOrder) { load() }
        .toolbar {
            Button("Read All") { model.send(.markAllRead) }
            Button("Open") { model.send(.open(model.selection)) }
        }
    }
}

private extension FeedView {
    func load() {
        model.send(.load(includeArchived: showArchived, sort: sortOrder))
    }
}
