/// Fingerprints stored in baselines and SARIF: `FNV1a` of the text, as 16 hex digits.
public enum StableHash {
    public static func hex(_ text: String) -> String {
        let hash = FNV1a.hash(text.utf8)
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
