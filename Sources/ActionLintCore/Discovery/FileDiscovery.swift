/// Turns the paths given on the command line into the sorted list of files to lint.
///
/// - Folders are searched recursively for `.swift` files, skipping build and dependency
///   folders (`skippedFolderNames`) and applying the configuration's include and exclude globs
///   (relative to the configuration's folder; files outside it are not matched by either).
/// - A file named explicitly is linted whatever its extension, unless an exclude glob matches
///   it: include globs narrow what a search finds, they do not veto what the user typed.
/// - Symbolic links are followed, except a link to a folder that contains it (a loop); each
///   folder is searched once (by device and inode), so no chain of links can loop either, and
///   folders reached through links are searched last, so a folder's real path wins.
/// - Problems (a missing path, an unreadable folder, a link loop) are collected, not thrown.
/// - A large folder is searched on all cores (`FileDiscovery+SharedWalk`), with the same result,
///   to the order of the problems, as one walk on one core.
public struct FileDiscovery: Sendable {
    /// Folders that hold build products, VCS data or third-party code, never the user's sources.
    /// Only folders met while searching are skipped; one named explicitly is searched.
    public static let skippedFolderNames: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage"]

    /// Absolute, normalized.
    public let baseFolder: String
    /// Absolute, normalized; output paths are relative to it when under it.
    public let workingFolder: String
    private let includes: [Glob]
    private let excludes: [Glob]
    /// Lists a folder; replaceable so tests can simulate a folder that cannot be read (tests
    /// run as root, for whom `chmod 000` does not block `opendir`).
    private let listDirectory: @Sendable (String) throws(SystemError) -> DirectoryListing
    /// How many subtrees a searched folder is cut into, at least, before they are walked on all
    /// cores (see `visitFolderOnAllCores`); nil walks every folder on the calling thread, the
    /// walk the tests compare the shared one with.
    let subtreesToShare: Int?

    /// Enough pieces that two cores stay busy to the end although subtrees differ in size (a
    /// core that draws a large one last leaves the other idle for its length), and few enough
    /// that a small tree, which never spreads that wide, is walked on one core, where it costs
    /// less than starting work on the other.
    static let defaultSubtreesToShare = 16

    /// - Parameters:
    ///   - baseFolder: the folder globs are relative to (`LoadedConfiguration.baseFolder`).
    ///   - workingFolder: defaults to the process's working folder.
    /// - Throws: `GlobError` when an include or exclude pattern does not compile (configuration
    ///   files are checked when loaded; this catches patterns given on the command line).
    public init(configuration: Configuration, baseFolder: String, workingFolder: String? = nil) throws(GlobError) {
        try self.init(configuration: configuration, baseFolder: baseFolder, workingFolder: workingFolder) { path throws(SystemError) in
            try FileSystemAccess.listDirectory(path)
        }
    }

    init(
        configuration: Configuration,
        baseFolder: String,
        workingFolder: String?,
        subtreesToShare: Int? = defaultSubtreesToShare,
        listDirectory: @escaping @Sendable (String) throws(SystemError) -> DirectoryListing
    ) throws(GlobError) {
        let working = FileSystemAccess.workingFolder(workingFolder)
        self.workingFolder = working
        self.baseFolder = FilePaths.absolute(baseFolder, relativeTo: working)
        var includes: [Glob] = []
        for pattern in configuration.include { includes.append(try Glob(pattern)) }
        var excludes: [Glob] = []
        for pattern in configuration.exclude { excludes.append(try Glob(pattern)) }
        self.includes = includes
        self.excludes = excludes
        self.listDirectory = listDirectory
        self.subtreesToShare = subtreesToShare
    }

    /// The files to lint under `paths` (files and folders, relative to the working folder or
    /// absolute), and the problems met on the way.
    public func discover(_ paths: [String]) -> DiscoveryResult {
        var walk = DiscoveryWalk()
        for path in paths {
            visitNamedPath(FilePaths.absolute(path, relativeTo: workingFolder), walk: &walk)
        }
        while !walk.linkedFolders.isEmpty {
            let pending = walk.linkedFolders
            walk.linkedFolders.removeAll()
            for folder in pending { visitFolderOnAllCores(folder.path, identity: folder.identity, walk: &walk) }
        }
        // Sorted, then repeats (a file named twice) dropped: a Set of thousands of long paths
        // cost more than the walk. Repeats are byte-equal, so they end up next to each other;
        // two names that differ only in Unicode normalization are two files and both stay.
        return DiscoveryResult(files: FilePaths.sortedByBytes(walk.files, droppingRepeats: true), errors: walk.errors)
    }

    /// Whether an exclude glob matches `path` (relative to the working folder, or absolute) or a
    /// folder it lies in: for standard input named by `--stdin-path`, which is linted like a file
    /// named on the command line (include globs do not apply to it, exclude globs do).
    public func excludes(file path: String) -> Bool {
        isExcluded(FilePaths.absolute(path, relativeTo: workingFolder), isDirectory: false)
    }

    /// `path` as output shows it: relative to the working folder when under it, else absolute
    /// (for `--stdin-path`, so an editor passing an absolute path gets the same paths, and the
    /// same baseline keys, as a run over the folder).
    public func displayPath(_ path: String) -> String {
        shown(FilePaths.absolute(path, relativeTo: workingFolder))
    }

    // MARK: - Walking

    private func visitNamedPath(_ path: String, walk: inout DiscoveryWalk) {
        let status: FileStatus
        do {
            status = try FileStatus.of(path, followingLinks: true)
        } catch {
            walk.errors.append(DiscoveryError(path: shown(path), problem: problem(statusError: error, path: path)))
            return
        }
        switch status.kind {
        case .directory:
            // The user asked for a Swift file and got a folder: searching it would hide the typo.
            if path.hasSuffix(".swift") {
                walk.errors.append(DiscoveryError(path: shown(path), problem: "is a directory, expected a Swift file"))
            } else if !isExcluded(path, isDirectory: true) {
                visitFolderOnAllCores(path, identity: status.identity, walk: &walk)
            }
        case .regularFile:
            if !isExcluded(path, isDirectory: false) { walk.files.append(shown(path)) }
        case .symbolicLink, .other:
            walk.errors.append(DiscoveryError(path: shown(path), problem: "not a regular file or folder"))
        }
    }

    /// Searches the folder and, unless the walk defers them, its subfolders, on this thread.
    func visitFolder(_ folder: String, identity: FileIdentity, walk: inout DiscoveryWalk) {
        guard walk.enter(identity) else { return }
        let listing: DirectoryListing
        do {
            listing = try listDirectory(folder)
        } catch {
            walk.errors.append(DiscoveryError(path: shown(folder), problem: "cannot read folder: \(error.description)"))
            return
        }
        // Without globs, a regular file is kept or not by its name alone, and its shown path is
        // the folder's plus the name: no path is built for the files that are skipped, and one
        // String for each file that is kept.
        let shownPrefix = includes.isEmpty && excludes.isEmpty ? shownPrefix(ofFolder: folder) : nil
        for index in listing.indicesInByteOrder() {
            let entry = listing.entries[index]
            if entry.isRegularFile, let shownPrefix {
                if listing.hasSwiftExtension(entry) { walk.files.append(listing.path(of: entry, prefixedBy: shownPrefix)) }
                continue
            }
            let name = listing.name(of: entry)
            let path = FilePaths.join(folder, name)
            if entry.isRegularFile {
                visitRegularFile(path, name: name, walk: &walk)
            } else {
                visitEntry(path, name: name, walk: &walk)
            }
        }
    }

    private func visitEntry(_ path: String, name: String, walk: inout DiscoveryWalk) {
        let status: FileStatus
        let isLink: Bool
        do {
            // `lstat` first: most entries are not links, and for those one call is enough.
            let linkStatus = try FileStatus.of(path, followingLinks: false)
            isLink = linkStatus.kind == .symbolicLink
            status = isLink ? try FileStatus.of(path, followingLinks: true) : linkStatus
        } catch {
            // A dangling link only matters where it stands for a Swift file; a loop always does.
            if error.isLinkLoop || name.hasSuffix(".swift") {
                walk.errors.append(DiscoveryError(path: shown(path), problem: problem(statusError: error, path: path)))
            }
            return
        }
        switch status.kind {
        case .directory:
            guard !Self.skippedFolderNames.contains(name), !isExcluded(path, isDirectory: true) else { return }
            // A link to a folder that contains it would walk the tree again under a longer name.
            if isLink {
                if !pointsToAncestor(link: path) { walk.linkedFolders.append((path, status.identity)) }
                return
            }
            if !walk.deferSubfolder(path, identity: status.identity) {
                visitFolder(path, identity: status.identity, walk: &walk)
            }
        case .regularFile:
            visitRegularFile(path, name: name, walk: &walk)
        case .symbolicLink, .other:
            break
        }
    }

    private func visitRegularFile(_ path: String, name: String, walk: inout DiscoveryWalk) {
        if name.hasSuffix(".swift"), isIncluded(path), !isExcluded(path, isDirectory: false) {
            walk.files.append(shown(path))
        }
    }

    /// Whether the folder a link resolves to holds the link itself (`Loop -> ..`).
    private func pointsToAncestor(link: String) -> Bool {
        guard let target = FileSystemAccess.resolvedPath(link),
              let parent = FilePaths.parent(link),
              let container = FileSystemAccess.resolvedPath(parent) else { return false }
        return FilePaths.relative(container, to: target) != nil
    }

    // MARK: - Globs and paths

    /// The path relative to the configuration's folder, or nil outside it (or for the folder itself).
    private func configurationRelative(_ path: String) -> String? {
        guard let relative = FilePaths.relative(path, to: baseFolder), !relative.isEmpty else { return nil }
        return relative
    }

    private func isExcluded(_ path: String, isDirectory: Bool) -> Bool {
        guard !excludes.isEmpty, let relative = configurationRelative(path) else { return false }
        return excludes.contains { $0.matches(relative, isDirectory: isDirectory) }
    }

    private func isIncluded(_ path: String) -> Bool {
        guard !includes.isEmpty, let relative = configurationRelative(path) else { return true }
        return includes.contains { $0.matches(relative) }
    }

    /// What goes before the name of an entry of `folder` in its shown path (see `shown`): the
    /// folder's path relative to the working folder and a slash, or nothing for the working
    /// folder itself; outside the working folder, the folder's absolute path and a slash. Nil in
    /// a folder that holds the working folder, whose entry for it is shown as "." by `shown`.
    private func shownPrefix(ofFolder folder: String) -> [UInt8]? {
        if let relative = FilePaths.relative(folder, to: workingFolder) {
            return relative.isEmpty ? [] : Array(relative.utf8) + [UInt8(ascii: "/")]
        }
        guard FilePaths.relative(workingFolder, to: folder) == nil else { return nil }
        return Array(folder.utf8) + [UInt8(ascii: "/")]
    }

    /// Relative to the working folder when under it, else absolute.
    private func shown(_ path: String) -> String {
        guard let relative = FilePaths.relative(path, to: workingFolder) else { return path }
        return relative.isEmpty ? "." : relative
    }

    /// "no such file or directory", but clearer words for a dangling link.
    private func problem(statusError error: SystemError, path: String) -> String {
        if error.isMissing, let link = try? FileStatus.of(path, followingLinks: false), link.kind == .symbolicLink {
            return "symbolic link to a missing file"
        }
        return error.description
    }
}
