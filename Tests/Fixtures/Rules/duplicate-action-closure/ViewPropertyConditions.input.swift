import SwiftUI

/// A control in a private view property used once stands where the property is used: the
/// `.disabled` after `postButton`, the `else` branch holding `retryButton`.
struct CommentComposer: View {
    @State private var comment = ""
    @State private var posted: [String] = []

    var body: some View {
        HStack {
            TextField("Comment", text: $comment)
                .onSubmit {
                    guard !comment.isEmpty else { return }
                    posted.append(comment)
                    comment = ""
                }
            postButton
                .disabled(comment.isEmpty)
        }
    }

    private var postButton: some View {
        Button("Post") {
            posted.append(comment)
            comment = ""
        }
    }
}

struct ForecastCard: View {
    @State private var forecast: String?
    @State private var isLoading = false
    @State private var attempts = 0

    var body: some View {
        VStack {
            if isLoading {
                ProgressView()
            } else if let forecast {
                Text(forecast)
            } else {
                retryButton
            }
        }
        .onAppear {
            guard forecast == nil, !isLoading else { return }
            attempts += 1
            isLoading = true
        }
    }

    private var retryButton: some View {
        Button("Retry") {
            attempts += 1
            isLoading = true
        }
    }
}

/// Near misses, each left alone: a property others may use (not private), one used twice, and a
/// `.disabled` after a property whose Button sits in a sheet's content, which it does not reach.
struct ShelfEditor: View {
    @State private var shelf = ""
    @State private var shelves: [String] = []
    @State private var label = ""
    @State private var labels: [String] = []
    @State private var note = ""
    @State private var notes: [String] = []
    @State private var showsNoteSheet = false

    var body: some View {
        VStack {
            TextField("Shelf", text: $shelf)
                .onSubmit {
                    guard !shelf.isEmpty else { return }
                    shelves.append(shelf)
                    shelf = ""
                }
            addShelfButton
                .disabled(shelf.isEmpty)
            TextField("Label", text: $label)
                .onSubmit {
                    guard !label.isEmpty else { return }
                    labels.append(label)
                    label = ""
                }
            addLabelButton
                .disabled(label.isEmpty)
            addLabelButton
            TextField("Note", text: $note)
                .onSubmit {
                    guard !note.isEmpty else { return }
                    notes.append(note)
                    note = ""
                }
            noteSheetButton
                .disabled(note.isEmpty)
        }
    }

    var addShelfButton: some View {
        Button("Add shelf") {
            shelves.append(shelf)
            shelf = ""
        }
    }

    private var addLabelButton: some View {
        Button("Add label") {
            labels.append(label)
            label = ""
        }
    }

    private var noteSheetButton: some View {
        Text("Notes")
            .sheet(isPresented: $showsNoteSheet) {
                Button("Add note") {
                    notes.append(note)
                    note = ""
                }
            }
    }
}
