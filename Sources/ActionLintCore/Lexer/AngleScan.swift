/// The angle brackets one generic-argument lookahead has seen: every `<` and `>` offset in
/// order, which `<` are still open, and which pairs closed (as indexes into `offsets`).
struct AngleScan {
    private(set) var offsets: [Int]
    /// Indexes of the `<` not closed yet, outermost first; the scan's own `<` is index 0.
    private(set) var unclosed: [Int] = [0]
    private(set) var closedPairs: [(open: Int, close: Int)] = []

    init(start: Int) { offsets = [start] }

    mutating func open(at offset: Int) {
        unclosed.append(offsets.count)
        offsets.append(offset)
    }

    /// Records a `>`; returns true when it closes the scan's own `<`.
    mutating func close(at offset: Int) -> Bool {
        offsets.append(offset)
        let opener = unclosed.removeLast()
        if unclosed.isEmpty { return true }
        closedPairs.append((opener, offsets.count - 1))
        return false
    }
}
