import SwiftUI

/// Cousins of the article's guard: the same condition spelled as `== ""`, as a computed property,
/// as an early-return `if`, and a `.disabled` on the view around the Button rather than on it.
struct Tag: Identifiable {
    let id = UUID()
    var name: String
}

struct TagEditor: View {
    @State private var name = ""
    @State private var tags: [Tag] = []

    var body: some View {
        HStack {
            TextField("New tag", text: $name)
                .onSubmit(add)
            Button("Add", action: add)
                .buttonStyle(.borderedProminent)
                .disabled(name == "")
        }
    }
}

private extension TagEditor {
    func add() {
        guard !name.isEmpty else { return }
        tags.append(Tag(name: name))
        name = ""
    }
}

struct NoteComposer: View {
    @State private var note = ""
    @State private var notes: [String] = []

    private var canSave: Bool {
        !note.isEmpty
    }

    var body: some View {
        Form {
            TextField("Note", text: $note)
                .onSubmit(save)
            Button("Save", action: save)
                .disabled(note.isEmpty)
        }
    }
}

private extension NoteComposer {
    func save() {
        guard canSave else { return }
        notes.insert(note, at: 0)
        note = ""
    }
}

struct InviteForm: View {
    @State private var email = ""
    @State private var invited: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Email", text: $email)
                .onSubmit(invite)
            HStack {
                Spacer()
                Button("Invite", action: invite)
            }
            .disabled(email.isEmpty)
        }
    }
}

private extension InviteForm {
    func invite() {
        if email.isEmpty { return }
        invited.append(email.lowercased())
        email = ""
    }
}

struct FolderMenu: View {
    @State private var folder = ""
    @State private var folders: [String] = []

    var body: some View {
        HStack {
            TextField("Folder", text: $folder)
                .onSubmit(create)
            Menu {
                Button("Create", action: create)
            } label: {
                Label("New", systemImage: "folder.badge.plus")
            }
            .disabled(folder.isEmpty)
        }
    }
}

private extension FolderMenu {
    func create() {
        guard !folder.isEmpty else { return }
        folders.append(folder)
        folder = ""
    }
}

/// Near misses, each left alone: a `.disabled` on a sheet's presenter does not prove the sheet's
/// Button, a computed property saying something else, and an early return on the opposite.
struct LabelSheet: View {
    @State private var label = ""
    @State private var labels: [String] = []
    @State private var showsSheet = false
    @State private var query = ""
    @State private var results: [String] = []

    private var hasQuery: Bool {
        query.count > 2
    }

    var body: some View {
        VStack {
            TextField("Label", text: $label)
                .onSubmit {
                    guard !label.isEmpty else { return }
                    labels.append(label)
                    label = ""
                }
            TextField("Search", text: $query)
                .onSubmit {
                    if !query.isEmpty { return }
                    results.removeAll()
                    query = ""
                }
            Button("Clear") {
                results.removeAll()
                query = ""
            }
            .disabled(!hasQuery)
        }
        .sheet(isPresented: $showsSheet) {
            Button("Add label") {
                labels.append(label)
                label = ""
            }
        }
        .disabled(label.isEmpty)
    }
}
