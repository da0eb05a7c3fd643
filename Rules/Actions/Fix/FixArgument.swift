/// How `--fix` passes the extracted method to a call site.
public enum FixArgument: Hashable, Sendable {
    /// `Button("Add", action: addItem)`, `.onTapGesture(perform: addItem)`.
    case labelled(String)
    /// `.onSubmit(addItem)`.
    case unlabelled
    /// The API is unknown or ambiguous: keep a closure that calls the method, `{ addItem() }`.
    case keepClosure
}
