/// Another site that belongs to a finding, shown as a note ("also here").
public struct RelatedLocation: Hashable, Sendable {
    public var range: SourceRange
    public var message: String

    public init(range: SourceRange, message: String) {
        self.range = range
        self.message = message
    }
}
