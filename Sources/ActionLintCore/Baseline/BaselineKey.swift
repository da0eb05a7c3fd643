/// What makes two findings "the same" for a baseline: rule, file and fingerprint.
struct BaselineKey: Hashable, Sendable {
    var rule: String
    var file: String
    var fingerprint: String

    init(rule: String, file: String, fingerprint: String) {
        self.rule = rule
        // "./A.swift" and "A.swift" name the same file; the baseline must not care which.
        var file = file
        while file.hasPrefix("./") { file.removeFirst(2) }
        self.file = file
        self.fingerprint = fingerprint
    }

    init(_ finding: Finding) {
        self.init(rule: finding.ruleID, file: finding.range.path, fingerprint: finding.fingerprint)
    }

    /// File, then rule, then fingerprint, byte-wise: the order entries are written in.
    static func fileOrder(_ lhs: BaselineKey, _ rhs: BaselineKey) -> Bool {
        if lhs.file != rhs.file { return FilePaths.byteOrder(lhs.file, rhs.file) }
        if lhs.rule != rhs.rule { return FilePaths.byteOrder(lhs.rule, rhs.rule) }
        return FilePaths.byteOrder(lhs.fingerprint, rhs.fingerprint)
    }
}
