import ActionLintBenchSupport

/// Reproducible pseudo-random bytes (SplitMix64) for hostile-input files: a failure replays
/// from its seed.
struct SeededBytes {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    /// Uniform bytes half the time, bytes from `favoured` the other half, so that brackets and
    /// quotes are frequent enough to build deep and broken structures.
    mutating func bytes(count: Int, biasedTowards favoured: [UInt8]) -> [UInt8] {
        (0..<count).map { _ in
            let value = next()
            return value & 1 == 0 ? UInt8(truncatingIfNeeded: value >> 8) : favoured[Int((value >> 8) % UInt64(favoured.count))]
        }
    }
}
