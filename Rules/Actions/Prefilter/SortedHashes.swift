/// A fixed set of 64-bit hashes, kept sorted and searched by halving: asked for every brace of
/// every file (`ActionSpelling`), it must cost far less than `Set<UInt64>`, whose lookups hash
/// the hash again.
struct SortedHashes {
    private let values: [UInt64]

    init<Hashes: Sequence<UInt64>>(_ hashes: Hashes) {
        values = Array(Set(hashes)).sorted()
    }

    /// Inlined into the prefilters' scans: called apart, the search cost a call and its setup at
    /// every brace.
    @inline(__always)
    func contains(_ hash: UInt64) -> Bool {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < values.count && values[low] == hash
    }
}
