/// SplitMix64 (Steele, Lea and Flood): a tiny generator whose whole state is one 64-bit word.
/// The corpus must be byte-identical for a seed on every platform and toolchain, so it cannot
/// lean on the system generator or on the standard library's unspecified bounded sampling.
/// The randomized tests use it too, as a `RandomNumberGenerator` that replays from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 uniformly distributed bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
