/// Binary search in ascending arrays: the prefilter and the rule keep hashes and sizes sorted
/// rather than in hash tables (few values, asked often).
enum SortedSearch {
    /// How often `value` occurs in `sorted`.
    static func count<Value: Comparable>(of value: Value, in sorted: [Value]) -> Int {
        boundary(in: sorted) { $0 <= value } - boundary(in: sorted) { $0 < value }
    }

    /// Whether `value` occurs in `sorted` (one search).
    static func contains<Value: Comparable>(_ value: Value, in sorted: [Value]) -> Bool {
        let index = boundary(in: sorted) { $0 < value }
        return index < sorted.count && sorted[index] == value
    }

    /// The number of leading elements of `sorted` for which `isBefore` holds (`isBefore` must
    /// hold for a prefix).
    private static func boundary<Value>(in sorted: [Value], _ isBefore: (Value) -> Bool) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(sorted[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
