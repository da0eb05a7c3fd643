import SwiftUI

final class HabitStore: ObservableObject {
    @Published var habits: [Habit] = []

    func markDone(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].streak += 1
    }

    func save() {}
}
