/// Cuts the byte stream of the base protocol into message bodies: header lines
/// (`Content-Length: N`, optionally `Content-Type`) ended by an empty line, then N bytes.
///
/// Bytes arrive in arbitrary pieces (a message split over reads, several in one read), so they
/// are buffered until a whole message is there. A header without a usable `Content-Length`
/// cannot say where its body ends: the framer reports it and skips to the next header that
/// starts with `Content-Length`, so one bad message does not take the stream down with it.
public struct MessageFramer {
    /// A body larger than this is refused (with the header skipped) rather than buffered.
    public static let maximumBodyLength = 256 << 20
    /// Header blocks are a few dozen bytes; this much without an empty line is not a header.
    static let maximumHeaderLength = 8192

    public enum Frame: Equatable {
        case message([UInt8])
        /// Bytes skipped, and why (for the log).
        case malformed(String)
    }

    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts (consumed bytes are dropped in batches).
    private var start = 0
    /// After a bad header: looking for the next `Content-Length`.
    private var resynchronizing = false

    public init() {}

    /// How many bytes are buffered and not yet framed.
    public var pendingByteCount: Int { buffer.count - start }

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// The next complete frame, or nil when more bytes are needed.
    public mutating func next() -> Frame? {
        if resynchronizing {
            guard let found = findHeaderName(from: start) else {
                // Keep what could be the start of the name.
                start = max(start, buffer.count - (Self.headerName.count - 1))
                return nil
            }
            start = found
            resynchronizing = false
        }
        guard let headerEnd = find(Self.headerTerminator, from: start, limit: start + Self.maximumHeaderLength) else {
            guard pendingByteCount > Self.maximumHeaderLength else { return nil }
            return skipToNextHeader(after: start, reason: "no end of header within \(Self.maximumHeaderLength) bytes")
        }
        let header = Array(buffer[start..<headerEnd])
        let bodyStart = headerEnd + Self.headerTerminator.count
        let length: Int
        switch Self.contentLength(header) {
        case let .success(value): length = value
        case let .failure(reason): return skipToNextHeader(after: start, reason: reason)
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return .message(body)
    }

    /// Gives up the header at `offset`: the bytes from there to the next `Content-Length` are
    /// dropped (as they arrive), without a report of their own.
    private mutating func skipToNextHeader(after offset: Int, reason: String) -> Frame {
        start = offset + 1
        resynchronizing = true
        return .malformed(reason)
    }

    enum HeaderResult { case success(Int), failure(String) }

    /// The `Content-Length` of a header block (the bytes before the empty line).
    static func contentLength(_ header: [UInt8]) -> HeaderResult {
        guard let text = String(validating: header, as: UTF8.self) else { return .failure("header is not UTF-8") }
        var length: Int?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else { return .failure("header line without ':' (\(line.prefix(40)))") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            guard name == "content-length" else { continue }
            guard let number = Int(value), number >= 0, value.allSatisfy(\.isASCII) else {
                return .failure("Content-Length is not a number: '\(value.prefix(40))'")
            }
            guard number <= maximumBodyLength else { return .failure("Content-Length \(number) is over the limit of \(maximumBodyLength) bytes") }
            length = number
        }
        guard let length else { return .failure("header without Content-Length") }
        return .success(length)
    }

    /// `Content-Length: N\r\n\r\n` and the body: one message as it goes on the wire.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes.append(contentsOf: body)
        return bytes
    }

    static let headerTerminator: [UInt8] = Array("\r\n\r\n".utf8)
    static let headerName: [UInt8] = Array("content-length".utf8)

    private func find(_ needle: [UInt8], from offset: Int, limit: Int) -> Int? {
        let end = min(buffer.count, limit + needle.count) - needle.count
        guard offset <= end else { return nil }
        for index in offset...end where buffer[index] == needle[0] {
            if buffer[index..<(index + needle.count)].elementsEqual(needle) { return index }
        }
        return nil
    }

    /// The next `Content-Length` (case-insensitive), from `offset` on.
    private func findHeaderName(from offset: Int) -> Int? {
        let name = Self.headerName
        guard buffer.count - name.count >= offset else { return nil }
        for index in offset...(buffer.count - name.count) where buffer[index] | 0x20 == name[0] {
            if zip(buffer[index..<(index + name.count)], name).allSatisfy({ $0 | 0x20 == $1 }) { return index }
        }
        return nil
    }
}
