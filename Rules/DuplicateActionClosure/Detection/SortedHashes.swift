/// A fixed set of 64-bit hashes, kept sorted and searched by halving: asked for every brace of
/// every file, it must cost far less than `Set<UInt64>`, whose lookups hash the hash again.
struct SortedHashes {
    private let values: [UInt64]

    init<Hashes: Sequence<UInt64>>(_ hashes: Hashes) {
        values = Array(Set(hashes)).sorted()
    }

    func contains(_ hash: UInt64) -> Bool {
        SortedSearch.contains(hash, in: values)
    }
}
