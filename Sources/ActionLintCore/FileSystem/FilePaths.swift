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
        guard !path.hasPrefix("/") else { return normalize(path) }
        // A normal relative path under a normal folder (every discovered file's, keyed for the
        // module indexes) is normal once joined: made in one buffer, not two appends and a check.
        if base != "/", isNormalized(base), path.utf8.withContiguousStorageIfAvailable(hasNormalComponents) == true {
            return joined(base, path)
        }
        return normalize(base + "/" + path)
    }

    /// `folder`, a slash and `name`, written into one new string.
    static func joined(_ folder: String, _ name: String) -> String {
        var folder = folder, name = name
        return folder.withUTF8 { head in
            name.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(fromContentsOf: head)
                    buffer[head.count] = UInt8(ascii: "/")
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + 1)...]).initialize(fromContentsOf: tail)
                    return buffer.count
                }
            }
        }
    }

    static func normalize(_ path: String) -> String {
        // Most paths are normal already (every discovered file's, for one): checked as bytes, kept.
        if isNormalized(path) { return path }
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

    /// Whether `path` is absolute with no empty, `.` or `..` component and no trailing slash.
    static func isNormalized(_ path: String) -> Bool {
        // Asked of every input's path when a module is indexed: read from the String's own
        // storage (its iterator cost about thirty instructions a byte).
        path.utf8.withContiguousStorageIfAvailable(isNormalized) ?? isNormalized(Array(path.utf8)[...])
    }

    static func isNormalized<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> Bool {
        guard utf8.first == UInt8(ascii: "/") else { return false }
        return utf8.count == 1 || hasNormalComponents(utf8.dropFirst())
    }

    /// Whether the bytes are names between single slashes, none `.` or `..`: no slash leads
    /// or ends them, and none is empty.
    static func hasNormalComponents<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> Bool {
        var componentLength = 0
        var dots = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return componentLength > 0 && !(componentLength == dots && dots <= 2)
    }

    /// The absolute path's parent, or nil for the root.
    static func parent(_ path: String) -> String? {
        guard path != "/" else { return nil }
        // As bytes, like the kernel: a search by Character cost thousands of instructions, once
        // for each folder walked.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
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

    /// `path` relative to `folder` through their nearest common folder (`../App/V.swift`); both
    /// normalized absolute paths. The root is their common folder at worst.
    static func relativeWithParents(_ path: String, to folder: String) -> String {
        if let inside = relative(path, to: folder) { return inside.isEmpty ? "." : inside }
        let pathParts = path.split(separator: "/")
        let folderParts = folder.split(separator: "/")
        var common = 0
        while common < min(pathParts.count, folderParts.count), pathParts[common] == folderParts[common] { common += 1 }
        let ups = Array(repeating: "..", count: folderParts.count - common)
        return (ups + pathParts[common...].map(String.init)).joined(separator: "/")
    }

    /// Byte-wise order, so output does not depend on Unicode normalization or locale.
    static func byteOrder(_ lhs: String, _ rhs: String) -> Bool {
        // `memcmp` on the contiguous bytes: the generic UTF-8 view comparison cost about a
        // thousand instructions per pair of paths.
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in rhs.withUTF8 { right in compareBytes(left, right) < 0 } }
    }

    /// `strings` in `byteOrder`, optionally without byte-equal repeats.
    static func sortedByBytes(_ strings: [String], droppingRepeats: Bool = false) -> [String] {
        byteOrderIndices(strings, droppingRepeats: droppingRepeats).map { strings[$0] }
    }

    /// The indices of `strings` in `byteOrder`, optionally leaving out byte-equal repeats (the
    /// first of each stays), so that values kept beside the strings can follow them.
    static func byteOrderIndices(_ strings: [String], droppingRepeats: Bool) -> [Int] {
        // A walk lists each folder in byte order, so its paths usually come sorted already; one
        // pass over neighbours then stands in for the sort (sorted strictly: no repeats either).
        if isStrictlyAscending(strings) { return Array(strings.indices) }
        let keys = strings.map { ContiguousArray($0.utf8) }
        let order = byteOrderIndices(keys)
        var result: [Int] = []
        result.reserveCapacity(strings.count)
        for (position, index) in order.enumerated() {
            if droppingRepeats, position > 0, compareBytes(keys[order[position - 1]], keys[index]) == 0 { continue }
            result.append(index)
        }
        return result
    }

    /// Whether each string sorts strictly after the one before it. False also when a string does
    /// not lend its bytes (a bridged one): the caller then sorts, which is never wrong.
    private static func isStrictlyAscending(_ strings: [String]) -> Bool {
        for index in strings.indices.dropFirst() {
            let order = strings[index - 1].utf8.withContiguousStorageIfAvailable { left in
                strings[index].utf8.withContiguousStorageIfAvailable { right in compareBytes(left, right) }
            }
            guard let order = order ?? nil, order < 0 else { return false }
        }
        return true
    }

    /// The indices of `strings` in `byteOrder`.
    static func byteOrderIndices(_ strings: [String]) -> [Int] {
        byteOrderIndices(strings.map { ContiguousArray($0.utf8) })
    }

    /// Each string's bytes are copied out once, so a comparison is one `memcmp`: thousands of
    /// paths are sorted before any file is linted, and the `withUTF8` of `byteOrder` at every
    /// comparison cost hundreds of instructions each.
    private static func byteOrderIndices(_ keys: [ContiguousArray<UInt8>]) -> [Int] {
        keys.indices.sorted { compareBytes(keys[$0], keys[$1]) < 0 }
    }

    private static func compareBytes(_ lhs: ContiguousArray<UInt8>, _ rhs: ContiguousArray<UInt8>) -> Int {
        lhs.withUnsafeBufferPointer { left in rhs.withUnsafeBufferPointer { right in compareBytes(left, right) } }
    }

    /// Negative, zero or positive as `lhs` sorts before, with or after `rhs` byte by byte.
    static func compareBytes(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(lhs.count, rhs.count)
        if common > 0, let a = lhs.baseAddress, let b = rhs.baseAddress {
            let order = memcmp(a, b, common)
            if order != 0 { return Int(order) }
        }
        return lhs.count - rhs.count
    }

    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
