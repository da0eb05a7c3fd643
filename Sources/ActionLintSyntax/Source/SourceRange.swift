/// A span in a named file, as reporters show it.
public struct SourceRange: Hashable, Sendable {
    public var path: String
    public var start: SourcePosition
    public var end: SourcePosition

    public init(path: String, start: SourcePosition, end: SourcePosition) {
        self.path = path
        self.start = start
        self.end = end
    }

    public init(file: SourceFile, bytes: Range<Int>) {
        self.init(path: file.path, start: file.position(of: bytes.lowerBound), end: file.position(of: bytes.upperBound))
    }
}
