/// One accepted problem in a baseline: `count` findings of `rule` in `file` about the same
/// thing (`fingerprint`). Line numbers are not stored, so edits above a finding do not make it
/// new again.
public struct BaselineEntry: Hashable, Sendable {
    public var rule: String
    /// Relative to the folder the baseline is used from, `/`-separated.
    public var file: String
    public var fingerprint: String
    /// How many findings share this key (a file may hold the same duplicate body twice).
    public var count: Int

    public init(rule: String, file: String, fingerprint: String, count: Int) {
        self.rule = rule
        self.file = file
        self.fingerprint = fingerprint
        self.count = count
    }

    var key: BaselineKey { BaselineKey(rule: rule, file: file, fingerprint: fingerprint) }
}
