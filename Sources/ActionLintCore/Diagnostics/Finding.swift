/// One problem a rule found: where, why, the other sites involved, and how to fix it.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The primary site.
    public var range: SourceRange
    /// The other sites of the same problem (for duplicates: every other copy).
    public var related: [RelatedLocation]
    /// The automatic fix, when one is possible.
    public var fix: Fix?
    /// Why there is no automatic fix, when there is none. Every reporter shows it.
    public var noFixReason: String?
    /// The message to show instead when the fix is dropped later (a fix that would edit
    /// suppressed lines): one that does not offer the fix.
    public var noFixMessage: String?
    /// A hash of what the finding is about (for duplicates: the normalized body), independent of
    /// line numbers; baselines and SARIF `partialFingerprints` use it.
    public var fingerprint: String

    public init(
        ruleID: String,
        severity: Severity,
        message: String,
        range: SourceRange,
        related: [RelatedLocation] = [],
        fix: Fix? = nil,
        noFixReason: String? = nil,
        noFixMessage: String? = nil,
        fingerprint: String
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.range = range
        self.related = related
        self.fix = fix
        self.noFixReason = noFixReason
        self.noFixMessage = noFixMessage
        self.fingerprint = fingerprint
    }

    /// The message followed by why there is no fix, for reporters that show one text per finding.
    public var messageWithNoFixReason: String {
        guard let reason = noFixReason else { return message }
        return message + " (no automatic fix: " + reason + ")"
    }

    /// Output order: path, line, column, then rule and message so that ties are stable too.
    public static func outputOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.range.path != rhs.range.path { return lhs.range.path < rhs.range.path }
        if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }

    /// Joins the parts of keys and fingerprints: a byte no Swift identifier or rule id holds.
    public static let keySeparator = "\u{1F}"

    /// `FindingKey(self)` as one string (rule, file and fingerprint), for a client that keeps
    /// keys as text (an editor's code action data).
    public var key: String { FindingKey(self).text }
}
