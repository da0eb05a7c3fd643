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
    init(path: String) {
        var path = ArtifactURI.forwardSlashes(path)
        while path.hasPrefix("./") { path.removeFirst(2) }
        if path.hasPrefix("/") {
            uri = "file://" + ArtifactURI.percentEncoded(path)
            uriBaseID = nil
        } else {
            uri = ArtifactURI.percentEncoded(path)
            uriBaseID = ArtifactURI.sourceRootBaseID
        }
    }

    /// The `artifactLocation` object.
    var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("uri", .string(uri))]
        if let uriBaseID { members.append(("uriBaseId", .string(uriBaseID))) }
        return .object(members)
    }

    private static func percentEncoded(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            if isKept(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output += "%" + hexDigits(byte)
            }
        }
        return output
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

    private static func forwardSlashes(_ path: String) -> String {
        var output = ""
        for scalar in path.unicodeScalars {
            output.unicodeScalars.append(scalar == "\\" ? "/" : scalar)
        }
        return output
    }

    /// Two uppercase hex digits, as RFC 3986 recommends.
    private static func hexDigits(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
