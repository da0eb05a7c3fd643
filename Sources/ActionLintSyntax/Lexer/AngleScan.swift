/// The angle brackets one generic-argument lookahead has seen inside its stretch: every nested
/// `<` and `>` offset in order, which nested `<` are still open, and which pairs closed (as
/// indexes into `offsets`). The scan's own `<`, and the `>` that closes it, are not recorded:
/// the common `Name<T>` thus allocates nothing.
struct AngleScan {
    private(set) var offsets: [Int] = []
    /// Indexes of the nested `<` not closed yet, outermost first.
    private(set) var unclosed: [Int] = []
    private(set) var closedPairs: [(open: Int, close: Int)] = []

    mutating func open(at offset: Int) {
        unclosed.append(offsets.count)
        offsets.append(offset)
    }

    /// Records a `>`; returns true (recording nothing) when it closes the scan's own `<`.
    mutating func close(at offset: Int) -> Bool {
        guard let opener = unclosed.popLast() else { return true }
        offsets.append(offset)
        closedPairs.append((opener, offsets.count - 1))
        return false
    }
}
