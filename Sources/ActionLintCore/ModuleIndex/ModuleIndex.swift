/// The declarations of a module's files, gathered lazily name by name: a name is searched for
/// once, in the names each file not indexed yet may declare (known from the lint, or read from
/// its bytes once), and only the files that may declare it are parsed; each parsed file gives
/// all its declarations. Safe to share between threads.
public final class ModuleIndex: @unchecked Sendable {
    /// One file of the module: where to read it, or its text (an editor's open document).
    public struct File: Sendable {
        public var path: String
        public var bytes: [UInt8]?
        /// The names it may declare, in any order, when the lint's scan of its tokens read them
        /// (`ByteSearch.declaredNameHashes(in:)`).
        public var words: [UInt32]?

        public init(path: String, bytes: [UInt8]? = nil, words: [UInt32]? = nil) {
            self.path = path
            self.bytes = bytes
            self.words = words
        }
    }

    private let lock = PThreadMutex()
    private var files: [File]
    private var indexed: [Bool]
    /// The names each file may declare, as hashes: from the lint's scan of its tokens when the
    /// run linted it, else from its bytes once read (`ByteSearch`). A later name is looked for
    /// in them, not in the bytes again (a collision only costs a parse).
    private var words: [[UInt32]?]
    /// The words of the files listed first (`listWords`), bucketed by their hash's low bits: a
    /// search looks its names up here, not in every file's words. One table for each run of
    /// files, in file order, built on all cores.
    private var wordTables: [WordTable] = []
    private var inWordTable: [Bool]
    /// The files listed later (added, or changed since: `update`), by hash.
    private var laterFilesOfWord: [UInt32: [Int32]] = [:]
    private var listed: [Bool]
    /// How many files are not `listed`: a relint asks a module many names after every file was
    /// listed, and finding no unlisted file in thousands cost more than the rest of a lookup.
    private var unlistedCount: Int
    private var searched = Set<ModuleQuery>()
    /// Files changed since they were searched (`update`).
    private var stale = Set<Int>()
    private var declarations: [String: [ModuleDeclaration]] = [:]
    /// The position in `files` of each declaration of `declarations`: each list is kept in file
    /// order, so what a name finds does not depend on which thread searched first.
    private var declarationFiles: [String: [Int]] = [:]
    /// How many times each file changed (`update`): a parse made outside the lock is kept only
    /// if its file did not change meanwhile.
    private var versions: [Int]
    /// How many files were parsed for the index (for tests and the bench).
    public private(set) var parsedFileCount = 0

    /// The module's name when its declarations are another module's (see `ModuleDeclaration.module`).
    public let name: String?

    public init(files: [File], name: String? = nil) {
        self.files = files
        self.name = name
        indexed = Array(repeating: false, count: files.count)
        listed = indexed
        unlistedCount = files.count
        inWordTable = indexed
        versions = Array(repeating: 0, count: files.count)
        words = files.map(\.words)
    }

    /// The module's files of a SwiftPM target folder.
    public convenience init(targetFolder: String, name: String? = nil, knownWords: [String: [UInt32]] = [:]) {
        let paths = ModuleLocator.swiftFiles(under: targetFolder)
        self.init(files: paths.map { File(path: $0, words: knownWords[$0]) }, name: name)
    }

    public var fileCount: Int { files.count }

    /// The declarations named `name`, searching the files for it first when it is new. Files
    /// that changed are searched again first, except `excluding` (the file asking: its own
    /// declarations are not looked up, so an editor's keystrokes there cost no parse here).
    public func declarations(named name: String, excluding: String? = nil) -> [ModuleDeclaration] {
        declarations(ModuleQuery(name: name), excluding: excluding)
    }

    /// The declarations named `name` in the files searched so far, after searching the files
    /// that may declare it at file scope (a type of the top level: not the files nesting an
    /// `enum State` in their types).
    public func declarations(topLevelNamed name: String, excluding: String? = nil) -> [ModuleDeclaration] {
        declarations(ModuleQuery(name: name, topLevel: true), excluding: excluding)
    }

    /// The declarations named `name` in the files searched so far, after searching the files
    /// that spell both `name` and `scope` (the first name of the type holding the ones wanted):
    /// a member of `View` is looked for in the files extending `View` that declare it, not in
    /// every file extending `View`.
    public func declarations(named name: String, searching scope: String, excluding: String? = nil) -> [ModuleDeclaration] {
        declarations(ModuleQuery(name: name, scope: scope), excluding: excluding)
    }

    /// The declarations named `query.name` in the files searched so far, after searching the
    /// files the query needs when it is new (changed files first, except `excluding`).
    public func declarations(_ query: ModuleQuery, excluding: String? = nil) -> [ModuleDeclaration] {
        let pending = lock.locked { () -> [PendingFile]? in
            if !stale.isEmpty { searchStale(excluding: excluding) }
            return isSearched(query) ? nil : candidates(for: [query])
        }
        guard let pending else { return lock.locked { declarations[query.name] ?? [] } }
        // Parsed on this thread without the lock: the other threads' lookups go on meanwhile.
        let parsed = pending.map(parse)
        return lock.locked {
            add(parsed, from: pending)
            searched.insert(query)
            return declarations[query.name] ?? []
        }
    }

    /// Searches for every query not searched yet at once (one read of each file, on all cores).
    public func search(_ queries: Set<ModuleQuery>) {
        let pending = lock.locked { candidates(for: queries.filter { !isSearched($0) }) }
        let parsed = Concurrently.map(pending.indices) { parse(pending[$0]) }
        lock.locked {
            add(parsed, from: pending)
            searched.formUnion(queries)
        }
    }

    /// Whether the files a query needs are parsed: it was searched, or the name alone was (every
    /// file declaring the name; not the scope alone, which misses the files extending it).
    private func isSearched(_ query: ModuleQuery) -> Bool {
        if searched.contains(query) { return true }
        return (query.scope != nil || query.topLevel) && searched.contains(ModuleQuery(name: query.name))
    }

    /// The files parsed for the index so far.
    public var indexedPaths: [String] {
        lock.locked { files.indices.filter { indexed[$0] }.map { files[$0].path } }
    }

    /// Files the index does not hold yet (the caller knows they are new): searched for the names
    /// asked so far when a name is next asked for.
    public func add(_ newFiles: [File]) {
        guard !newFiles.isEmpty else { return }
        lock.locked { for file in newFiles { stale.insert(appendLocked(file)) } }
    }

    /// Appends a file not listed, indexed nor searched yet; its position.
    private func appendLocked(_ file: File) -> Int {
        files.append(file)
        indexed.append(false)
        listed.append(false)
        unlistedCount += 1
        inWordTable.append(false)
        versions.append(0)
        words.append(file.words)
        return files.count - 1
    }

    /// A file's text changed (an editor's buffer, or on disk; `bytes` nil: read it from disk):
    /// its declarations are read again when a name is next asked for by another file.
    public func update(path: String, bytes: [UInt8]?) {
        lock.locked {
            let position: Int
            if let known = files.firstIndex(where: { $0.path == path }) {
                position = known
                files[position].bytes = bytes
                if listed[position] {
                    if inWordTable[position] {
                        inWordTable[position] = false
                    } else {
                        for word in words[position] ?? [] { laterFilesOfWord[word]?.removeAll { $0 == Int32(position) } }
                    }
                    listed[position] = false
                    unlistedCount += 1
                }
                words[position] = nil
                versions[position] += 1
                if indexed[position] {
                    for key in declarations.keys { remove(file: position, from: key) }
                    indexed[position] = false
                    parsedFileCount -= 1
                }
            } else {
                position = appendLocked(File(path: path, bytes: bytes))
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

    /// A file to parse for a search, as it was when the search began.
    private struct PendingFile: Sendable {
        var position: Int
        var file: File
        var version: Int
    }

    /// The files not parsed yet that may answer one of the queries, in file order.
    private func candidates(for queries: Set<ModuleQuery>) -> [PendingFile] {
        guard !queries.isEmpty else { return [] }
        listWords()
        var candidates = Set<Int>()
        for needle in queries.map(\.needle) {
            let named = files(holding: needle.name)
            guard let scope = needle.scope else {
                candidates.formUnion(named)
                continue
            }
            let scoped = Set(files(holding: scope.declared) + files(holding: scope.extended))
            candidates.formUnion(named.filter(scoped.contains))
        }
        return candidates.filter { !indexed[$0] }.sorted().map { PendingFile(position: $0, file: files[$0], version: versions[$0]) }
    }

    /// A pending file's declarations; nil when it cannot be read.
    private func parse(_ pending: PendingFile) -> [ModuleDeclaration]? {
        bytes(of: pending.file).map { declarations(pending.file.path, $0) }
    }

    /// Adds what the pending files gave, except where another search added the file first or
    /// the file changed since (it is stale then, and searched again when next asked).
    private func add(_ parsed: [[ModuleDeclaration]?], from pending: [PendingFile]) {
        for (file, declarations) in zip(pending, parsed) {
            guard let declarations, !indexed[file.position], versions[file.position] == file.version else { continue }
            add(declarations, file: file.position)
        }
    }

    /// Lists in `filesOfWord` the words of every file not listed yet, reading from its bytes
    /// (once, on all cores) the words the lint did not give: files outside the run, changed ones.
    private func listWords() {
        guard unlistedCount > 0 else { return }
        let unlisted = files.indices.filter { !listed[$0] }
        unlistedCount = 0
        let unknown = unlisted.filter { words[$0] == nil }
        let read = Concurrently.map(unknown.indices) { position in
            bytes(of: files[unknown[position]]).map(ByteSearch.wordHashes) ?? []
        }
        for (index, fileWords) in zip(unknown, read) { words[index] = fileWords }
        for index in unlisted { listed[index] = true }
        guard wordTables.isEmpty else {
            for index in unlisted {
                for word in words[index] ?? [] { laterFilesOfWord[word, default: []].append(Int32(index)) }
            }
            return
        }
        // The first listing holds (nearly) every file: tables, no allocation per name. Placing a
        // few hundred thousand words is mostly cache misses, so each core places a share: eight
        // runs of files keep both cores busy when their sizes differ.
        let runs = unlisted.count < 256 ? 1 : 8
        let share = (unlisted.count + runs - 1) / runs
        let allWords = words
        wordTables = Concurrently.map(0..<runs) { run in
            WordTable(files: Array(unlisted[min(run * share, unlisted.count)..<min((run + 1) * share, unlisted.count)]), words: allWords)
        }
        for index in unlisted { inWordTable[index] = true }
    }

    /// The listed files whose words hold `hash` (a file may come twice).
    private func files(holding hash: UInt32) -> [Int] {
        var result = wordTables.flatMap { $0.files(holding: hash) }.filter { inWordTable[$0] }
        for file in laterFilesOfWord[hash] ?? [] { result.append(Int(file)) }
        return result
    }

    private func bytes(of file: File) -> [UInt8]? { file.bytes ?? (try? FileSystemAccess.readBytes(file.path)) }

    private func declarations(_ path: String, _ bytes: [UInt8]) -> [ModuleDeclaration] {
        // Declarations only: the rules read a module file's types and tokens, never its closures.
        DeclarationReader.declarations(in: ParsedFile.declarationsOnly(source: SourceFile(path: path, bytes: bytes)))
    }

    /// A changed file searched again; not when a search since the change parsed it already.
    private func searchFile(_ position: Int, for queries: Set<ModuleQuery>) {
        guard !queries.isEmpty, !indexed[position], let bytes = bytes(of: files[position]) else { return }
        let fileWords = ByteSearch.wordHashes(bytes)
        words[position] = fileWords
        guard ModuleQuery.matches(queries.map(\.needle), fileWords) else { return }
        add(declarations(files[position].path, bytes), file: position)
    }

    private func add(_ found: [ModuleDeclaration], file position: Int) {
        indexed[position] = true
        parsedFileCount += 1
        for var declaration in found {
            declaration.module = name
            let key = declaration.name
            // Usually appended: files are mostly added in order. (The list is read in a closure,
            // so no copy of it is held while it grows.)
            let slot = declarationFiles[key].map { positions in
                var slot = positions.count
                while slot > 0, positions[slot - 1] > position { slot -= 1 }
                return slot
            } ?? 0
            declarations[key, default: []].insert(declaration, at: slot)
            declarationFiles[key, default: []].insert(position, at: slot)
        }
    }

    /// Drops a changed file's declarations named `key`.
    private func remove(file position: Int, from key: String) {
        guard let positions = declarationFiles[key], let named = declarations[key] else { return }
        let kept = positions.indices.filter { positions[$0] != position }
        guard kept.count < positions.count else { return }
        declarations[key] = kept.map { named[$0] }
        declarationFiles[key] = kept.map { positions[$0] }
    }
}

/// Which files hold each word hash, for many files at once: the pairs are grouped by the hash's
/// low bits in two passes (count, then place), so a lookup reads one small bucket.
struct WordTable {
    private var mask: UInt32 = 0
    /// Where each bucket starts in `hashes` and `files`; one more at the end.
    private var starts: [Int32] = []
    private var hashes: [UInt32] = []
    private var files: [Int32] = []

    init() {}

    init(files indices: [Int], words: [[UInt32]?]) {
        let count = indices.reduce(0) { $0 + (words[$1]?.count ?? 0) }
        // About four pairs a bucket.
        var bits = 4
        while 1 << (bits + 2) < count { bits += 1 }
        mask = UInt32(1 << bits) - 1
        var starts = [Int32](repeating: 0, count: (1 << bits) + 1)
        for index in indices { for word in words[index] ?? [] { starts[Int(word & mask) + 1] += 1 } }
        for bucket in 1..<starts.count { starts[bucket] += starts[bucket - 1] }
        var next = starts
        var hashes = [UInt32](repeating: 0, count: count)
        var files = [Int32](repeating: 0, count: count)
        for index in indices {
            for word in words[index] ?? [] {
                let slot = Int(next[Int(word & mask)])
                hashes[slot] = word
                files[slot] = Int32(index)
                next[Int(word & mask)] += 1
            }
        }
        self.starts = starts
        self.hashes = hashes
        self.files = files
    }

    var isEmpty: Bool { hashes.isEmpty }

    func files(holding hash: UInt32) -> [Int] {
        guard !hashes.isEmpty else { return [] }
        let bucket = Int(hash & mask)
        var result: [Int] = []
        for slot in Int(starts[bucket])..<Int(starts[bucket + 1]) where hashes[slot] == hash {
            result.append(Int(files[slot]))
        }
        return result
    }
}

/// What a module index is asked to search for: the files that may declare `name` (after a
/// declaring keyword, not after `extension`: an extension declares no name); with `scope`, only
/// those that also spell `scope` after a type's keyword or `extension` (the files that may hold
/// a member `name` of a type whose first name is `scope`); with `topLevel`, only those that may
/// declare `name` at file scope.
public struct ModuleQuery: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var scope: String?
    public var topLevel: Bool

    public init(name: String, scope: String? = nil, topLevel: Bool = false) {
        self.name = name
        self.scope = scope
        self.topLevel = topLevel && scope == nil
    }

    public var description: String { scope.map { "\($0).\(name)" } ?? (topLevel ? "top-level " + name : name) }

    /// The hashes a file's words must hold (`ByteSearch.wordHashes`): the name's, and the
    /// scope's as declared or as extended.
    struct Needle {
        var name: UInt32
        var scope: (declared: UInt32, extended: UInt32)?
    }

    var needle: Needle {
        let named = ByteSearch.hash(name.utf8)
        return Needle(name: topLevel ? ByteSearch.topLevel(named) : named, scope: scope.map { scope in
            let hash = ByteSearch.hash(scope.utf8)
            return (hash, ByteSearch.extended(hash))
        })
    }

    /// Whether a file with these sorted words may answer one of the queries.
    static func matches(_ needles: [Needle], _ words: [UInt32]) -> Bool {
        needles.contains { needle in
            guard words.sortedContains(needle.name) else { return false }
            guard let scope = needle.scope else { return true }
            return words.sortedContains(scope.declared) || words.sortedContains(scope.extended)
        }
    }
}

/// The names a file may declare, as hashes, read from its bytes before any lexing.
enum ByteSearch {
    /// FNV-1a, 32 bits.
    @inline(__always)
    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var value: UInt32 = 2_166_136_261
        for byte in bytes { value = (value ^ UInt32(byte)) &* 16_777_619 }
        return value
    }

    /// The hash of a name written after `extension`: kept apart from the same name declared, so
    /// that asking for `View` does not parse every file extending it.
    @inline(__always)
    static func extended(_ hash: UInt32) -> UInt32 { hash ^ 0x5BD1_E995 }

    /// The hash of a name declared at file scope, kept as well as the name's own: a type asked
    /// for at the top level is not looked for in the files that only nest one of that name.
    @inline(__always)
    static func topLevel(_ hash: UInt32) -> UInt32 { hash ^ 0x27D4_EB2F }

    /// The hashes of the words `bytes` may declare, sorted, without repeats, read by
    /// `ByteDeclarations`; where that scan could miss a name, every word, in all three ways. A
    /// superset of the names the file declares (in comments and strings too): the file is
    /// parsed only when one is asked for. Not every word otherwise: a name every file spells
    /// (`String`, `State`) would have them all parsed.
    static func wordHashes(_ bytes: [UInt8]) -> [UInt32] {
        ByteDeclarations.read(bytes)?.words ?? everyWordHash(bytes)
    }

    /// Every word of `bytes` as a declared, a file-scope and an extended name.
    static func everyWordHash(_ bytes: [UInt8]) -> [UInt32] {
        var result: [UInt32] = []
        var index = 0
        while index < bytes.count {
            guard isWordByte[Int(bytes[index])] else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isWordByte[Int(bytes[index])] { index += 1 }
            let named = hash(bytes[start..<index])
            result += [named, topLevel(named), extended(named)]
        }
        return sortedUnique(result)
    }

    /// `wordHashes` read from the declaration keywords the lint's closure scan met
    /// (`ParsedFile.declarationKeywordTokens`) instead of the bytes: the name after each keyword,
    /// and after each comma of a `case` line outside parentheses; `topLevel` only for the names
    /// declared at file scope (the scan knows the brackets). Nil when no scan met them.
    static func declaredNameHashes(in file: ParsedFile) -> [UInt32]? {
        guard let keywords = file.declarationKeywordTokens else { return nil }
        var result: [UInt32] = []
        result.reserveCapacity(keywords.types.count + keywords.members.count + keywords.topLevel.count)
        // This runs for every file of every run: it reads the buffers without bounds checks.
        file.tokens.withUnsafeBufferPointer { tokens in
            file.source.bytes.withUnsafeBufferPointer { bytes in
                func nameHash(after keyword: Int) -> UInt32? {
                    var index = keyword + 1
                    while index < tokens.count, tokens[index].kind.isTrivia { index += 1 }
                    guard index < tokens.count else { return nil }
                    let token = tokens[index]
                    guard token.kind == .identifier || token.kind == .keyword else { return nil }
                    var start = Int(token.start)
                    var end = Int(token.end)
                    if end - start > 2, bytes[start] == 0x60 { start += 1; end -= 1 }  // `name`
                    return hash(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                }
                func isExtension(_ keyword: Int) -> Bool {
                    tokens[keyword].length == 9 && bytes[Int(tokens[keyword].start)] == UInt8(ascii: "e")
                }
                for keyword in keywords.types {
                    guard let named = nameHash(after: keyword) else { continue }
                    result.append(isExtension(keyword) ? extended(named) : named)
                }
                for keyword in keywords.topLevel where !isExtension(keyword) {
                    if let named = nameHash(after: keyword) { result.append(topLevel(named)) }
                }
                for keyword in keywords.members {
                    if let named = nameHash(after: keyword) { result.append(named) }
                    guard tokens[keyword].length == 4, bytes[Int(tokens[keyword].start)] == UInt8(ascii: "c") else { continue }
                    // `case a, b(Int), c`: every name after a comma of the line, outside parentheses.
                    var depth = 0
                    var index = keyword + 1
                    while index < tokens.count, tokens[index].kind != .newline {
                        switch tokens[index].kind {
                        case .leftParen: depth += 1
                        case .rightParen: depth -= 1
                        case .comma where depth == 0: if let named = nameHash(after: index) { result.append(named) }
                        default: break
                        }
                        index += 1
                    }
                }
            }
        }
        // Unsorted, with repeats: an index lists them as they are (`ModuleIndex.listWords`).
        return result
    }

    static func sortedUnique(_ hashes: [UInt32]) -> [UInt32] {
        var result = hashes
        result.sortAndDropRepeats()
        return result
    }

    /// A declaration keyword by what follows it: a type's name (`struct`, `class`, `enum`, `actor`,
    /// `protocol`), an extended type, a case, or another declaration's name.
    enum KeywordKind { case none, type, member, extensionKeyword, caseKeyword }

    /// The words `keywordKind` knows, for the tables built from them (`ByteDeclarations.keywordLengths`).
    static let declarationKeywords = [
        "var", "let", "func", "enum", "case", "class", "actor", "extension", "struct", "protocol", "typealias",
    ]

    /// Whether `word` is a declaration keyword (and which), by its length and bytes: this runs
    /// for every word of a module, so no global is read and no bytes are copied. The first eight
    /// bytes are compared as one little-endian number (the constants spell the keywords).
    @inline(__always)
    static func keywordKind(_ word: UnsafeBufferPointer<UInt8>) -> KeywordKind {
        let count = word.count
        guard count >= 3, count <= 9, let base = word.baseAddress else { return .none }
        var packed: UInt64 = 0
        for offset in 0..<min(count, 8) { packed |= UInt64(base[offset]) &<< UInt64(8 &* offset) }
        switch count {
        case 3: return packed == 0x72_6176 || packed == 0x74_656C ? .member : .none  // var, let
        case 4:
            switch packed {
            case 0x636E_7566: return .member  // func
            case 0x6D75_6E65: return .type  // enum
            case 0x6573_6163: return .caseKeyword  // case
            default: return .none
            }
        case 5: return packed == 0x73_7361_6C63 || packed == 0x72_6F74_6361 ? .type : .none  // class, actor
        case 6: return packed == 0x7463_7572_7473 ? .type : .none  // struct
        case 8: return packed == 0x6C6F_636F_746F_7270 ? .type : .none  // protocol
        case 9:
            // `extensio` + `n`, `typealia` + `s`.
            if packed == 0x6F69_736E_6574_7865, base[8] == 0x6E { return .extensionKeyword }
            return packed == 0x6169_6C61_6570_7974 && base[8] == 0x73 ? .member : .none
        default: return .none
        }
    }

    /// Letters, digits, `_`, `$` (`$0`, `a$b` are names), and every byte of a multi-byte UTF-8
    /// character.
    static let isWordByte: [Bool] = (0..<256).map { (byte: Int) -> Bool in
        if byte == 0x5F || byte == 0x24 || byte >= 0x80 { return true }
        return (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    static func mayDeclare(_ name: String, in bytes: [UInt8]) -> Bool {
        wordHashes(bytes).sortedContains(hash(name.utf8))
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
    public private(set) var needed = Set<ModuleQuery>()

    public init(index: ModuleIndex?, dependencies: [ModuleIndex] = [], excluding path: String) {
        self.index = index
        self.dependencies = dependencies
        self.path = path
    }

    public func declarations(named name: String) -> [ModuleDeclaration]? {
        lookUp(ModuleQuery(name: name))
    }

    public func declarations(topLevelNamed name: String) -> [ModuleDeclaration]? {
        lookUp(ModuleQuery(name: name, topLevel: true))
    }

    /// Every file holding a member of `Outer.Row` spells `Outer` after `struct`, `class`, `enum`,
    /// `actor`, `protocol` or `extension`, and the member's name after its keyword: those files
    /// are the ones searched.
    public func declarations(named name: String, memberOf owner: String) -> [ModuleDeclaration]? {
        lookUp(ModuleQuery(name: name, scope: String(owner.prefix { $0 != "." })))
    }

    /// The other files' declarations the query finds, this module's then its dependencies'; with
    /// no index, nil, and the query recorded.
    private func lookUp(_ query: ModuleQuery) -> [ModuleDeclaration]? {
        guard let index else {
            needed.insert(query)
            return nil
        }
        let own = index.declarations(query, excluding: path).filter { $0.file.source.path != path }
        return own + dependencies.flatMap { $0.declarations(query) }
    }
}
