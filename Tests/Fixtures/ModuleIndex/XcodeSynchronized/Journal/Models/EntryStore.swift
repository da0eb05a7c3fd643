import SwiftUI

final class EntryStore: ObservableObject {
    @Published var entries: [Entry] = []

    func togglePin(_ entry: Entry) {
        guard let index = entries.firstIndex(where: { $0.id == entry.id }) else { return }
        entries[index].isPinned.toggle()
    }

    func save() {}
}
