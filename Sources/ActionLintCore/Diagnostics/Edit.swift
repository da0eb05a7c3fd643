/// Replace the bytes of `range` (UTF-8 offsets into the original file) with `replacement`.
/// An empty range inserts; an empty replacement deletes.
public struct Edit: Hashable, Sendable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}
