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
                .onSubmit {
                    model.search(query)
                    query = ""
                }
            Image(systemName: "magnifyingglass")
                .onTapGesture {
                    model.search(query)
                    query = ""
                }
        }
        .searchable(text: $query)
        .onSubmit(of: .search) {
            model.search(query)
            query = ""
        }
    }
}
