/// The folder SARIF URIs are relative to (`%SRCROOT%`): GitHub code scanning matches them
/// against paths in the repository, so they must be relative to its root, wherever the run
/// started.
public enum SourceRoot {
    /// `pathBase` (`--path-base`, relative to the working folder) when given; else the nearest
    /// folder at or above the working folder that holds `.git` (a folder, or the file of a
    /// worktree or submodule); else the working folder.
    public static func folder(pathBase: String?, workingFolder: String) -> String {
        if let pathBase { return FilePaths.absolute(pathBase, relativeTo: workingFolder) }
        var folder: String? = workingFolder
        while let candidate = folder {
            if FileSystemAccess.exists(FilePaths.join(candidate, ".git")) { return candidate }
            folder = FilePaths.parent(candidate)
        }
        return workingFolder
    }
}
