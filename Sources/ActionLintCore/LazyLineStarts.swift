/// A file's line starts, computed the first time anyone asks. Most files are linted without
/// ever turning an offset into a line — only findings and a few recovery checks need one —
/// and the table cost about as much as a quarter of lexing.
///
/// A lock makes the first computation safe to race: a `SourceFile` is `Sendable`, even
/// though in practice one thread at a time works on a file (so the lock is never contended).
final class LazyLineStarts: @unchecked Sendable {
    private let lock = PThreadMutex()
    private var starts: [Int]?

    /// The table, from `compute` on the first call and remembered after.
    func value(_ compute: () -> [Int]) -> [Int] {
        lock.locked {
            if let starts { return starts }
            let computed = compute()
            starts = computed
            return computed
        }
    }
}
