#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ActionLintCore

/// What a segment of a multi-line string literal stands for: Swift removes the white space
/// before the closing `"""` from every line, so the same text written at two indentation depths
/// is one value. Bodies compare (and hash) such segments by this content, not by their bytes.
enum MultilineStringContent {
    /// The segment's bytes with the literal's indentation removed from each line it starts, or
    /// nil for any other token and for a segment with no line break (nothing to strip).
    static func strippedSegment(at index: Int, file: ParsedFile) -> [UInt8]? {
        let token = file.tokens[index]
        guard token.kind == .stringSegment, containsLineBreak(token, file: file),
              let indentation = closingIndentation(after: index, file: file), !indentation.isEmpty else { return nil }
        let bytes = file.source.bytes
        var result: [UInt8] = []
        result.reserveCapacity(token.length)
        var offset = Int(token.start)
        let end = Int(token.end)
        while offset < end {
            let byte = bytes[offset]
            result.append(byte)
            offset += 1
            // A line starts after `\n`: drop the indentation there when the line has it.
            if byte == UInt8(ascii: "\n"), offset + indentation.count <= end,
               bytes[offset..<(offset + indentation.count)].elementsEqual(indentation) {
                offset += indentation.count
            }
        }
        return result
    }

    /// memchr for `\n` in the token's bytes: most segments are short one-line strings.
    static func containsLineBreak(_ token: Token, file: ParsedFile) -> Bool {
        file.source.bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, token.length > 0 else { return false }
            return memchr(base + Int(token.start), Int32(UInt8(ascii: "\n")), token.length) != nil
        }
    }

    /// The white space before the literal's closing `"""`: the tail of the segment right before
    /// the `stringEnd` that closes the literal holding segment `index` (interpolations, and
    /// strings inside them, stepped over). Nil when that end is not a `"""` on its own line.
    static func closingIndentation(after index: Int, file: ParsedFile) -> ArraySlice<UInt8>? {
        var depth = 0
        var cursor = index + 1
        while cursor < file.tokens.count {
            switch file.tokens[cursor].kind {
            case .interpolationStart: depth += 1
            case .interpolationEnd: depth -= 1
            case .stringEnd where depth == 0:
                let last = file.tokens[cursor - 1]
                guard last.kind == .stringSegment,
                      file.source.text(of: file.tokens[cursor]).hasPrefix("\"\"\"") else { return nil }
                let bytes = file.source.bytes
                var start = Int(last.end)
                while start > Int(last.start),
                      bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
                guard start > Int(last.start), bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
                return bytes[start..<Int(last.end)]
            case .unknown: return nil
            default: break
            }
            cursor += 1
        }
        return nil
    }
}
