/// The module indexes of one run: a file's module is its SwiftPM target (`ModuleLocator`), or
/// else the files linted together. Each index is made on first use and kept for the run.
public final class ModuleSet: @unchecked Sendable {
    private let lock = PThreadMutex()
    private let runFiles: [ModuleIndex.File]
    private var runIndex: ModuleIndex?
    private var targets: [String: ModuleIndex] = [:]
    private var targetOfFolder: [String: ModuleLocator.Target?] = [:]

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
            return targetIndexLocked(folder: target.folder, name: nil)
        }
    }

    /// The indexes of the targets the file's target depends on (none outside SwiftPM).
    public func dependencies(for key: String) -> [ModuleIndex] {
        lock.locked {
            guard let target = targetLocked(for: key) else { return [] }
            return target.dependencies.map { targetIndexLocked(folder: $0.folder, name: $0.name, dependency: true) }
        }
    }

    /// Files of one folder share their target (a target is a folder): one manifest search each.
    private func targetLocked(for key: String) -> ModuleLocator.Target? {
        guard key.hasPrefix("/"), let folder = FilePaths.parent(key) else { return nil }
        if let known = targetOfFolder[folder] { return known }
        let target = ModuleLocator.target(of: key)
        targetOfFolder[folder] = target
        return target
    }

    /// A target's index: as its own module (`name` nil), or as a dependency of another.
    private func targetIndexLocked(folder: String, name: String?, dependency: Bool = false) -> ModuleIndex {
        let key = dependency ? "dependency " + folder : folder
        if let index = targets[key] { return index }
        let index = ModuleIndex(targetFolder: folder, name: name, knownWords: knownWords(under: folder))
        targets[key] = index
        return index
    }

    /// The lookup a file's rules use: its module's other files.
    public func lookup(for key: String) -> ModuleLookup {
        ModuleLookup(index: index(for: key), dependencies: dependencies(for: key), excluding: key)
    }
}
