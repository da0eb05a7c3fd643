/// Where the line holding a byte starts, for bytes asked about in increasing order (as a scan
/// over the tokens does): each byte is looked at once however many questions come, so a scan
/// needs no table of every line start — which most files never need at all.
/// Line breaks are `\n`, `\r\n` and a lone `\r`, as in `SourceFile.lineStarts`.
struct LineStartCursor {
    /// Bytes before this offset have been looked at.
    private var checkedUpTo = 0
    private var lineStart = 0

    /// The offset where the line holding `offset` starts; `offset` must not be below the one
    /// asked about before.
    mutating func lineStart(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = offset - 1
        while index >= checkedUpTo {
            let byte = bytes[index]
            // A `\r` ends a line unless a `\n` follows it: then the line ends after that.
            if byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")) {
                lineStart = index + 1
                break
            }
            index -= 1
        }
        checkedUpTo = max(checkedUpTo, offset)
        return lineStart
    }
}
