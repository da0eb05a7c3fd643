import SwiftUI

@MainActor @Observable
final class SearchModel {
    var query = ""
    var results: [String] = []

    func search() async {}
    func saveHistory() async {}
}

/// In property style an async action is a `@MainActor () async -> Void`: `Sendable`, so the
/// `.refreshable` closure may call it in Swift 6 mode.
struct SearchView: View {
    @State private var model = SearchModel()

    var body: some View {
        List(model.results, id: \.self) { result in
            Text(result)
        }
        .task(id: model.query) { await searchAction() }
        .refreshable { await searchAction() }
    }
}

private extension SearchView {
    var searchAction: @MainActor () async -> Void {
        return {
            await model.search()
            await model.saveHistory()
        }
    }
}
