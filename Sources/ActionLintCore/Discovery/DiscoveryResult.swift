/// The files to lint, the configuration of each, and the paths that could not be searched.
public struct DiscoveryResult: Sendable {
    /// Byte-wise sorted, without duplicates; relative to the working folder when under it,
    /// absolute otherwise.
    public var files: [String]
    /// For each of `files`, the `index` of its configuration in `configurations`.
    public var configurationIndices: [Int]
    /// The configurations met, by `ResolvedConfiguration.index`.
    public var configurations: [ResolvedConfiguration]
    /// In the order they were met (input order, then sorted folder order).
    public var errors: [DiscoveryError]
    /// For each of `files`, its position in the walk (`FileDiscovery.discover`'s `onFile`).
    public var walkOrder: [Int] = []

    public init(files: [String] = [], configurationIndices: [Int]? = nil, configurations: [ResolvedConfiguration] = [],
                errors: [DiscoveryError] = []) {
        self.files = files
        self.configurationIndices = configurationIndices ?? files.map { _ in 0 }
        self.configurations = configurations
        self.errors = errors
    }
}
