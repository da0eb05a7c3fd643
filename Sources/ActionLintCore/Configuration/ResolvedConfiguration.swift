/// The configuration that applies in one folder: the configuration files from the outermost
/// to the nearest merged (`Configuration.refined(by:)`), command-line flags on top, and every
/// file's include and exclude globs, each relative to its own folder.
public struct ResolvedConfiguration: Sendable {
    /// Distinct for each distinct chain of files in one `ConfigurationTree`, from 0: callers
    /// key per-configuration work (a lint engine) on it.
    public let index: Int
    /// The merged settings, flags applied.
    public let configuration: Configuration
    /// Absolute paths of the files merged, outermost first; empty when defaults apply.
    public let files: [String]
    let layers: [ConfigurationLayer]

    init(index: Int, configuration: Configuration, files: [String], layers: [ConfigurationLayer]) {
        self.index = index
        self.configuration = configuration
        self.files = files
        self.layers = layers
    }

    /// No file of the chain has a glob: files are kept by their names alone.
    var hasNoGlobs: Bool { layers.allSatisfy { $0.includes.isEmpty && $0.excludes.isEmpty } }

    /// Whether an exclude glob of any file of the chain matches the absolute `path` (or a folder
    /// it lies in). A nested file cannot take back what a parent excludes.
    public func excludes(_ path: String, isDirectory: Bool) -> Bool {
        layers.contains { layer in
            guard !layer.excludes.isEmpty, let relative = layer.relative(path) else { return false }
            return layer.excludes.contains { $0.matches(relative, isDirectory: isDirectory) }
        }
    }

    /// Whether the nearest file that has `include` globs matches the absolute `path` with one
    /// (true when no file of the chain has any).
    public func includes(_ path: String) -> Bool {
        guard let layer = layers.last(where: { !$0.includes.isEmpty }) else { return true }
        guard let relative = layer.relative(path) else { return true }
        return layer.includes.contains { $0.matches(relative) }
    }
}
