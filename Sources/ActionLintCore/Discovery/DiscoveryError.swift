/// A path that could not be searched. Discovery carries on with the other paths; the driver
/// prints these (one line each) and decides the exit status.
public struct DiscoveryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as shown in output (relative to the working folder when under it).
    public var path: String
    /// What went wrong, e.g. "no such file or directory".
    public var problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path): \(problem)" }
}
