/// Sixteen bytes of the source tested at once (`SIMD16<UInt8>`), for scans that look for a few
/// kinds of byte among many: each test gives a 16-bit mask, bit `i` for the byte at `offset + i`,
/// so the bytes that matter are visited by counting trailing zero bits.
public enum ByteLanes {
    /// The sixteen bytes at `offset`; the caller guarantees they are readable.
    @inlinable @inline(__always)
    public static func load(_ bytes: UnsafePointer<UInt8>, at offset: Int) -> SIMD16<UInt8> {
        UnsafeRawPointer(bytes + offset).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// One bit per lane of `mask`, lane 0 lowest: each half's top bits gathered by one multiply
    /// (a mask's lanes are all ones or all zeros).
    @inlinable @inline(__always)
    public static func bits(of mask: SIMDMask<SIMD16<Int8>>) -> UInt32 {
        let halves = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        let gather: UInt64 = 0x0002_0408_1020_4081
        let low = ((halves[0] & 0x8080_8080_8080_8080) &* gather) >> 56
        let high = ((halves[1] & 0x8080_8080_8080_8080) &* gather) >> 56
        return UInt32(truncatingIfNeeded: low | high << 8)
    }

    /// Whether any lane of `mask` is set: two words or-ed, where `bits(of:)` gathers both halves
    /// (a scan whose blocks mostly hold nothing tests this first).
    @inlinable @inline(__always)
    public static func any(_ mask: SIMDMask<SIMD16<Int8>>) -> Bool {
        let halves = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        return halves[0] | halves[1] != 0
    }

    /// The lanes equal to `byte`.
    @inlinable @inline(__always)
    public static func lanes(_ lanes: SIMD16<UInt8>, equalTo byte: UInt8) -> SIMDMask<SIMD16<Int8>> {
        lanes .== SIMD16(repeating: byte)
    }
}
