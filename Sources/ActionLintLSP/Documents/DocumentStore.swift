import Dispatch

/// The open documents by URI, and which of them changed since their diagnostics were sent.
struct DocumentStore {
    private(set) var documents: [String: TextDocument] = [:]
    /// URIs whose diagnostics are out of date, in the order they changed.
    private(set) var stale: [String] = []
    /// When the first of the stale documents changed (monotonic nanoseconds).
    private var staleSince: UInt64 = 0

    subscript(uri: String) -> TextDocument? {
        get { documents[uri] }
        set { documents[uri] = newValue }
    }

    mutating func open(_ document: TextDocument) {
        documents[document.uri] = document
        markStale(document.uri)
    }

    mutating func close(_ uri: String) {
        documents[uri] = nil
        stale.removeAll { $0 == uri }
    }

    mutating func markStale(_ uri: String) {
        if stale.isEmpty { staleSince = DispatchTime.now().uptimeNanoseconds }
        if !stale.contains(uri) { stale.append(uri) }
    }

    /// Whether some document has waited for its diagnostics longer than `limit`.
    func staleFor(moreThanNanoseconds limit: UInt64) -> Bool {
        !stale.isEmpty && DispatchTime.now().uptimeNanoseconds - staleSince > limit
    }

    /// Every open document needs a new lint (a configuration file changed).
    mutating func invalidateAll() {
        for uri in documents.keys.sorted() {
            documents[uri]?.invalidate()
            markStale(uri)
        }
    }

    /// The stale URIs, emptied.
    mutating func takeStale() -> [String] {
        defer { stale.removeAll(keepingCapacity: true) }
        return stale
    }
}
