import ActionLintCore

/// What `--fix` makes of `long-action-closure` findings: each input must become its output byte
/// for byte, and fixing the output again must change nothing (`RuleDescriptionTests`).
enum LongActionClosureCorrections {
    static let all: [RuleCorrection] = [
        // A Button's long action becomes a method named from the title, passed as `action:`.
        RuleCorrection(
            input: """
            struct ProfileEditor: View {
                @Bindable var model: ProfileModel
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    Form {
                        TextField("Name", text: $model.name)
                        Button("Save") {
                            model.name = model.name.trimmingCharacters(in: .whitespaces)
                            model.validate()
                            model.save()
                            dismiss()
                        }
                        .disabled(model.name.isEmpty)
                    }
                }
            }

            """,
            output: """
            struct ProfileEditor: View {
                @Bindable var model: ProfileModel
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    Form {
                        TextField("Name", text: $model.name)
                        Button("Save", action: save)
                            .disabled(model.name.isEmpty)
                    }
                }
            }

            private extension ProfileEditor {
                func save() {
                    model.name = model.name.trimmingCharacters(in: .whitespaces)
                    model.validate()
                    model.save()
                    dismiss()
                }
            }

            """
        ),
        // The same in property style.
        RuleCorrection(
            input: """
            struct ProfileEditor: View {
                @Bindable var model: ProfileModel
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    Form {
                        TextField("Name", text: $model.name)
                        Button("Save") {
                            model.name = model.name.trimmingCharacters(in: .whitespaces)
                            model.validate()
                            model.save()
                            dismiss()
                        }
                        .disabled(model.name.isEmpty)
                    }
                }
            }

            """,
            output: """
            struct ProfileEditor: View {
                @Bindable var model: ProfileModel
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    Form {
                        TextField("Name", text: $model.name)
                        Button("Save", action: saveAction)
                            .disabled(model.name.isEmpty)
                    }
                }
            }

            private extension ProfileEditor {
                var saveAction: () -> Void {
                    return {
                        model.name = model.name.trimmingCharacters(in: .whitespaces)
                        model.validate()
                        model.save()
                        dismiss()
                    }
                }
            }

            """,
            options: [ActionOptions.fixStyle.key: .choice(FixStyle.property.rawValue)]
        ),
        // An awaiting `.task` body becomes an `async` method named from its first call; the site
        // keeps a closure that awaits it. The file's `private extension` is reused, and the
        // limits are options (`maxLines: 3`).
        RuleCorrection(
            input: """
            struct TimelineView: View {
                @State private var model = TimelineModel()

                var body: some View {
                    List(model.posts) { post in
                        Text(post.title)
                    }
                    .task {
                        await model.loadFeed(
                            page: 1,
                            pageSize: 50
                        )
                    }
                }
            }

            private extension TimelineView {
                var isEmpty: Bool { model.posts.isEmpty }
            }

            """,
            output: """
            struct TimelineView: View {
                @State private var model = TimelineModel()

                var body: some View {
                    List(model.posts) { post in
                        Text(post.title)
                    }
                    .task { await loadFeed() }
                }
            }

            private extension TimelineView {
                var isEmpty: Bool { model.posts.isEmpty }

                func loadFeed() async {
                    await model.loadFeed(
                        page: 1,
                        pageSize: 50
                    )
                }
            }

            """,
            options: [LongActionClosureOptions.maxLines.key: .integer(3)]
        ),
    ]
}
