/// FNV-1a, 64-bit: the same on every run and machine (Swift's `Hasher` is seeded per process)
/// and cheap enough for the hot paths. Fingerprints, the rule's body hashes and the runner's
/// type-name hashes all use it.
public enum FNV1a {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    public static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// `hash` with one more byte mixed in.
    @inlinable
    public static func adding(_ byte: UInt8, to hash: UInt64) -> UInt64 {
        (hash ^ UInt64(byte)) &* prime
    }

    /// The hash of `bytes`.
    @inlinable
    public static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes { hash = adding(byte, to: hash) }
        return hash
    }
}
