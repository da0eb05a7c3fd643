#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one Swift file and the table that turns byte offsets into lines and columns.
public final class SourceFile: Sendable {
    /// The path as it is shown in output (relative to the working folder when possible).
    public let path: String
    public let bytes: [UInt8]
    private let lazyLineStarts = LazyValue<[Int]>()

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Byte offset at which each line starts; `lineStarts[0] == 0`. Computed on first use.
    public var lineStarts: [Int] {
        lazyLineStarts.value { SourceFile.computeLineStarts(bytes) }
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of a byte range; invalid UTF-8 is repaired with U+FFFD.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    public func text(of token: Token) -> String { text(token.range) }

    /// Whether the token's bytes equal `literal` (ASCII), without building a String.
    @inlinable
    public func token(_ token: Token, is literal: StaticString) -> Bool {
        let length = token.length
        guard length == literal.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        return literal.withUTF8Buffer { expected in
            bytes.withUnsafeBufferPointer { buffer in
                var index = 0
                while index < length {
                    if buffer[start + index] != expected[index] { return false }
                    index += 1
                }
                return true
            }
        }
    }

    /// 1-based line of a byte offset.
    public func line(of offset: Int) -> Int {
        var low = 0
        let lineStarts = lineStarts
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// 1-based line and column of a byte offset; columns count Unicode scalars, so a line
    /// holding non-ASCII text still points at the right character.
    public func position(of offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        let line = line(of: clamped)
        let lineStart = lineStarts[line - 1]
        var column = 1
        var index = lineStart
        while index < clamped {
            // Continuation bytes (10xxxxxx) do not start a new scalar.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: line, column: column, offset: clamped)
    }

    /// The byte offset of a 1-based line and column (columns count Unicode scalars, as
    /// `position(of:)` does); nil when the line is not in the file or the column is past the
    /// end of the line (the column right after its last character is its end).
    public func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineCount, column >= 1 else { return nil }
        let range = lineRange(line)
        var offset = range.lowerBound
        var remaining = column - 1
        while remaining > 0 {
            guard offset < range.upperBound else { return nil }
            offset += 1
            // Continuation bytes (10xxxxxx) belong to the scalar before them.
            while offset < range.upperBound, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset
    }

    /// The byte range of a 1-based line, without its line break.
    public func lineRange(_ line: Int) -> Range<Int> {
        let lineStarts = lineStarts
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    public var lineCount: Int { lineStarts.count }

    private static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [0] }
            // Almost every file ends its lines with `\n` alone: then libc's vectorized `memchr`
            // finds each break, far faster than a byte loop. A `\r` anywhere takes the byte loop.
            if memchr(base, Int32(UInt8(ascii: "\r")), buffer.count) == nil {
                return newlineStarts(buffer)
            }
            return lineStartsByByte(buffer)
        }
    }

    /// Line starts of a buffer whose only line break is `\n`.
    private static func newlineStarts(_ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        let base = buffer.baseAddress!
        var index = 0
        while index < buffer.count,
              let found = memchr(base + index, Int32(UInt8(ascii: "\n")), buffer.count - index) {
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            starts.append(index)
        }
        return starts
    }

    /// Line starts with `\n`, `\r\n` and a lone `\r` all ending a line.
    private static func lineStartsByByte(_ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        var index = 0
        let count = buffer.count
        while index < count {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < count, buffer[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }
}
