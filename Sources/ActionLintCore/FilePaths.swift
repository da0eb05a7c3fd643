#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lexical path arithmetic on `/`-separated paths. Nothing here touches the disk: symbolic
/// links are kept as the user named them, so output paths look like the ones they typed.
enum FilePaths {
    /// `path` made absolute against `base` (itself absolute), with `.` and `..` resolved and
    /// repeated or trailing slashes removed.
    static func absolute(_ path: String, relativeTo base: String) -> String {
        normalize(path.hasPrefix("/") ? path : base + "/" + path)
    }

    static func normalize(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." {
                if !components.isEmpty { components.removeLast() }
                continue
            }
            components.append(component)
        }
        return "/" + components.joined(separator: "/")
    }

    /// The absolute path's parent, or nil for the root.
    static func parent(_ path: String) -> String? {
        guard path != "/" else { return nil }
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` relative to `folder` when it is inside it ("" for the folder itself), else nil.
    /// Both must be normalized absolute paths.
    static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        // Compared as bytes: `hasPrefix` compares characters, and a combining mark after the
        // slash would merge with it into one character. (On the strings' own storage: this runs
        // for every file a folder holds, before any is linted.)
        var path = path
        var folder = folder
        return path.withUTF8 { path in
            folder.withUTF8 { folder in
                let isRoot = folder.count == 1 && folder[0] == UInt8(ascii: "/")
                let prefixCount = isRoot ? 1 : folder.count + 1
                guard path.count >= prefixCount, folder.indices.allSatisfy({ path[$0] == folder[$0] }),
                      isRoot || path[folder.count] == UInt8(ascii: "/") else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: path[prefixCount...]), as: UTF8.self)
            }
        }
    }

    /// Byte-wise order, so output does not depend on Unicode normalization or locale.
    static func byteOrder(_ lhs: String, _ rhs: String) -> Bool {
        // `memcmp` on the contiguous bytes: the generic UTF-8 view comparison cost about a
        // thousand instructions per pair of paths, and a folder's paths are sorted before any
        // is linted.
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                let common = min(left.count, right.count)
                if common > 0, let a = left.baseAddress, let b = right.baseAddress {
                    let order = memcmp(a, b, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
    }

    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
