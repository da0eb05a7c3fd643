import SwiftUI

struct LibraryView: View {
    let books: [String]

    var body: some View {
        VStack {
            header
            list(of: books)
        }
    }

    private var header: some View {
        Button("Sort") { sort() }
    }

    func list(of items: [String]) -> some View {
        ForEach(items, id: \.self) { item in
            Text(item).onTapGesture { open(item, in: items) }
        }
    }

    @ViewBuilder
    var footer: some View {
        if books.isEmpty {
            Button("Add") { add() }
        }
    }

    var count: Int {
        books.filter { !$0.isEmpty }.count
    }

    func sort() {}
    func add() {}
    func open(_ item: String, in items: [String]) {}
}

extension LibraryView {
    var toolbarButton: some View {
        Button(action: { refresh() }) {
            Image(systemName: "arrow.clockwise")
        }
    }

    @ViewBuilder
    func badge(for count: Int) -> some View {
        Text("\(count)").onTapGesture { reset(count) }
    }

    func refresh() {}
    func reset(_ value: Int) {}

    func helper() {
        run { refresh() }
    }

    func run(_ body: () -> Void) { body() }
}
