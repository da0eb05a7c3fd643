/// Reproducible pseudo-random bytes (SplitMix64) for hostile-input files: a failure replays
/// from its seed.
struct SeededBytes {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// Uniform bytes half the time, bytes from `favoured` the other half, so that brackets and
    /// quotes are frequent enough to build deep and broken structures.
    mutating func bytes(count: Int, biasedTowards favoured: [UInt8]) -> [UInt8] {
        (0..<count).map { _ in
            let value = next()
            return value & 1 == 0 ? UInt8(truncatingIfNeeded: value >> 8) : favoured[Int((value >> 8) % UInt64(favoured.count))]
        }
    }
}
