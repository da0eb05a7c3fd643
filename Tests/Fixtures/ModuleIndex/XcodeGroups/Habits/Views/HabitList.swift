import SwiftUI

struct HabitList: View {
    @StateObject private var store = HabitStore()

    var body: some View {
        List {
            ForEach(store.habits) { habit in
                HStack {
                    Text(habit.name)
                    Spacer()
                    Button {
                        store.markDone(habit)
                        store.save()
                    } label: {
                        Image(systemName: "checkmark.circle")
                    }
                }
                .swipeActions {
                    Button("Done") {
                        store.markDone(habit)
                        store.save()
                    }
                }
            }
        }
    }
}
