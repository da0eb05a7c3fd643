/// A path that could not be searched. Discovery carries on with the other paths; the driver
/// prints these (one line each) and decides the exit status.
public struct DiscoveryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as shown in output (relative to the working folder when under it).
    public var path: String
    /// What went wrong, e.g. "no such file or directory".
    public var problem: String
    /// Where in the file, for a configuration file's JSON syntax error.
    public var line: Int?
    public var column: Int?

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    /// A configuration file of a searched folder that cannot be used.
    init(_ error: ConfigurationError) {
        self.init(path: error.path, problem: error.message)
        line = error.line
        column = error.column
    }

    public var description: String {
        LocatedError(path: path, line: line, column: column, message: problem).description
    }
}
