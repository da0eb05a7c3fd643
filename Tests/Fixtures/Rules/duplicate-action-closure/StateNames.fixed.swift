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
                Button(action: checkAllRows) {
                    Image(systemName: "checkmark.circle")
                }
                Button(action: addEntry) {
                    Image(systemName: "plus")
                }
                Button(action: clearSelection) {
                    Image(systemName: "xmark")
                }
                Button(action: presentEditor) {
                    Image(systemName: "pencil")
                }
            }
            HStack {
                Text("Check all").onTapGesture(perform: checkAllRows)
                Text("Log").onTapGesture(perform: addEntry)
                Text("Clear").onTapGesture(perform: clearSelection)
                Text("Edit").onTapGesture(perform: presentEditor)
            }
        }
    }
}

private extension ChecklistView {
    func checkAllRows() {
        for (index, _) in rows.enumerated() {
            rows[index].isChecked = true
        }
    }

    func addEntry() {
        entries.append(LogEntry(date: .now))
        print("Logged at \(Date.now.formatted(date: .omitted, time: .shortened))")
    }

    func clearSelection() {
        selection.removeAll()
        isPresentingEditor = false
    }

    func presentEditor() {
        isPresentingEditor = true
        print("Editing \(rows.count) rows")
    }
}
