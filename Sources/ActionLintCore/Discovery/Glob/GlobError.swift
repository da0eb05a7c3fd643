/// A glob pattern that cannot be compiled, e.g. `Sources/[ab` (unclosed `[`).
public struct GlobError: Error, Hashable, Sendable, CustomStringConvertible {
    public var pattern: String
    /// What is wrong, e.g. "unclosed '['".
    public var reason: String

    public init(pattern: String, reason: String) {
        self.pattern = pattern
        self.reason = reason
    }

    public var description: String { "invalid glob \(JSONStringLiteral.quote(pattern)): \(reason)" }
}
