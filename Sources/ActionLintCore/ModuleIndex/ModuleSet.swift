/// The module indexes of one run: a file's module is its SwiftPM or Xcode target (`ModuleLocator`),
/// or else the files linted together. Each index is made on first use and kept for the run, and
/// each manifest and project read once.
public final class ModuleSet: @unchecked Sendable {
    private let lock = PThreadMutex()
    private let runFiles: [ModuleIndex.File]
    private var runIndex: ModuleIndex?
    private var targets: [String: ModuleIndex] = [:]
    private var targetOfFile: [String: ModuleLocator.Target?] = [:]
    private let projects = ModuleLocator.Projects()

    /// - Parameter runFiles: the files linted together (their paths as `ModuleSet.key` gives them).
    public init(runFiles: [ModuleIndex.File]) {
        self.runFiles = runFiles
    }

    /// The names each run file under `folder` may declare, by path, for the folder's target
    /// index: only those files are hashed (a table of every run file cost a millisecond, locked).
    private func knownWords(under folder: String) -> [String: [UInt32]] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var known: [String: [UInt32]] = [:]
        for file in runFiles where file.path.hasPrefix(prefix) {
            if let words = file.words, known[file.path] == nil { known[file.path] = words }
        }
        return known
    }

    /// The words of every run file that has them, by path: for the Xcode targets' indexes, which
    /// list their files (made once, when the first is made).
    private lazy var runWords: [String: [UInt32]] = {
        var words: [String: [UInt32]] = [:]
        words.reserveCapacity(runFiles.count)
        // Backwards, so that a path listed twice keeps its first words.
        for file in runFiles.reversed() { if let known = file.words { words[file.path] = known } }
        return words
    }()

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
            guard let target = targetLocked(for: key) else {
                if let runIndex { return runIndex }
                let index = ModuleIndex(files: runFiles)
                runIndex = index
                return index
            }
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

    /// A target's index: as its own module, or as a dependency of another (its declarations
    /// then carry its name).
    private func targetIndexLocked(_ target: ModuleLocator.Target, dependency: Bool = false) -> ModuleIndex {
        let key = dependency ? "dependency " + target.key : target.key
        if let index = targets[key] { return index }
        let name = dependency ? target.name : nil
        let index: ModuleIndex
        if let files = target.files {
            // An Xcode target lists its files: each looked up once among the run's.
            let words = runWords
            index = ModuleIndex(files: files.map { ModuleIndex.File(path: $0, words: words[$0]) }, name: name)
        } else {
            index = ModuleIndex(targetFolder: target.folder, name: name, knownWords: knownWords(under: target.folder))
        }
        targets[key] = index
        return index
    }

    /// The lookup a file's rules use: its module's other files.
    public func lookup(for key: String) -> ModuleLookup {
        ModuleLookup(index: index(for: key), dependencies: dependencies(for: key), excluding: key)
    }
}
