/// Which configuration applies to each file: the nearest `.action-lint.json` in the file's
/// folder or above it, refining the files above it (as SwiftLint's nested configurations do),
/// with command-line flags on top; or one configuration for every file (`--config FILE`,
/// `--no-config`).
///
/// Ask it `configuration(forFile:)` for any path (an editor's document, a file discovery
/// found). Folders are looked up once and remembered, so a whole tree costs one lookup per
/// folder; every file of a chain is read and validated when a folder under it is first asked
/// for, and a broken one is a `ConfigurationError` for every file under it.
public final class ConfigurationTree: @unchecked Sendable {
    public enum Source: Sendable {
        /// The nearest `.action-lint.json` files of each folder.
        case nearestFiles
        /// This configuration everywhere; its globs are relative to its `baseFolder`.
        case fixed(LoadedConfiguration)
    }

    public let loader: ConfigurationLoader
    /// Absolute; relative paths asked for are taken from it.
    public let workingFolder: String
    /// Applied on top of every configuration (the command-line flags).
    public let overrides: Configuration
    private let fixed: ResolvedConfiguration?
    /// Guards the tables below: the tree may be asked from several threads (an editor's). A
    /// mutex, not a serial queue: discovery asks once per folder, and `DispatchQueue.sync` cost
    /// a third of a 1,100-folder walk.
    private let lock = PThreadMutex()
    private var chains: [(merged: Configuration, resolved: ResolvedConfiguration)] = []
    private var chainOfFolder: [String: Result<Int, ConfigurationError>] = [:]

    /// - Throws: `ConfigurationError` when a fixed configuration's globs do not compile.
    public init(source: Source = .nearestFiles, loader: ConfigurationLoader, workingFolder: String? = nil,
                overrides: Configuration = Configuration()) throws(ConfigurationError) {
        self.loader = loader
        self.workingFolder = FileSystemAccess.workingFolder(workingFolder)
        self.overrides = overrides
        switch source {
        case .nearestFiles:
            fixed = nil
        case let .fixed(loaded):
            let folder = FilePaths.absolute(loaded.baseFolder, relativeTo: self.workingFolder)
            let layer: ConfigurationLayer
            do {
                layer = try ConfigurationLayer(folder: folder, configuration: loaded.configuration)
            } catch {
                throw ConfigurationError(path: loaded.file ?? "configuration", message: error.description)
            }
            fixed = ResolvedConfiguration(index: 0, configuration: loaded.configuration.refined(by: overrides),
                                          files: loaded.file.map { [$0] } ?? [], layers: [layer])
        }
    }

    public static let fileName = ConfigurationLoader.fileName

    /// The configuration of the file at `path` (relative to the working folder, or absolute):
    /// that of its folder. The file need not exist (an editor's unsaved document).
    public func configuration(forFile path: String) throws(ConfigurationError) -> ResolvedConfiguration {
        let absolute = FilePaths.absolute(path, relativeTo: workingFolder)
        return try configuration(forFolder: FilePaths.parent(absolute) ?? "/")
    }

    /// The configuration of the files directly in `folder` (relative or absolute).
    public func configuration(forFolder folder: String) throws(ConfigurationError) -> ResolvedConfiguration {
        try configuration(forAbsoluteFolder: FilePaths.absolute(folder, relativeTo: workingFolder), holdsFile: nil)
    }

    /// Every configuration resolved so far, by `index`.
    public var resolved: [ResolvedConfiguration] {
        if let fixed { return [fixed] }
        return lock.locked { chains.map(\.resolved) }
    }

    /// `holdsFile` says whether the folder holds a configuration file when the caller knows
    /// (discovery has just listed it); nil asks the file system.
    func configuration(forAbsoluteFolder folder: String, holdsFile: Bool?) throws(ConfigurationError) -> ResolvedConfiguration {
        if let fixed { return fixed }
        let found = lock.locked { chain(of: folder, holdsFile: holdsFile).map { chains[$0].resolved } }
        return try found.get()
    }

    /// The chain of `folder`, from its parent's and its own file; called holding `lock`.
    private func chain(of folder: String, holdsFile: Bool?) -> Result<Int, ConfigurationError> {
        if let known = chainOfFolder[folder] { return known }
        let parent: Result<Int, ConfigurationError>
        if let parentFolder = FilePaths.parent(folder) {
            parent = chain(of: parentFolder, holdsFile: nil)
        } else {
            parent = .success(addChain(merged: Configuration(), files: [], layers: []))
        }
        let file = FilePaths.join(folder, Self.fileName)
        let result: Result<Int, ConfigurationError>
        switch parent {
        case let .success(parentIndex):
            guard holdsFile ?? FileSystemAccess.exists(file) else { result = .success(parentIndex); break }
            result = Result { () throws(ConfigurationError) -> Int in try addChain(file: file, folder: folder, parent: chains[parentIndex].merged, parentIndex: parentIndex) }
        case let .failure(above):
            // A broken file above: this folder's own file is checked too, so that every problem
            // of every file that applies is reported at once.
            guard holdsFile ?? FileSystemAccess.exists(file) else { result = parent; break }
            do {
                _ = try loader.load(file: file, workingFolder: workingFolder)
                result = parent
            } catch let error as ConfigurationError {
                result = .failure(above.adding(error))
            } catch {
                result = parent
            }
        }
        chainOfFolder[folder] = result
        return result
    }

    private func addChain(file: String, folder: String, parent: Configuration, parentIndex: Int) throws(ConfigurationError) -> Int {
        let loaded: LoadedConfiguration
        do {
            loaded = try loader.load(file: file, workingFolder: workingFolder)
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw ConfigurationError(path: file, message: "\(error)")
        }
        let layer: ConfigurationLayer
        do {
            layer = try ConfigurationLayer(folder: folder, configuration: loaded.configuration)
        } catch {
            // The loader compiles every glob already; kept for a loader that would not.
            throw ConfigurationError(path: file, message: error.description)
        }
        let above = chains[parentIndex].resolved
        return addChain(merged: parent.refined(by: loaded.configuration), files: above.files + [file], layers: above.layers + [layer])
    }

    private func addChain(merged: Configuration, files: [String], layers: [ConfigurationLayer]) -> Int {
        let index = chains.count
        let resolved = ResolvedConfiguration(index: index, configuration: merged.refined(by: overrides), files: files, layers: layers)
        chains.append((merged, resolved))
        return index
    }
}
