/// One configuration file's globs, compiled, with the folder they are relative to.
struct ConfigurationLayer: Sendable {
    /// Absolute folder of the file (or of the run, for defaults and `--config`-less flags).
    var folder: String
    var includes: [Glob]
    var excludes: [Glob]

    init(folder: String, configuration: Configuration) throws(GlobError) {
        self.folder = folder
        var includes: [Glob] = []
        for pattern in configuration.include { includes.append(try Glob(pattern)) }
        var excludes: [Glob] = []
        for pattern in configuration.exclude { excludes.append(try Glob(pattern)) }
        self.includes = includes
        self.excludes = excludes
    }

    /// The path relative to the layer's folder, or nil outside it (or for the folder itself).
    func relative(_ path: String) -> String? {
        guard let relative = FilePaths.relative(path, to: folder), !relative.isEmpty else { return nil }
        return relative
    }
}
