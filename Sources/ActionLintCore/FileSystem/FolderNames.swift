/// The names in a folder for commands outside the lint (`generate-docs` finds the pages of rules
/// that no longer exist with it); discovery lists folders its own, faster way.
public enum FolderNames {
    /// Every entry but "." and "..", sorted by bytes; nil when the folder cannot be listed.
    public static func of(_ folder: String) -> [String]? {
        guard let listing = try? FileSystemAccess.listDirectory(folder) else { return nil }
        return FilePaths.sortedByBytes(listing.names)
    }
}
