/// A file path as a SARIF `artifactLocation`: a URI reference, plus the base it is relative to.
struct ArtifactURI: Hashable, Sendable {
    /// The symbolic base that relative paths are resolved against; GitHub code scanning maps it
    /// to the checkout's root.
    static let sourceRootBaseID = "%SRCROOT%"

    var uri: String
    /// `sourceRootBaseID` for relative paths; nil for absolute ones, which are `file://` URIs.
    var uriBaseID: String?

    /// Separators become `/` (SARIF viewers expect URI syntax even for Windows paths), a leading
    /// `./` is dropped so that viewers matching against repository paths find the file, and every
    /// byte outside RFC 3986's unreserved set is percent-encoded. Encoding `:` keeps a first
    /// segment such as `a:b.swift` from being read as a URI scheme.
    ///
    /// Worked out on the UTF-8 bytes: the SARIF report makes one for every location, after the
    /// lint, on one core, and appending to a String scalar by scalar cost ~50K instructions a path.
    init(path: String) {
        var bytes = Array(path.utf8)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\\") { bytes[index] = UInt8(ascii: "/") }
        var start = bytes.startIndex
        while ArtifactURI.hasPrefix(bytes[start...], "./") { start += 2 }
        let rest = bytes[start...]
        if ArtifactURI.hasPrefix(rest, "/") {
            uri = "file://" + ArtifactURI.percentEncoded(rest)
            uriBaseID = nil
        } else {
            uri = ArtifactURI.percentEncoded(rest)
            uriBaseID = ArtifactURI.sourceRootBaseID
        }
    }

    /// The `artifactLocation` object.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("uri", uri)
        if let uriBaseID { writer.member("uriBaseId", uriBaseID) }
        writer.endObject()
    }

    private static func percentEncoded(_ path: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(path.count)
        for byte in path {
            if isKept(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `bytes` start with the ASCII `prefix` as `String.hasPrefix` sees it, character by
    /// character. Only a non-ASCII scalar right after the prefix can join its last character (a
    /// combining mark after `/`, say); then a String decides, as it did before bytes were used.
    private static func hasPrefix(_ bytes: ArraySlice<UInt8>, _ prefix: StaticString) -> Bool {
        let prefixBytes = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        guard bytes.starts(with: prefixBytes) else { return false }
        let next = bytes.startIndex + prefixBytes.count
        guard next < bytes.endIndex, bytes[next] >= 0x80 else { return true }
        return String(decoding: bytes, as: UTF8.self).hasPrefix(String(decoding: prefixBytes, as: UTF8.self))
    }

    /// Unreserved characters and the path separator.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// Uppercase, as RFC 3986 recommends.
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
