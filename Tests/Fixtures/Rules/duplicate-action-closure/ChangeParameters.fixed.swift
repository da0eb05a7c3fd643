import SwiftUI

@Observable
final class SearchModel {
    var results: [String] = []
    var recent: [String] = []

    func search(_ text: String) -> [String] { [] }
}

/// `.onChange(of:)` closures reading their new value: typed by the value observed, whether its
/// type is written (`scope: String`) or inferred (`query = ""`), in the two-parameter form and
/// the deprecated one-parameter form.
struct SearchScreen: View {
    @State private var model = SearchModel()
    @State private var query = ""
    @State private var scope: String = "All"
    @State private var page = 1
    @State private var pageSize = 20
    @State private var loaded: [Int] = []

    var body: some View {
        List(model.results, id: \.self) { result in
            Text(result)
        }
        .searchable(text: $query)
        .onChange(of: query) { _, newValue in updateResults(newValue) }
        .onChange(of: scope) { _, newValue in updateResults(newValue) }
        .onChange(of: page, perform: addToLoaded)
        .onChange(of: pageSize, perform: addToLoaded)
    }
}

private extension SearchScreen {
    func updateResults(_ newValue: String) {
        model.results = model.search(newValue)
        model.recent.append(newValue)
    }

    func addToLoaded(_ number: Int) {
        loaded.append(number)
        model.results.removeAll()
    }
}
