/// Fingerprints stored in baselines and SARIF: `FNV1a` of the text, as 16 lower-case hex digits.
public enum StableHash {
    public static func hex(_ text: String) -> String {
        hex(FNV1a.hash(text.utf8))
    }

    /// A hash as a fingerprint: 16 lower-case hex digits, zero-padded. Rules that hash a text
    /// without building it (`FNV1a.adding`) write their hash with this.
    public static func hex(_ hash: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            for position in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: hash >> UInt64(60 - 4 * position)) & 0xF
                buffer[position] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return 16
        }
    }
}
