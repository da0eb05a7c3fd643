/// A point in a file: 1-based line and column (Unicode scalars) and the UTF-8 byte offset.
public struct SourcePosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }
}
