/// Why a JSON document was rejected, and where: 1-based line and column (columns count Unicode
/// scalars, like `SourcePosition`) so that an editor can jump to the spot.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// What was wrong, without the position: "expected ',' or '}'".
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}
