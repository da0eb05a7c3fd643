/// A set of edits to one file that together resolve a finding.
public struct Fix: Hashable, Sendable {
    public var title: String
    public var edits: [Edit]
    public var applicability: FixApplicability

    public init(title: String, edits: [Edit], applicability: FixApplicability) {
        self.title = title
        self.edits = edits
        self.applicability = applicability
    }
}
