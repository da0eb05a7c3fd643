/// One token: a kind and the UTF-8 byte range it covers. Every byte of a file belongs to exactly
/// one token, trivia included, so joining the token texts gives back the file.
/// Offsets are 32-bit to keep the token array small (files over 2 GiB are refused earlier).
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    public var start: Int32
    public var end: Int32

    @inlinable
    public init(kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
    @inlinable public var length: Int { Int(end - start) }
}
