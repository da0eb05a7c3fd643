/// The declarations of a module's files, gathered lazily name by name: a name is searched for
/// once, byte by byte, in the files not indexed yet, and only the files that spell it are
/// parsed; each parsed file gives all its declarations. Safe to share between threads.
public final class ModuleIndex: @unchecked Sendable {
    /// One file of the module: where to read it, or its text (an editor's open document).
    public struct File: Sendable {
        public var path: String
        public var bytes: [UInt8]?

        public init(path: String, bytes: [UInt8]? = nil) {
            self.path = path
            self.bytes = bytes
        }
    }

    private let lock = PThreadMutex()
    private var files: [File]
    private var indexed: [Bool]
    private var searched = Set<String>()
    /// Files changed since they were searched (`update`).
    private var stale = Set<Int>()
    private var declarations: [String: [ModuleDeclaration]] = [:]
    /// How many files were parsed for the index (for tests and the bench).
    public private(set) var parsedFileCount = 0

    /// The module's name when its declarations are another module's (see `ModuleDeclaration.module`).
    public let name: String?

    public init(files: [File], name: String? = nil) {
        self.files = files
        self.name = name
        indexed = Array(repeating: false, count: files.count)
    }

    /// The module's files of a SwiftPM target folder.
    public convenience init(targetFolder: String, name: String? = nil) {
        self.init(files: ModuleLocator.swiftFiles(under: targetFolder).map { File(path: $0) }, name: name)
    }

    public var fileCount: Int { files.count }

    /// The declarations named `name`, searching the files for it first when it is new. Files
    /// that changed are searched again first, except `excluding` (the file asking: its own
    /// declarations are not looked up, so an editor's keystrokes there cost no parse here).
    public func declarations(named name: String, excluding: String? = nil) -> [ModuleDeclaration] {
        lock.locked {
            if !stale.isEmpty { searchStale(excluding: excluding) }
            if !searched.contains(name) { searchLocked([name]) }
            return declarations[name] ?? []
        }
    }

    /// Searches for every name not searched yet at once (one read of each file).
    public func search(_ names: Set<String>) {
        lock.locked { searchLocked(names.subtracting(searched)) }
    }

    /// The files parsed for the index so far.
    public var indexedPaths: [String] {
        lock.locked { files.indices.filter { indexed[$0] }.map { files[$0].path } }
    }

    /// A file's text changed (an editor's buffer, or on disk; `bytes` nil: read it from disk):
    /// its declarations are read again when a name is next asked for by another file.
    public func update(path: String, bytes: [UInt8]?) {
        lock.locked {
            let position: Int
            if let known = files.firstIndex(where: { $0.path == path }) {
                position = known
                files[position].bytes = bytes
                if indexed[position] {
                    for key in declarations.keys { declarations[key]?.removeAll { $0.file.source.path == path } }
                    indexed[position] = false
                    parsedFileCount -= 1
                }
            } else {
                files.append(File(path: path, bytes: bytes))
                indexed.append(false)
                position = files.count - 1
            }
            stale.insert(position)
        }
    }

    private func searchStale(excluding: String?) {
        for position in stale where files[position].path != excluding {
            stale.remove(position)
            searchFile(position, for: searched)
        }
    }

    private func searchLocked(_ names: Set<String>) {
        guard !names.isEmpty else { return }
        searched.formUnion(names)
        let needles = names.map { Array($0.utf8) }
        let pending = files.indices.filter { !indexed[$0] }
        let matched = Concurrently.map(pending.indices) { position -> [ModuleDeclaration]? in
            let file = files[pending[position]]
            guard let bytes = file.bytes ?? (try? FileSystemAccess.readBytes(file.path)),
                  needles.contains(where: { ByteSearch.containsWord($0, in: bytes) }) else { return nil }
            return DeclarationReader.declarations(in: ParsedFile(source: SourceFile(path: file.path, bytes: bytes)))
        }
        for (position, found) in zip(pending, matched) {
            guard let found else { continue }
            add(found, file: position)
        }
    }

    private func searchFile(_ position: Int, for names: Set<String>) {
        let file = files[position]
        guard !names.isEmpty, let bytes = file.bytes ?? (try? FileSystemAccess.readBytes(file.path)),
              names.contains(where: { ByteSearch.containsWord(Array($0.utf8), in: bytes) }) else { return }
        add(DeclarationReader.declarations(in: ParsedFile(source: SourceFile(path: file.path, bytes: bytes))), file: position)
    }

    private func add(_ found: [ModuleDeclaration], file position: Int) {
        indexed[position] = true
        parsedFileCount += 1
        for var declaration in found {
            declaration.module = name
            declarations[declaration.name, default: []].append(declaration)
        }
    }
}

/// Whether bytes spell a name as a whole word, before any lexing.
enum ByteSearch {
    static func containsWord(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { haystack in
            var index = 0
            let last = haystack.count - needle.count
            while index <= last {
                if haystack[index] == first, matches(needle, haystack, at: index),
                   index == 0 || !isWordByte(haystack[index - 1]),
                   index + needle.count == haystack.count || !isWordByte(haystack[index + needle.count]) {
                    return true
                }
                index += 1
            }
            return false
        }
    }

    private static func matches(_ needle: [UInt8], _ haystack: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        for offset in 1..<needle.count where haystack[start + offset] != needle[offset] { return false }
        return true
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a)
    }
}

/// One file's view of its module's index: the declarations of the other files. With no index
/// (a first pass), every name is unknown and recorded, so that the runner knows which names the
/// file's fixes need.
public final class ModuleLookup: ModuleTypes, @unchecked Sendable {
    private let index: ModuleIndex?
    /// The modules the file's module depends on (their declarations carry the module's name).
    private let dependencies: [ModuleIndex]
    private let path: String
    /// The names asked for with no index (read on the thread that lints the file, after it).
    public private(set) var needed = Set<String>()

    public init(index: ModuleIndex?, dependencies: [ModuleIndex] = [], excluding path: String) {
        self.index = index
        self.dependencies = dependencies
        self.path = path
    }

    public func declarations(named name: String) -> [ModuleDeclaration]? {
        guard let index else {
            needed.insert(name)
            return nil
        }
        let own = index.declarations(named: name, excluding: path).filter { $0.file.source.path != path }
        return own + dependencies.flatMap { $0.declarations(named: name) }
    }
}
