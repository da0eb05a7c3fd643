#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether bytes hold a no-break space (U+00A0), which the lexer reads as white space and byte
/// scans as part of a name: `memchr` finds each `0xC2`.
public enum NoBreakSpace {
    public static func isIn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var from = 0
        while from < bytes.count - 1 {
            guard let found = memchr(base + from, 0xC2, bytes.count - 1 - from) else { return false }
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if bytes[at + 1] == 0xA0 { return true }
            from = at + 1
        }
        return false
    }
}
