/// `file://` URIs and the paths they name (RFC 8089 as editors write them: `file:///a/b%20c`).
enum DocumentURI {
    /// The absolute path of a `file` URI, percent-decoded; nil for other schemes (`untitled:`)
    /// or a URI that names a remote host.
    static func path(of uri: String) -> String? {
        let prefix = "file://"
        guard uri.lowercased().hasPrefix(prefix) else { return nil }
        var rest = Substring(uri.dropFirst(prefix.count))
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
        // `file:///path` has an empty host; `file://localhost/path` names this machine.
        if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
        guard rest.hasPrefix("/") else { return nil }
        return percentDecoded(rest)
    }

    /// A `file` URI for an absolute path: every byte outside the unreserved set and `/` is
    /// percent-encoded.
    static func uri(forPath path: String) -> String {
        var text = "file://"
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0xF)
            }
        }
        return text
    }

    /// `%XX` sequences replaced by their bytes; a `%` not followed by two hex digits is kept.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
               let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func hexDigit(_ value: UInt8) -> String {
        String(UnicodeScalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10))
    }
}
