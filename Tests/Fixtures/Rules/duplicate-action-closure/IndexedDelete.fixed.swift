import SwiftUI

struct Reminder: Identifiable, Equatable {
    let id: Int
    var title: String
}

struct ReminderList: View {
    @Binding var reminders: [Reminder]
    @State private var selectedID: Int?

    var body: some View {
        List {
            ForEach(reminders) { reminder in
                Text(reminder.title)
                    .contextMenu {
                        if let index = reminders.firstIndex(where: { $0.id == reminder.id }), reminders.count > 1 {
                            Button("Delete", role: .destructive) { delete(index) }
                        }
                    }
                    .swipeActions(edge: .trailing) {
                        if let index = reminders.firstIndex(of: reminder) {
                            Button("Delete", role: .destructive) { delete(index) }
                        }
                    }
            }
        }
    }
}

private extension ReminderList {
    func delete(_ index: Int) {
        reminders.remove(at: index)
        selectedID = nil
    }
}
