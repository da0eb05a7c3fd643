import SwiftUI

/// One item on the list.
struct TodoItem: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isDone = false
    var dueDate: Date?
}

@Observable
final class TodoStore {
    var items: [TodoItem] = []
    var filter: Filter = .all

    enum Filter: String, CaseIterable {
        case all, open, done
    }

    var visibleItems: [TodoItem] {
        switch filter {
        case .all: return items
        case .open: return items.filter { !$0.isDone }
        case .done: return items.filter(\.isDone)
        }
    }

    func toggle(_ item: TodoItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isDone.toggle()
    }
}

struct TodoListView: View {
    @State private var store = TodoStore()
    @State private var newTitle = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.visibleItems) { item in
                    HStack {
                        Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(item.isDone ? .green : .secondary)
                        Text(item.title)
                            .strikethrough(item.isDone)
                        if let due = item.dueDate, due < .now {
                            Text("overdue by \(Int(Date.now.timeIntervalSince(due) / 3600))h")
                                .font(.caption)
                        }
                    }
                    .onTapGesture { store.toggle(item) }
                }
                .onDelete { offsets in
                    store.items.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Todos (\(store.visibleItems.count))")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") {
                        store.items.append(TodoItem(title: newTitle.isEmpty ? "Untitled" : newTitle))
                        newTitle = ""
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                TextField("New item", text: $newTitle)
                    .padding()
            }
        }
    }
}

#Preview {
    TodoListView()
}
