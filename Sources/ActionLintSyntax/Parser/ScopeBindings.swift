/// Every name bound during one parse, each scope's names chained newest first.
///
/// A scope (a `ParserFrame`, or a statement whose block has not opened yet) holds only the
/// index of its newest entry, so frames stay plain values. Entries are never removed: a frame
/// restored at `#else` still finds exactly the names it had when it was saved, and a parse
/// binds few enough names that keeping the dead ones costs nothing worth saving.
struct ScopeBindings {
    private struct Entry {
        var binding: ParserFrame.Binding
        /// The scope's entry before this one; -1 for none.
        var previous: Int
    }

    private var entries: [Entry] = []

    /// Adds `binding` to the scope whose newest entry is `head`; returns the scope's new head.
    mutating func add(_ binding: ParserFrame.Binding, to head: Int) -> Int {
        entries.append(Entry(binding: binding, previous: head))
        return entries.count - 1
    }

    /// The newest binding of the scope starting at `head` that binds the name `read`.
    func newest(from head: Int, named read: NameRead, in source: SourceFile) -> ParserFrame.Binding? {
        var cursor = head
        while cursor >= 0 {
            if read.isNamed(entries[cursor].binding, in: source) { return entries[cursor].binding }
            cursor = entries[cursor].previous
        }
        return nil
    }
}
