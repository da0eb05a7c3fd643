/// What `--fix` writes for a group of duplicated actions.
public enum FixStyle: String, Sendable, Hashable, CaseIterable {
    /// `private func addItem() { … }`, passed as `action: addItem` (the default).
    case method
    /// `var addAction: () -> Void { return { … } }`, passed as `action: addAction`.
    case property
}
