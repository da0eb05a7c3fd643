struct Habit: Identifiable {
    let id: Int
    var name: String
    var streak: Int
    var reminders: [Reminder] = []
}

struct Reminder: Identifiable {
    let id: Int
    var hour: Int
    var minute: Int
}
