/// The module indexes of one run: a file's module is its SwiftPM target (`ModuleLocator`), or
/// else the files linted together. Each index is made on first use and kept for the run.
public final class ModuleSet: @unchecked Sendable {
    private let lock = PThreadMutex()
    private let runFiles: [ModuleIndex.File]
    private var runIndex: ModuleIndex?
    private var targets: [String: ModuleIndex] = [:]
    private var folderOfPath: [String: String?] = [:]

    /// - Parameter runFiles: the files linted together (their paths as `ModuleSet.key` gives them).
    public init(runFiles: [ModuleIndex.File]) {
        self.runFiles = runFiles
    }

    /// The path a file is known by in the indexes: absolute and normalized when it is on disk.
    public static func key(path: String?, displayPath: String) -> String {
        guard let path = path ?? (displayPath.hasPrefix("/") ? displayPath : nil) else { return displayPath }
        return FilePaths.absolute(path, relativeTo: FileSystemAccess.currentDirectory())
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
            let folder: String?
            if let known = folderOfPath[key] {
                folder = known
            } else {
                folder = key.hasPrefix("/") ? ModuleLocator.targetFolder(of: key) : nil
                folderOfPath[key] = folder
            }
            if let folder {
                if let index = targets[folder] { return index }
                let index = ModuleIndex(targetFolder: folder)
                targets[folder] = index
                return index
            }
            if let runIndex { return runIndex }
            let index = ModuleIndex(files: runFiles)
            runIndex = index
            return index
        }
    }

    /// The lookup a file's rules use: its module's other files.
    public func lookup(for key: String) -> ModuleLookup {
        ModuleLookup(index: index(for: key), excluding: key)
    }
}
