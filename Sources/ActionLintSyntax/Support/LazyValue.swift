/// A value computed the first time anyone asks, or handed over earlier by work that found it
/// on the way: a file's line starts (most files are linted without ever turning an offset into
/// a line, and the table cost about as much as a quarter of lexing), where its type keywords
/// are (the closure scan meets them all; other files need a pass of their own).
///
/// A lock makes the first computation safe to race: the files holding these are `Sendable`,
/// even though in practice one thread at a time works on a file (so the lock is never
/// contended).
final class LazyValue<Value>: @unchecked Sendable {
    private let lock = PThreadMutex()
    private var stored: Value?

    /// The value, from `compute` on the first call unless one was remembered before.
    func value(_ compute: () -> Value) -> Value {
        lock.locked {
            if let stored { return stored }
            let computed = compute()
            stored = computed
            return computed
        }
    }

    /// The value kept so far, if any (nothing is computed).
    var kept: Value? { lock.locked { stored } }

    /// Keeps `value` for the calls to come, unless one is kept already (then both are the same).
    func remember(_ value: Value) {
        lock.locked {
            if stored == nil { stored = value }
        }
    }
}
