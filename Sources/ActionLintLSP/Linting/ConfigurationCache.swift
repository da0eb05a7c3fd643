import ActionLintCore
import ActionLintRules

/// The configuration that applies to a document: the nearest `.action-lint.json` in its
/// folder or above, as `action-lint` finds it. Looked up again for every lint (a few `stat`
/// calls), and read again only when the file's stamp changed, so an edited, added or removed
/// configuration applies to the next lint without a restart.
final class ConfigurationCache {
    /// A configuration ready to lint with.
    struct Resolved {
        let loaded: LoadedConfiguration
        /// Answers whether the configuration excludes a file (nil: it excludes nothing).
        let discovery: FileDiscovery?
        let engine: LintEngine
    }

    private struct Entry {
        let stamp: FileStamp
        let result: Result<Resolved, ConfigurationError>
    }

    private let loader = ConfigurationLoader(rules: RuleRegistry.descriptions)
    private var byFile: [String: Entry] = [:]

    /// The configuration for documents in `folder` (absolute).
    func resolve(forFolder folder: String) -> Result<Resolved, ConfigurationError> {
        guard let file = loader.locate(from: folder, workingFolder: folder) else {
            return .success(Self.resolved(LoadedConfiguration(configuration: Configuration(), file: nil, baseFolder: folder)))
        }
        let stamp = FileStamp.of(file)
        if let stamp, let entry = byFile[file], entry.stamp == stamp { return entry.result }
        let result: Result<Resolved, ConfigurationError>
        do {
            result = .success(Self.resolved(try loader.load(file: file, workingFolder: folder)))
        } catch var error as ConfigurationError {
            // Named in full: the editor's working folder means nothing to the reader.
            error.path = file
            result = .failure(error)
        } catch {
            result = .failure(ConfigurationError(path: file, message: "\(error)"))
        }
        if let stamp { byFile[file] = Entry(stamp: stamp, result: result) }
        return result
    }

    /// Forgets every file read (the client said a configuration changed).
    func removeAll() { byFile.removeAll() }

    private static func resolved(_ loaded: LoadedConfiguration) -> Resolved {
        // The loader checked every glob, so building the matcher cannot fail here.
        let discovery = try? FileDiscovery(configuration: loaded.configuration, baseFolder: loaded.baseFolder, workingFolder: loaded.baseFolder)
        var engine = LintEngine(ruleTypes: RuleRegistry.rules, configuration: loaded.configuration)
        // Diagnostics show no edits; code actions ask the fixer, which lints with edits.
        engine.needsFixEdits = false
        return Resolved(loaded: loaded, discovery: discovery, engine: engine)
    }
}
