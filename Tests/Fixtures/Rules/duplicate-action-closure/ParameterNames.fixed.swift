import SwiftUI

@Observable
final class ReviewModel {
    var rating = 0
    var isSubscribed = false

    func setRating(_ rating: Int, submitted: Bool) {}
    func subscribe(notify: Bool) {}
    func changeSelection(to selected: Bool) {}
    func save() {}
}

struct TaskItem {
    var isChecked = false
    var note = ""
}

/// Each parameter is named after where its value goes: the property it is assigned to, the
/// label it is passed under, the call's object for a preposition; and each literal argument is
/// labelled unless the member's name says what it is.
struct ReviewView: View {
    @State private var model = ReviewModel()
    @State private var task = TaskItem()
    @State private var isEditing = false
    @State private var draft = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section("Task") {
                Button("Done") { save(isChecked: true, note: "done") }
                Button("Not done") { save(isChecked: false, note: "open") }
            }
            Section("Rating") {
                Button("Love it") { setRating(5, submitted: true) }
                Button("Rate later") { setRating(0, submitted: false) }
            }
            Section("Updates") {
                Button("Notify me") { subscribe(notify: true) }
                Button("Stop notifying") { subscribe(notify: false) }
                Button("Select") { changeSelection(to: true) }
                Button("Deselect") { changeSelection(to: false) }
            }
            Section("Note") {
                Button("Edit") { setEditing(true) }
                Button("Cancel") { setEditing(false) }
            }
        }
    }
}

private extension ReviewView {
    func save(isChecked: Bool, note: String) {
        task.isChecked = isChecked
        task.note = note
        model.save()
    }

    func setRating(_ rating: Int, submitted: Bool) {
        model.setRating(rating, submitted: submitted)
        dismiss()
    }

    func subscribe(notify: Bool) {
        model.subscribe(notify: notify)
        model.isSubscribed = true
    }

    func changeSelection(to selection: Bool) {
        model.changeSelection(to: selection)
        draft = ""
    }

    func setEditing(_ editing: Bool) {
        isEditing = editing
        draft = task.note
    }
}

/// A delay added to `.now()` is a `delay`, passed `after:` (three sites: one wrapper around one
/// call is trivial at two).
struct OnboardingFinishView: View {
    let onFinish: () -> Void

    var body: some View {
        VStack {
            Button("Finish") { finish(after: 0.3) }
            Button("Skip") { finish(after: 1.5) }
            Button("Later") { finish(after: 3.0) }
        }
    }
}

private extension OnboardingFinishView {
    func finish(after delay: Double) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            onFinish()
        }
    }
}
