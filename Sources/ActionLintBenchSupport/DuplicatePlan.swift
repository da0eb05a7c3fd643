/// The kinds of duplicated action the corpus plants, one per affected view. They mirror what
/// shows up in real code review: an action typed twice for the button and the keyboard path.
enum DuplicatePlan: CaseIterable {
    /// `Button("Add") { body }` next to `TextField(…, onCommit: { body })`.
    case buttonAndCommit
    /// The same `.onTapGesture { body }` on two different views.
    case twoTapGestures
    /// `guard !draft.isEmpty else { return }` + body in `.onSubmit`, the bare body in a button
    /// that carries `.disabled(draft.isEmpty)`: a near-duplicate a fix can still merge.
    case guardedSubmitAndDisabledButton
    /// A toolbar button and a `Button(action:)` in the content with the same body.
    case toolbarAndContentButton
}
