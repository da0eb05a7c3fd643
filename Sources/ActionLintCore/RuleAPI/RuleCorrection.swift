/// An input and the exact output `--fix` must turn it into.
public struct RuleCorrection: Hashable, Sendable {
    public var input: String
    public var output: String
    public var fixStyle: FixStyle
    /// Whether the example needs `--unsafe-fixes`.
    public var unsafe: Bool

    public init(input: String, output: String, fixStyle: FixStyle = .method, unsafe: Bool = false) {
        self.input = input
        self.output = output
        self.fixStyle = fixStyle
        self.unsafe = unsafe
    }
}
