import SwiftUI

@Observable
final class Library {
    var shelves: [String] = []
    func addSampleShelves() {}
    func load() {}
}

struct ShelvesView: View {
    @State private var library = Library()
    @State private var showsTips = false

    var body: some View {
        List {
            ForEach(library.shelves, id: \.self) { shelf in
                Text(shelf)
            }
            Button("Add Sample Shelves", action: addSampleShelves)
                .disabled(!library.shelves.isEmpty)
        }
        .onAppear(perform: addSampleShelves)
    }
}

private extension ShelvesView {
    func addSampleShelves() {
        if library.shelves.isEmpty {
            library.addSampleShelves()
            showsTips = true
        }
    }
}

/// Nothing keeps the Retry button from running while loading: two actions, no finding.
struct RetryView: View {
    @State private var library = Library()
    @State private var isLoading = false

    var body: some View {
        VStack {
            Button("Retry") {
                library.load()
                isLoading = true
            }
        }
        .onAppear {
            if !isLoading {
                library.load()
                isLoading = true
            }
        }
    }
}
