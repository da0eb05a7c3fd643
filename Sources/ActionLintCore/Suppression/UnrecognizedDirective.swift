/// An `// action-lint:…` comment whose action is not a known one (`disable:nxt`, `disabel`):
/// it disables nothing, so `invalid-suppression` reports it.
public struct UnrecognizedDirective: Hashable, Sendable {
    /// The action word as written (empty when the comment stops after `action-lint:`).
    public var action: String
    /// 1-based line of the comment.
    public var line: Int
    /// Byte range of the comment token.
    public var range: Range<Int>

    public init(action: String, line: Int, range: Range<Int>) {
        self.action = action
        self.line = line
        self.range = range
    }
}
