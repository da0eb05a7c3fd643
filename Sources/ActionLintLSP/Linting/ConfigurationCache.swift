import ActionLintCore
import ActionLintRules

/// The configuration that applies to a document, as `action-lint` resolves it for a file
/// (`ConfigurationTree`: the nearest `.action-lint.json` in its folder or above, refining the
/// ones above it). The chain of files is looked up again for every lint (a few `stat` calls):
/// when a file of it was edited, added or removed, the tree is built again, so the change
/// applies to the next lint without a restart.
final class ConfigurationCache {
    /// A configuration ready to lint with.
    struct Resolved {
        let configuration: ResolvedConfiguration
        let engine: LintEngine

        /// Whether an exclude glob of the chain matches the file at `path` (absolute).
        func excludes(file path: String) -> Bool { configuration.excludes(path, isDirectory: false) }
    }

    private let loader = ConfigurationLoader(rules: RuleRegistry.descriptions)
    private var tree: ConfigurationTree?
    /// The stamps of the configuration files the tree has read, by path.
    private var stamps: [String: FileStamp] = [:]
    private var engines: [Int: LintEngine] = [:]
    /// The files found above each folder asked for: one added or removed rebuilds the tree.
    private var chainOfFolder: [String: [String]] = [:]

    /// The configuration for documents in `folder` (absolute).
    func resolve(forFolder folder: String) -> Result<Resolved, ConfigurationError> {
        let chain = Self.configurationFiles(above: folder)
        if let tree, chainOfFolder[folder].map({ $0 == chain.map(\.path) }) ?? true, chain.allSatisfy({ stamps[$0.path] == $0.stamp }) {
            return resolve(folder, in: tree, chain: chain)
        }
        removeAll()
        // The editor's working folder means nothing to the reader: paths are named in full.
        guard let fresh = try? ConfigurationTree(loader: loader, workingFolder: "/") else {
            return .failure(ConfigurationError(path: folder, message: "cannot resolve the configuration"))
        }
        tree = fresh
        return resolve(folder, in: fresh, chain: chain)
    }

    private func resolve(_ folder: String, in tree: ConfigurationTree, chain: [(path: String, stamp: FileStamp?)]) -> Result<Resolved, ConfigurationError> {
        for file in chain where stamps[file.path] == nil { stamps[file.path] = file.stamp }
        chainOfFolder[folder] = chain.map(\.path)
        do {
            let resolved = try tree.configuration(forFolder: folder)
            return .success(Resolved(configuration: resolved, engine: engine(for: resolved)))
        } catch var error {
            // Shown relative to "/", the tree's working folder: named in full here.
            if !error.path.hasPrefix("/") { error.path = "/" + error.path }
            return .failure(error)
        }
    }

    private func engine(for resolved: ResolvedConfiguration) -> LintEngine {
        if let known = engines[resolved.index] { return known }
        var engine = LintEngine(ruleTypes: RuleRegistry.rules, configuration: resolved.configuration)
        // Diagnostics show no edits; code actions ask the fixer, which lints with edits.
        engine.needsFixEdits = false
        engines[resolved.index] = engine
        return engine
    }

    /// Every `.action-lint.json` in `folder` and above, with its stamp.
    private static func configurationFiles(above folder: String) -> [(path: String, stamp: FileStamp?)] {
        var files: [(path: String, stamp: FileStamp?)] = []
        var current: String? = folder
        while let candidate = current {
            let file = (candidate.hasSuffix("/") ? candidate : candidate + "/") + ConfigurationLoader.fileName
            if let stamp = FileStamp.of(file) { files.append((file, stamp)) }
            current = candidate == "/" ? nil : WorkingFolder.folder(holding: candidate)
        }
        return files
    }

    /// Forgets every file read (the client said a configuration changed).
    func removeAll() {
        tree = nil
        stamps.removeAll()
        engines.removeAll()
        chainOfFolder.removeAll()
    }
}
