/// Which module a file belongs to and what its rules may know of the module's other files: the
/// one place every entry point asks (a lint or fix on disk, standard input named by
/// `--stdin-path`, `extract`, the build-tool step, an editor's document). A file's module is
/// its SwiftPM or Xcode target (`ModuleLocator`), or else the files linted together with it and
/// the Swift files beside it in its folder (a file linted alone still sees its neighbours). Each
/// index is made on first use and kept for the run, and each manifest and project read once.
public final class ModuleSet: @unchecked Sendable {
    private let lock = PThreadMutex()
    private let runFiles: [ModuleIndex.File]?
    /// Where the run's files are listed from on first use when not given (an editor's workspace).
    private let runFolder: String?
    private var runIndex: ModuleIndex?
    /// The paths in `runIndex`, and the folders whose Swift files were added to it.
    private var runPaths = Set<String>()
    private var foldersBeside = Set<String>()
    private var targets: [String: ModuleIndex] = [:]
    /// The target each index of `targets` was made for, by the same key.
    private var targetOfKey: [String: ModuleLocator.Target] = [:]
    private var targetOfFile: [String: ModuleLocator.Target?] = [:]
    private let projects = ModuleLocator.Projects()
    /// The texts that are not the files on disk: standard input, an editor's open documents.
    private var texts: [String: [UInt8]] = [:]

    /// - Parameter runFiles: the files linted together (their paths as `ModuleSet.key` gives them).
    public init(runFiles: [ModuleIndex.File]) {
        self.runFiles = runFiles
        runFolder = nil
        for file in runFiles { if let bytes = file.bytes { texts[file.path] = bytes } }
    }

    /// The files linted together are the Swift files under `runFolder` (an editor's workspace),
    /// listed when a file no target holds first needs them; none when nil.
    public init(runFolder: String?) {
        runFiles = nil
        self.runFolder = runFolder
    }

    /// The path a file is known by in the indexes: absolute and normalized when it is on disk.
    public static func key(path: String?, displayPath: String) -> String {
        key(path: path, displayPath: displayPath, workingFolder: FileSystemAccess.currentDirectory())
    }

    /// `key(path:displayPath:)` with the process's working folder read once by the caller: a
    /// run keys thousands of files, and `getcwd` for each cost more than the rest of the key.
    public static func key(path: String?, displayPath: String, workingFolder: String) -> String {
        guard let path = path ?? (displayPath.hasPrefix("/") ? displayPath : nil) else { return displayPath }
        return FilePaths.absolute(path, relativeTo: workingFolder)
    }

    /// The indexes made so far, and how many files they parsed (for tests: most runs make none).
    public var builtIndexes: (count: Int, parsedFiles: Int) {
        lock.locked {
            let all = Array(targets.values) + (runIndex.map { [$0] } ?? [])
            return (all.count, all.reduce(0) { $0 + $1.parsedFileCount })
        }
    }

    /// The index of the module holding the file known as `key`.
    public func index(for key: String) -> ModuleIndex {
        lock.locked {
            guard let target = targetLocked(for: key) else { return runIndexLocked(besideFileAt: key) }
            return targetIndexLocked(target)
        }
    }

    /// The indexes of the targets the file's target depends on (none outside SwiftPM).
    public func dependencies(for key: String) -> [ModuleIndex] {
        lock.locked {
            guard let target = targetLocked(for: key) else { return [] }
            return target.dependencies.map {
                targetIndexLocked(ModuleLocator.Target(name: $0.name, folder: $0.folder, dependencies: []), dependency: true)
            }
        }
    }

    /// The lookup a file's rules use: its module's other files.
    public func lookup(for key: String) -> ModuleLookup {
        ModuleLookup(index: index(for: key), dependencies: dependencies(for: key), excluding: key)
    }

    /// The text of the file at `path` (absolute) is `bytes` from now on (an editor's buffer), or
    /// the file on disk again when nil: every index made so far that holds it reads it again.
    public func update(path: String, bytes: [UInt8]?) {
        lock.locked {
            texts[path] = bytes
            for (key, index) in targets where targetOfKey[key].map({ Self.holds($0, path) }) == true {
                index.update(path: path, bytes: bytes)
            }
            if runPaths.contains(path) { runIndex?.update(path: path, bytes: bytes) }
        }
    }

    /// The run's index, with the Swift files beside `key` added (once per folder).
    private func runIndexLocked(besideFileAt key: String) -> ModuleIndex {
        let index: ModuleIndex
        if let runIndex {
            index = runIndex
        } else {
            var files = runFiles ?? runFolder.map { ModuleLocator.swiftFiles(under: $0).map { ModuleIndex.File(path: $0) } } ?? []
            for position in files.indices where files[position].bytes == nil { files[position].bytes = texts[files[position].path] }
            runPaths = Set(files.map(\.path))
            index = ModuleIndex(files: files)
            runIndex = index
        }
        guard key.hasPrefix("/"), let folder = FilePaths.parent(key), foldersBeside.insert(folder).inserted else { return index }
        let beside = Self.swiftFiles(in: folder).filter { runPaths.insert($0).inserted }
        index.add(beside.map { ModuleIndex.File(path: $0, bytes: texts[$0]) })
        return index
    }

    /// The Swift files directly in `folder`, in byte order of their paths.
    static func swiftFiles(in folder: String) -> [String] {
        guard let listing = try? FileSystemAccess.listDirectory(folder) else { return [] }
        return listing.entries.filter(listing.hasSwiftExtension).compactMap { entry in
            let path = folder + "/" + listing.name(of: entry)
            return entry.isRegularFile || (try? FileStatus.of(path, followingLinks: true))?.kind == .regularFile ? path : nil
        }.sorted()
    }

    /// Finds the modules of the files known as `keys` at once (see `ModuleLocator.Projects.prefetch`).
    public func locate(_ keys: [String]) {
        let unknown = lock.locked { keys.filter { $0.hasPrefix("/") && targetOfFile[$0] == nil } }
        projects.prefetch(unknown)
    }

    /// The file's target, found once (an Xcode target holds files, not folders).
    private func targetLocked(for key: String) -> ModuleLocator.Target? {
        guard key.hasPrefix("/") else { return nil }
        if let known = targetOfFile[key] { return known }
        let target = ModuleLocator.target(of: key, reading: projects)
        targetOfFile[key] = target
        return target
    }

    /// A target's index: as its own module, or as a dependency of another (its declarations then
    /// carry its name). The texts not on disk among its files are read from memory.
    private func targetIndexLocked(_ target: ModuleLocator.Target, dependency: Bool = false) -> ModuleIndex {
        let key = dependency ? "dependency " + target.key : target.key
        if let index = targets[key] { return index }
        let name = dependency ? target.name : nil
        // Each of the target's files is looked up once among the run's (an Xcode target lists
        // them; a SwiftPM target's are listed from its folder).
        let words = runWords
        let index: ModuleIndex
        if let files = target.files {
            index = ModuleIndex(files: files.map { ModuleIndex.File(path: $0, words: words[$0]) }, name: name)
        } else {
            index = ModuleIndex(targetFolder: target.folder, name: name, knownWords: words)
        }
        for (path, bytes) in texts where Self.holds(target, path) { index.update(path: path, bytes: bytes) }
        targets[key] = index
        targetOfKey[key] = target
        return index
    }

    /// Whether `path` is one of the target's files.
    private static func holds(_ target: ModuleLocator.Target, _ path: String) -> Bool {
        target.files.map { $0.contains(path) } ?? path.hasPrefix(target.folder + "/")
    }

    /// The words of every run file that has them, by path, for the targets' indexes (made once,
    /// when the first is made): a table of the run files under each SwiftPM target's folder,
    /// found by a prefix test of every run file's path, cost 120M instructions on a 14,531-file
    /// tree, on one core holding the lock.
    private lazy var runWords: [String: [UInt32]] = {
        var words: [String: [UInt32]] = [:]
        // Room for every file at once: growing the table hashed each path again at every doubling.
        words.reserveCapacity(runFiles?.count ?? 0)
        // Backwards, so that a path listed twice keeps its first words.
        for file in (runFiles ?? []).reversed() { if let known = file.words { words[file.path] = known } }
        return words
    }()
}
