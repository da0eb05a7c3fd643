/// One accepted problem in a baseline: `count` findings of `rule` in `file` about the same
/// thing (`fingerprint`). Line numbers are not stored, so edits above a finding do not make it
/// new again.
public struct BaselineEntry: Hashable, Sendable {
    public var rule: String
    /// Relative to the baseline file's folder (absolute when outside it), `/`-separated.
    public var file: String
    public var fingerprint: String
    /// How many findings share this key (a file may hold the same duplicate body twice).
    public var count: Int
    /// How many sites (the primary one and the related ones) the largest accepted finding had;
    /// nil in files written before it was recorded. A duplicate that gains a copy is reported
    /// again: the new copy is new code.
    public var sites: Int?

    public init(rule: String, file: String, fingerprint: String, count: Int, sites: Int? = nil) {
        self.rule = rule
        self.file = file
        self.fingerprint = fingerprint
        self.count = count
        self.sites = sites
    }

    var key: FindingKey { FindingKey(rule: rule, file: file, fingerprint: fingerprint) }
}
