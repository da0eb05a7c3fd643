extension Array where Element: Comparable {
    /// Sorts the elements and drops repeats, in place: for the few hashes a file declares,
    /// cheaper than a Set, and with no second array.
    @inlinable
    public mutating func sortAndDropRepeats() {
        sort()
        var unique = 0
        for index in indices where unique == 0 || self[index] != self[unique - 1] {
            self[unique] = self[index]
            unique += 1
        }
        removeSubrange(unique...)
    }
}
