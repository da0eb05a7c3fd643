import ActionLintCore

/// Builds a fix's text from pieces in one byte buffer, decoded once at the end: a member is
/// written from the body's source bytes, piece by piece, and appending bytes costs less than
/// appending strings.
///
/// Every piece is valid UTF-8 (a `String`'s bytes, or source bytes that are ASCII; other source
/// bytes go in as their decoded text), so the result equals the concatenated strings.
struct TextWriter {
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A literal piece: its bytes are at hand, with no string to look into.
    mutating func write(literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ number: Int) {
        write(String(number))
    }

    /// `text` `count` times.
    mutating func write(_ text: String, times count: Int) {
        for _ in 0..<max(0, count) { write(text) }
    }

    /// The text of `range` in `source`, as `SourceFile.text` decodes it.
    mutating func write(_ range: Range<Int>, of source: SourceFile) {
        let isASCII = source.bytes.withUnsafeBufferPointer { all in
            let piece = UnsafeBufferPointer(rebasing: all[range])
            guard piece.allSatisfy({ $0 < 0x80 }) else { return false }
            bytes.append(contentsOf: piece)
            return true
        }
        if !isASCII { write(source.text(range)) }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
