import SwiftUI

struct Todo: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

@Observable
final class TodoStore {
    var todos: [Todo] = []
}

/// `ForEach($store.todos) { $todo in … }` rows whose actions only read `todo`: the member takes the
/// value (`func open(_ todo: Todo)`), which each site reads when its action runs, as before.
struct TodoList: View {
    @State private var store = TodoStore()
    @State private var pinned: [Todo] = []
    @State private var shared: [String] = []
    @State private var selection: Int?
    @State private var isShowingDetail = false

    var body: some View {
        List {
            ForEach($store.todos) { $todo in
                Toggle(todo.title, isOn: $todo.isDone)
                    .contextMenu {
                        Button("Open") { open(todo) }
                    }
                    .swipeActions {
                        Button("Open") { open(todo) }
                    }
            }
            Section("Pinned") {
                ForEach($pinned) { $todo in
                    Toggle(todo.title, isOn: $todo.isDone)
                        .swipeActions {
                            Button("Share") { share(todo) }
                        }
                        .contextMenu {
                            Button("Share") { share(todo) }
                        }
                }
            }
        }
    }
}

private extension TodoList {
    func open(_ todo: Todo) {
        selection = todo.id
        isShowingDetail = true
    }

    func share(_ todo: Todo) {
        shared.append(todo.title)
        selection = todo.id
    }
}
