/// A file the run depends on (a configuration, a baseline) that cannot be used. `description`
/// is one line that names the file, then the place and the problem:
/// - `.action-lint.json: rules.duplicate-action-closure.severity: expected "warning" or "error", found "fatal"`
/// - `.action-lint.json:3:5: invalid JSON: expected ',' or '}', found '"'`
/// - `lint-baseline.json: entries[2].count: expected an integer >= 1, found 0`
public struct LocatedError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as it was shown to the user.
    public var path: String
    /// Where in the file, for JSON syntax errors.
    public var line: Int?
    public var column: Int?
    /// Everything after the path (and position).
    public var message: String
    /// The other problems of the same file or of the files it depends on, each one line like
    /// this one: a configuration with three mistakes reports the three at once.
    public var more: [LocatedError] = []

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// One line per problem.
    public var description: String {
        ([firstLine] + more.map(\.description)).joined(separator: "\n")
    }

    private var firstLine: String {
        if let line, let column { return "\(path):\(line):\(column): \(message)" }
        return "\(path): \(message)"
    }

    /// This problem, then `other`'s.
    public func adding(_ other: LocatedError) -> LocatedError {
        var both = self
        both.more.append(other)
        return both
    }
}

/// The names the loaders throw under: one type, so the two read and print the same way.
public typealias ConfigurationError = LocatedError
public typealias BaselineError = LocatedError
