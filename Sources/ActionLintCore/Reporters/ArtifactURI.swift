/// A file path as a SARIF `artifactLocation`: a URI reference, plus the base it is relative to.
struct ArtifactURI: Hashable, Sendable {
    /// The symbolic base that relative paths are resolved against; GitHub code scanning maps it
    /// to the checkout's root.
    static let sourceRootBaseID = "%SRCROOT%"

    var uri: String
    /// `sourceRootBaseID` for relative paths; nil for absolute ones, which are `file://` URIs.
    var uriBaseID: String?

    /// `path` as shown, made relative to `base.sourceRoot` when there is a base (a file outside
    /// it gets an absolute `file://` URI).
    init(path: String, base: ArtifactBase?) {
        guard let base else {
            self.init(path: path)
            return
        }
        let absolute = FilePaths.absolute(path, relativeTo: base.workingFolder)
        guard let relative = FilePaths.relative(absolute, to: base.sourceRoot), !relative.isEmpty else {
            self.init(path: absolute)
            return
        }
        self.init(path: relative)
    }

    /// The `file://` URI of an absolute folder, ending in `/` as `originalUriBaseIds` requires.
    static func folderURI(_ folder: String) -> String {
        let bytes = Array(folder.utf8)
        let encoded = percentEncoded(bytes[...])
        return "file://" + (encoded.hasSuffix("/") ? encoded : encoded + "/")
    }

    /// Separators become `/` (SARIF viewers expect URI syntax even for Windows paths), a leading
    /// `./` is dropped so that viewers matching against repository paths find the file, and every
    /// byte that may not stand in a URI path segment is percent-encoded. `+` and the other
    /// sub-delimiters stay as they are: `View+Ext.swift`, the usual name of an extension's
    /// file, must read back as the repository's path. Encoding `:` keeps a first segment such
    /// as `a:b.swift` from being read as a URI scheme.
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

    /// Unreserved characters, sub-delimiters, `@` and the path separator (RFC 3986 `pchar`
    /// without `:`).
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }

    /// Uppercase, as RFC 3986 recommends.
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}

/// What SARIF URIs are relative to: shown paths are taken from `workingFolder` and written
/// relative to `sourceRoot`.
struct ArtifactBase: Hashable, Sendable {
    var sourceRoot: String
    var workingFolder: String
}
