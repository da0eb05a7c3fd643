/// The folder relative paths are taken from.
public enum WorkingFolder {
    /// The process's working folder.
    public static var current: String { FileSystemAccess.currentDirectory() }

    /// `path` made absolute against `folder` (unchanged when already absolute).
    public static func absolute(_ path: String, in folder: String) -> String {
        FilePaths.absolute(path, relativeTo: folder)
    }

    /// The folder that holds the file at `path` (absolute, normalized): `/` for `/File.swift`.
    public static func folder(holding path: String) -> String {
        FilePaths.parent(path) ?? "/"
    }
}

extension WorkingFolder {
    /// Whether `path` (absolute) is a folder, following links.
    public static func isFolder(_ path: String) -> Bool {
        (try? FileStatus.of(path, followingLinks: true))?.kind == .directory
    }
}
