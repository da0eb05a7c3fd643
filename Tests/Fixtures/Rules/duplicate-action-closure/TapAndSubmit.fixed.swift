import SwiftUI

@MainActor protocol SearchModel {
    func search(_ query: String)
}

struct SearchBar: View {
    @State private var query = ""
    var model: SearchModel

    var body: some View {
        HStack {
            TextField("Search", text: $query)
                .onSubmit(search)
            Image(systemName: "magnifyingglass")
                .onTapGesture(perform: search)
        }
        .searchable(text: $query)
        .onSubmit(of: .search, search)
    }
}

private extension SearchBar {
    func search() {
        model.search(query)
        query = ""
    }
}
