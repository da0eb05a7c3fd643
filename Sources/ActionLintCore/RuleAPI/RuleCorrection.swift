/// An input and the exact output `--fix` must turn it into, with the options it is fixed under.
public struct RuleCorrection: Hashable, Sendable {
    public var input: String
    public var output: String
    /// Option values by key (`RuleOption.key`) that differ from the defaults, e.g. the fix style.
    public var options: [String: RuleOptionValue]
    /// Whether the example needs `--unsafe-fixes`.
    public var unsafe: Bool

    public init(input: String, output: String, options: [String: RuleOptionValue] = [:], unsafe: Bool = false) {
        self.input = input
        self.output = output
        self.options = options
        self.unsafe = unsafe
    }
}
