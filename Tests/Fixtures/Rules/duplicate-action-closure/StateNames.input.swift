import SwiftUI

struct ChecklistRow: Identifiable {
    let id = UUID()
    var title: String
    var isChecked = false
}

struct LogEntry {
    var date: Date
}

/// What each body does to the view's state names it, not the collection or formatting calls it
/// makes on the way.
struct ChecklistView: View {
    @State private var rows: [ChecklistRow] = []
    @State private var entries: [LogEntry] = []
    @State private var selection: Set<UUID> = []
    @State private var isPresentingEditor = false

    var body: some View {
        VStack {
            List {
                ForEach(rows) { row in
                    Text(row.title)
                }
            }
            .toolbar {
                Button {
                    for (index, _) in rows.enumerated() {
                        rows[index].isChecked = true
                    }
                } label: {
                    Image(systemName: "checkmark.circle")
                }
                Button {
                    entries.append(LogEntry(date: .now))
                    print("Logged at \(Date.now.formatted(date: .omitted, time: .shortened))")
                } label: {
                    Image(systemName: "plus")
                }
                Button {
                    selection.removeAll()
                    isPresentingEditor = false
                } label: {
                    Image(systemName: "xmark")
                }
                Button {
                    isPresentingEditor = true
                    print("Editing \(rows.count) rows")
                } label: {
                    Image(systemName: "pencil")
                }
            }
            HStack {
                Text("Check all").onTapGesture {
                    for (index, _) in rows.enumerated() {
                        rows[index].isChecked = true
                    }
                }
                Text("Log").onTapGesture {
                    entries.append(LogEntry(date: .now))
                    print("Logged at \(Date.now.formatted(date: .omitted, time: .shortened))")
                }
                Text("Clear").onTapGesture {
                    selection.removeAll()
                    isPresentingEditor = false
                }
                Text("Edit").onTapGesture {
                    isPresentingEditor = true
                    print("Editing \(rows.count) rows")
                }
            }
        }
    }
}
