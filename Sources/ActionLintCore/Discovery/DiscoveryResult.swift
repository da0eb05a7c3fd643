/// The files to lint and the paths that could not be searched.
public struct DiscoveryResult: Hashable, Sendable {
    /// Byte-wise sorted, without duplicates; relative to the working folder when under it,
    /// absolute otherwise.
    public var files: [String]
    /// In the order they were met (input order, then sorted folder order).
    public var errors: [DiscoveryError]

    public init(files: [String] = [], errors: [DiscoveryError] = []) {
        self.files = files
        self.errors = errors
    }
}
