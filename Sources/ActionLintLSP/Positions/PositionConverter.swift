import ActionLintCore

/// Turns byte offsets of a document into LSP positions (0-based line, character in the
/// negotiated encoding) and back. Lines end at `\n`, `\r\n` or a lone `\r`, as in the
/// specification and in `SourceFile.lineStarts`.
struct PositionConverter {
    let file: SourceFile
    let encoding: PositionEncoding

    struct Position: Hashable {
        var line: Int
        var character: Int
    }

    func position(of offset: Int) -> Position {
        let clamped = max(0, min(offset, file.bytes.count))
        let line = file.line(of: clamped) - 1
        let start = file.lineStarts[line]
        let end = min(clamped, file.lineRange(line + 1).upperBound)
        return Position(line: line, character: units(from: start, to: end))
    }

    /// The byte offset of a position. A line past the end is the end of the document; a
    /// character past the line's end is the line's end (as the specification asks); one that
    /// falls inside a character (half of a surrogate pair) is that character's start.
    func offset(of position: Position) -> Int {
        let lineStarts = file.lineStarts
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return file.bytes.count }
        let range = file.lineRange(position.line + 1)
        if encoding == .utf8 {
            return min(range.lowerBound + max(0, position.character), range.upperBound)
        }
        return file.bytes.withUnsafeBufferPointer { bytes in
            var index = range.lowerBound
            var counted = 0
            while index < range.upperBound {
                let length = PositionEncoding.sequenceLength(lead: bytes[index])
                let units = encoding.units(ofScalarBytes: length)
                if counted + units > position.character { break }
                counted += units
                index = min(index + length, range.upperBound)
            }
            return index
        }
    }

    /// Code units between two byte offsets of one line.
    private func units(from start: Int, to end: Int) -> Int {
        if encoding == .utf8 { return end - start }
        return file.bytes.withUnsafeBufferPointer { bytes in
            var index = start
            var counted = 0
            while index < end {
                let length = PositionEncoding.sequenceLength(lead: bytes[index])
                counted += encoding.units(ofScalarBytes: length)
                index += length
            }
            return counted
        }
    }

    func json(_ position: Position) -> JSONValue {
        .object([(key: "line", value: .integer(position.line)), (key: "character", value: .integer(position.character))])
    }

    /// An LSP `Range` for a byte range.
    func range(_ bytes: Range<Int>) -> JSONValue {
        .object([(key: "start", value: json(position(of: bytes.lowerBound))), (key: "end", value: json(position(of: bytes.upperBound)))])
    }

    /// Reads an LSP `Position` object.
    static func position(_ value: JSONValue?) -> Position? {
        guard let line = value?["line"]?.integer, let character = value?["character"]?.integer else { return nil }
        return Position(line: line, character: character)
    }

    /// Reads an LSP `Range` object as byte offsets (start before end).
    func byteRange(_ value: JSONValue?) -> Range<Int>? {
        guard let start = Self.position(value?["start"]), let end = Self.position(value?["end"]) else { return nil }
        let lower = offset(of: start)
        let upper = offset(of: end)
        return min(lower, upper)..<max(lower, upper)
    }
}
