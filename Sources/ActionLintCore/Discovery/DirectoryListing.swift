/// The entries of one folder, without "." and "..", in the order `readdir` gave them.
///
/// The names are kept as bytes in one buffer, not as a String each: discovery lists every
/// folder before any file is linted, on one core, and most entries are only sorted, checked for
/// the `.swift` extension and joined to their folder's path, which is all byte work. A String is
/// made only for a name that is kept, or that needs more than its bytes.
struct DirectoryListing: Sendable {
    private(set) var entries: [DirectoryEntry] = []
    private var bytes: [UInt8] = []
    /// Whether every name is ASCII. Then byte work and String work agree on every question
    /// asked here; other names are answered through Strings, exactly as before the bytes were
    /// kept (a String repairs invalid UTF-8, which changes its bytes and so its sort order, and
    /// `hasSuffix` compares characters, which a non-ASCII scalar may join with the dot).
    private(set) var isASCII = true

    /// Room for a usual folder, so that listing one allocates once rather than at each doubling.
    init() {
        entries.reserveCapacity(32)
        bytes.reserveCapacity(1024)
    }

    mutating func append(name: UnsafeBufferPointer<UInt8>, isRegularFile: Bool) {
        let start = bytes.count
        bytes.append(contentsOf: name)
        entries.append(DirectoryEntry(nameBytes: start..<bytes.count, isRegularFile: isRegularFile))
        if isASCII, name.contains(where: { $0 >= 0x80 }) { isASCII = false }
    }

    func name(of entry: DirectoryEntry) -> String {
        String(decoding: bytes[entry.nameBytes], as: UTF8.self)
    }

    var names: [String] { entries.map(name(of:)) }

    /// The indices of `entries` in the byte order of their names (`FilePaths.byteOrder`).
    func indicesInByteOrder() -> [Int] {
        guard isASCII else { return FilePaths.byteOrderIndices(names) }
        return bytes.withUnsafeBufferPointer { buffer in
            entries.indices.sorted { left, right in
                FilePaths.compareBytes(
                    UnsafeBufferPointer(rebasing: buffer[entries[left].nameBytes]),
                    UnsafeBufferPointer(rebasing: buffer[entries[right].nameBytes])
                ) < 0
            }
        }
    }

    /// Whether some entry is named `name` exactly (byte for byte).
    func containsName(_ name: [UInt8]) -> Bool {
        entries.contains { entry in
            entry.nameBytes.count == name.count && bytes[entry.nameBytes].elementsEqual(name)
        }
    }

    /// Whether the name ends in `.swift`, as `String.hasSuffix` sees it.
    func hasSwiftExtension(_ entry: DirectoryEntry) -> Bool {
        guard isASCII else { return name(of: entry).hasSuffix(".swift") }
        let suffixStart = entry.nameBytes.upperBound - Self.swiftExtension.count
        guard suffixStart >= entry.nameBytes.lowerBound else { return false }
        for (offset, byte) in Self.swiftExtension.enumerated() where bytes[suffixStart + offset] != byte { return false }
        return true
    }

    /// `prefix` (valid UTF-8, empty or ending in `/`) followed by the entry's name, as one String
    /// made in one allocation. A name that is not valid UTF-8 is repaired as `String(decoding:)`
    /// repairs it.
    func path(of entry: DirectoryEntry, prefixedBy prefix: [UInt8]) -> String {
        let name = bytes[entry.nameBytes]
        return String(unsafeUninitializedCapacity: prefix.count + name.count) { buffer in
            let prefixEnd = buffer.initialize(fromContentsOf: prefix)
            return buffer[prefixEnd...].initialize(fromContentsOf: name)
        }
    }

    private static let swiftExtension = Array(".swift".utf8)
}
