import SwiftUI

struct EntryList: View {
    @StateObject private var journal = EntryStore()

    var body: some View {
        List {
            ForEach(journal.entries) { entry in
                VStack(alignment: .leading) {
                    Text(entry.title)
                    Text(entry.body)
                }
                .swipeActions(edge: .leading) {
                    Button("Pin") {
                        journal.togglePin(entry)
                        journal.save()
                    }
                }
                .contextMenu {
                    Button("Pin") {
                        journal.togglePin(entry)
                        journal.save()
                    }
                }
            }
        }
    }
}
