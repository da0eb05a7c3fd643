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
                Button("Done") {
                    task.isChecked = true
                    task.note = "done"
                    model.save()
                }
                Button("Not done") {
                    task.isChecked = false
                    task.note = "open"
                    model.save()
                }
            }
            Section("Rating") {
                Button("Love it") {
                    model.setRating(5, submitted: true)
                    dismiss()
                }
                Button("Rate later") {
                    model.setRating(0, submitted: false)
                    dismiss()
                }
            }
            Section("Updates") {
                Button("Notify me") {
                    model.subscribe(notify: true)
                    model.isSubscribed = true
                }
                Button("Stop notifying") {
                    model.subscribe(notify: false)
                    model.isSubscribed = true
                }
                Button("Select") {
                    model.changeSelection(to: true)
                    draft = ""
                }
                Button("Deselect") {
                    model.changeSelection(to: false)
                    draft = ""
                }
            }
            Section("Note") {
                Button("Edit") {
                    isEditing = true
                    draft = task.note
                }
                Button("Cancel") {
                    isEditing = false
                    draft = task.note
                }
            }
        }
    }
}

/// A delay added to `.now()` is a `delay`, passed `after:` (three sites: one wrapper around one
/// call is trivial at two).
struct OnboardingFinishView: View {
    let onFinish: () -> Void

    var body: some View {
        VStack {
            Button("Finish") {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                    onFinish()
                }
            }
            Button("Skip") {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                    onFinish()
                }
            }
            Button("Later") {
                DispatchQueue.main.asyncAfter(deadline: .now() + 3.0) {
                    onFinish()
                }
            }
        }
    }
}
