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
    /// A configuration's other problems, each a line of its own (`LocatedError.more`).
    public var more: [LocatedError] = []

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    /// A configuration file of a searched folder that cannot be used.
    init(_ error: ConfigurationError) {
        self.init(path: error.path, problem: error.message)
        line = error.line
        column = error.column
        more = error.more
    }

    /// One error per problem, each a line of its own (a file broken above and one below share
    /// the first: each is noted once).
    var separated: [DiscoveryError] {
        var first = self
        first.more = []
        return [first] + more.map { DiscoveryError($0) }
    }

    public var description: String {
        var located = LocatedError(path: path, line: line, column: column, message: problem)
        located.more = more
        return located.description
    }
}
