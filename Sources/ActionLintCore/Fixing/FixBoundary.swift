/// The files a fix may write: those that really lie (symbolic links resolved) in a folder named
/// on the command line, or are a file named there. A link inside the tree to a file outside it
/// (`Linked.swift -> ../outside/View.swift`) is linted, but fixing it would rewrite a file the
/// user did not ask to change.
public struct FixBoundary: Sendable {
    /// Real paths of the named folders and files.
    private let roots: [String]

    /// `namedPaths`: absolute paths as named on the command line.
    public init(namedPaths: [String]) {
        roots = namedPaths.compactMap(FileSystemAccess.resolvedPath)
    }

    /// Nil when a fix may write the file at `path` (absolute); else why not, for the finding (its
    /// reporters say "no automatic fix: " before it).
    public func refusal(forFile path: String) -> String? {
        guard let real = FileSystemAccess.resolvedPath(path) else { return nil }
        if roots.contains(where: { FilePaths.relative(real, to: $0) != nil }) { return nil }
        return "the file is a symbolic link to `\(real)`, outside the paths named on the command line"
    }
}
