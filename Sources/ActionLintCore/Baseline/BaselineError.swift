/// A baseline file that cannot be used; `description` is one line naming the file:
/// `lint-baseline.json: entries[2].count: expected an integer >= 1, found 0`.
public struct BaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// Where in the file, for JSON syntax errors.
    public var line: Int?
    public var column: Int?
    /// Everything after the path (and position).
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        if let line, let column { return "\(path):\(line):\(column): \(message)" }
        return "\(path): \(message)"
    }
}
