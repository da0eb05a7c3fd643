#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a file's bytes are text a person wrote in UTF-8, or something else that happens to
/// end in `.swift` (an executable renamed, random bytes, a UTF-16 file): linting those would
/// say "no findings" about a file that was never Swift.
///
/// A NUL byte (no text file has one) is looked for with `memchr`; then eight bytes at a time: a
/// word with no byte at or above 0x80 (nearly every word of a source file) costs a few
/// instructions, and only non-ASCII sequences are decoded.
public enum SourceTextCheck {
    /// A one-line problem (`binary file (NUL byte at line 3)`), or nil for UTF-8 text.
    public static func problem(in bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            if let found = memchr(base, 0, buffer.count) {
                let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                return "binary file (NUL byte at line \(line(of: offset, in: buffer)))"
            }
            return firstInvalidSequence(buffer)
        }
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The problem at the first byte that does not start a well-formed sequence, or nil. Words
    /// of ASCII are skipped whole; in a word with a non-ASCII byte, the ASCII bytes before it
    /// are skipped at once and the sequence there is decoded, then words are read again.
    private static func firstInvalidSequence(_ buffer: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = buffer.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset < buffer.count {
            // Four words at a time through long ASCII stretches.
            while offset + 32 <= buffer.count {
                let words = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
                guard words & highBits == 0 else { break }
                offset += 32
            }
            if offset == buffer.count { break }
            if offset + 8 <= buffer.count {
                // Little-endian: the lowest set high bit is the first non-ASCII byte.
                let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) & highBits
                if high == 0 {
                    offset += 8
                    continue
                }
                offset += high.trailingZeroBitCount / 8
            } else if buffer[offset] < 0x80 {
                offset += 1
                continue
            }
            guard let length = sequenceLength(buffer, at: offset) else {
                let byte = buffer[offset]
                return "not UTF-8 text (invalid byte 0x\(String(byte, radix: 16, uppercase: true)) at line \(line(of: offset, in: buffer)))"
            }
            offset += length
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence at `offset` (Unicode's table 3-7), or nil.
    private static func sequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let lead = buffer[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard offset + length <= buffer.count, secondRange.contains(buffer[offset + 1]) else { return nil }
        for next in (offset + 2)..<(offset + length) where !(0x80...0xBF).contains(buffer[next]) { return nil }
        return length
    }

    private static func line(of offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        1 + buffer[..<offset].count { $0 == UInt8(ascii: "\n") }
    }
}
