/// What makes two findings "the same one" across runs and edits: rule, file and fingerprint,
/// never a line. Baselines match findings by it (with the file relative to the baseline's
/// folder), and `--fix` leaves alone the findings a baseline accepts by it.
public struct FindingKey: Hashable, Sendable {
    public var rule: String
    public var file: String
    public var fingerprint: String

    public init(rule: String, file: String, fingerprint: String) {
        self.rule = rule
        // "./A.swift" and "A.swift" name the same file; a key must not care which.
        var file = file
        while file.hasPrefix("./") { file.removeFirst(2) }
        self.file = file
        self.fingerprint = fingerprint
    }

    /// The finding's key with its path as shown (`SourceRange.path`), or `file` instead.
    public init(_ finding: Finding, file: String? = nil) {
        self.init(rule: finding.ruleID, file: file ?? finding.range.path, fingerprint: finding.fingerprint)
    }

    /// The parts joined by `Finding.keySeparator`.
    public var text: String { [rule, file, fingerprint].joined(separator: Finding.keySeparator) }

    /// File, then rule, then fingerprint, byte-wise: the order baseline entries are written in.
    static func fileOrder(_ lhs: FindingKey, _ rhs: FindingKey) -> Bool {
        if lhs.file != rhs.file { return FilePaths.byteOrder(lhs.file, rhs.file) }
        if lhs.rule != rhs.rule { return FilePaths.byteOrder(lhs.rule, rhs.rule) }
        return FilePaths.byteOrder(lhs.fingerprint, rhs.fingerprint)
    }
}
