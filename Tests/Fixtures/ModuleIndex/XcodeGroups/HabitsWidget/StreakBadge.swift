import SwiftUI

struct StreakBadge: View {
    let habit: Habit

    var body: some View {
        VStack {
            Text(habit.name)
            Text("\(habit.streak) days")
        }
    }
}
