extension Array where Element: Comparable {
    /// Sorts the elements and drops repeats, in place: for the few hashes a file declares,
    /// cheaper than a Set, and with no second array.
    @inlinable
    public mutating func sortAndDropRepeats() {
        sort()
        // Through the buffer: each write through the array checked that it was not shared.
        let unique = withUnsafeMutableBufferPointer { buffer -> Int in
            var unique = 0
            for index in buffer.indices where unique == 0 || buffer[index] != buffer[unique - 1] {
                buffer[unique] = buffer[index]
                unique += 1
            }
            return unique
        }
        removeSubrange(unique...)
    }

    /// Whether the sorted elements hold `element` (a binary search).
    @inlinable
    public func sortedContains(_ element: Element) -> Bool {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < element { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == element
    }
}
