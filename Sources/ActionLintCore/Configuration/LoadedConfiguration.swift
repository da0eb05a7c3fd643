/// A configuration together with where it came from: include and exclude globs are relative to
/// `baseFolder`.
public struct LoadedConfiguration: Hashable, Sendable {
    public var configuration: Configuration
    /// The absolute path of the file read, or nil when none was found (defaults apply).
    public var file: String?
    /// The absolute folder that holds the file, or the search's starting folder when there is
    /// no file.
    public var baseFolder: String

    public init(configuration: Configuration, file: String?, baseFolder: String) {
        self.configuration = configuration
        self.file = file
        self.baseFolder = baseFolder
    }
}
