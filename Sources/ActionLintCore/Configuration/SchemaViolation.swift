/// A JSON document that parsed but does not have the expected shape. The loaders turn it into
/// their own one-line error by prefixing the file's path.
struct SchemaViolation: Error, Hashable {
    /// Where in the document, e.g. `rules.duplicate-action-closure.severity`; empty for the root.
    var keyPath: String
    /// What was expected and found, e.g. `expected "warning" or "error", found "fatal"`.
    var message: String

    /// `keyPath: message`, or just the message at the root.
    var description: String { keyPath.isEmpty ? message : "\(keyPath): \(message)" }
}

/// Every violation a document has, in document order: reported together so that a file with
/// three mistakes is fixed in one run, not three.
struct SchemaViolations: Error {
    var all: [SchemaViolation]
}
