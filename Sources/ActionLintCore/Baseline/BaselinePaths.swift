/// How a finding's shown path becomes a baseline entry's `file`: relative to the folder of the
/// baseline file, so the same baseline matches from any working folder (a CI job in the
/// repository root, a developer in `App/`).
public struct BaselinePaths: Hashable, Sendable {
    /// Absolute folder of the baseline file; nil keeps paths as they are shown.
    public var baselineFolder: String?
    /// Absolute folder shown paths are relative to.
    public var workingFolder: String

    public init(baselineFolder: String?, workingFolder: String) {
        self.baselineFolder = baselineFolder
        self.workingFolder = workingFolder
    }

    /// Paths compared as shown: for a baseline built and used in memory.
    public static let asShown = BaselinePaths(baselineFolder: nil, workingFolder: "/")

    /// For the baseline file at `path` (relative to `workingFolder`, or absolute).
    public static func forFile(_ path: String, workingFolder: String) -> BaselinePaths {
        let absolute = FilePaths.absolute(path, relativeTo: workingFolder)
        return BaselinePaths(baselineFolder: FilePaths.parent(absolute) ?? "/", workingFolder: workingFolder)
    }

    /// The entry path of a file shown as `shown`: relative to the baseline's folder, with `..`
    /// for a file beside it (a baseline kept in `ci/` for `Sources/`).
    public func file(_ shown: String) -> String {
        guard let baselineFolder else { return shown }
        return FilePaths.relativeWithParents(FilePaths.absolute(shown, relativeTo: workingFolder), to: baselineFolder)
    }

    func key(_ finding: Finding) -> FindingKey {
        FindingKey(finding, file: file(finding.range.path))
    }
}
