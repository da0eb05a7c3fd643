import ActionLintCore

/// The examples of `long-action-closure`: documentation (`action-lint explain`) and tests
/// (`RuleDescriptionTests` lints every one, with the rule turned on). `↓` marks where a finding
/// starts.
enum LongActionClosureExamples {
    static let triggering: [RuleExample] = [
        // Four statements in a Button's action.
        RuleExample("""
        struct ProfileEditor: View {
            @Bindable var model: ProfileModel
            @Environment(\\.dismiss) private var dismiss

            var body: some View {
                Form {
                    TextField("Name", text: $model.name)
                    Button("Save") ↓{
                        model.name = model.name.trimmingCharacters(in: .whitespaces)
                        model.validate()
                        model.save()
                        dismiss()
                    }
                }
            }
        }
        """),
        // One statement, but it spans more than eight lines; `.task` runs it in an async context.
        RuleExample("""
        struct TimelineView: View {
            @State private var model = TimelineModel()

            var body: some View {
                List(model.posts) { post in
                    Text(post.title)
                }
                .task ↓{
                    await model.load(
                        page: 1,
                        pageSize: 50,
                        includeDrafts: false,
                        sortedBy: .date,
                        ascending: false,
                        since: nil,
                        tags: []
                    )
                }
            }
        }
        """),
        // A long action that reads the row's item is reported, without a fix; the action nested in
        // it (`completion:`) moves with it and is not reported on its own.
        RuleExample("""
        struct MailboxView: View {
            @State private var model = MailboxModel()

            var body: some View {
                List(model.messages) { message in
                    Text(message.subject)
                        .swipeActions {
                            Button("Archive") ↓{
                                model.archive(message)
                                model.selection = nil
                                model.undo.register(message)
                                model.sync(completion: {
                                    model.refresh()
                                    model.badge -= 1
                                    model.logArchive()
                                    model.notify()
                                })
                            }
                        }
                }
            }
        }
        """),
        // `maxStatements: 1`: two statements are already too many.
        RuleExample("""
        struct TallyView: View {
            @State private var count = 0
            @State private var history: [Int] = []

            var body: some View {
                Button("Add") ↓{
                    count += 1
                    history.append(count)
                }
            }
        }
        """, options: [LongActionClosureOptions.maxStatements.key: .integer(1)]),
    ]

    static let nonTriggering: [RuleExample] = [
        // Short actions, and an action that already calls a method.
        RuleExample("""
        struct ProfileEditor: View {
            @Bindable var model: ProfileModel
            @Environment(\\.dismiss) private var dismiss

            var body: some View {
                Form {
                    TextField("Name", text: $model.name)
                        .onSubmit { model.validate() }
                    Button("Save", action: save)
                    Button("Cancel") {
                        model.reset()
                        dismiss()
                    }
                }
            }

            private func save() {
                model.validate()
                model.save()
                model.notifyObservers()
                dismiss()
            }
        }
        """),
        // Long closures that are not actions: a stack's content builds views, a sheet's content too.
        RuleExample("""
        struct SettingsView: View {
            @State private var showsAbout = false

            var body: some View {
                VStack {
                    Text("Settings")
                    Toggle("Sounds", isOn: .constant(true))
                    Toggle("Haptics", isOn: .constant(true))
                    Button("About") { showsAbout = true }
                }
                .sheet(isPresented: $showsAbout) {
                    Text("Version 1.0")
                    Text("Made with care")
                    Text("Thanks for using it")
                    Button("Close") { showsAbout = false }
                }
            }
        }
        """),
        // Two long actions that repeat each other are the duplicate rule's finding, not this one's.
        RuleExample("""
        struct ComposeView: View {
            @State private var draft = Draft()

            var body: some View {
                TextField("Message", text: $draft.text, onCommit: {
                    draft.trim()
                    draft.attachSignature()
                    draft.send()
                    draft = Draft()
                })
                Button("Send") {
                    draft.trim()
                    draft.attachSignature()
                    draft.send()
                    draft = Draft()
                }
            }
        }
        """),
        // `maxStatements: 5` and `maxLines: 10`: four statements on four lines are fine.
        RuleExample("""
        struct ProfileEditor: View {
            @Bindable var model: ProfileModel
            @Environment(\\.dismiss) private var dismiss

            var body: some View {
                Button("Save") {
                    model.validate()
                    model.save()
                    model.notifyObservers()
                    dismiss()
                }
            }
        }
        """, options: [
            LongActionClosureOptions.maxStatements.key: .integer(5),
            LongActionClosureOptions.maxLines.key: .integer(10),
        ]),
    ]
}
