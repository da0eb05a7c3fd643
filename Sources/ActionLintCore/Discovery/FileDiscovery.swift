/// Turns the paths given on the command line into the sorted list of files to lint, each with
/// the configuration that applies to it.
///
/// - Folders are searched recursively for `.swift` files, skipping build and dependency
///   folders (`skippedFolderNames`) and applying the include and exclude globs of the
///   configuration of each folder (`ConfigurationTree`: the nearest `.action-lint.json` and
///   the files above it, each file's globs relative to its own folder).
/// - A file named explicitly is linted unless an exclude glob matches it: include globs narrow
///   what a search finds, they do not veto what the user typed. One that is not `.swift` is
///   refused (an error): linted as Swift, a README would only give nonsense or nothing.
/// - Symbolic links are followed, except a link to a folder that contains it (a loop); each
///   folder is searched once (by device and inode), so no chain of links can loop either, and
///   folders reached through links are searched last, so a folder's real path wins.
/// - Problems (a missing path, an unreadable folder, a link loop, a FIFO or device named
///   `.swift`, a named file that is not `.swift`, a broken configuration file, a named folder
///   without Swift files) are
///   collected, not thrown.
public struct FileDiscovery: Sendable {
    /// Folders that hold build products, VCS data or third-party code, never the user's sources.
    /// Only folders met while searching are skipped; one named explicitly is searched.
    public static let skippedFolderNames: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage"]

    /// Absolute, normalized; output paths are relative to it when under it.
    public let workingFolder: String
    /// The configuration of each folder searched and file named.
    public let configurations: ConfigurationTree
    /// Lists a folder; replaceable so tests can simulate a folder that cannot be read (tests
    /// run as root, for whom `chmod 000` does not block `opendir`).
    private let listDirectory: @Sendable (String) throws(SystemError) -> DirectoryListing

    /// Every file gets the configuration of its own folder (`ConfigurationTree`).
    public init(configurations: ConfigurationTree) {
        self.init(configurations: configurations) { path throws(SystemError) in try FileSystemAccess.listDirectory(path) }
    }

    init(configurations: ConfigurationTree, listDirectory: @escaping @Sendable (String) throws(SystemError) -> DirectoryListing) {
        self.configurations = configurations
        self.workingFolder = configurations.workingFolder
        self.listDirectory = listDirectory
    }

    /// One configuration for every file, its globs relative to `baseFolder`.
    /// - Throws: `GlobError` when an include or exclude pattern does not compile.
    public init(configuration: Configuration, baseFolder: String, workingFolder: String? = nil) throws(GlobError) {
        try self.init(configuration: configuration, baseFolder: baseFolder, workingFolder: workingFolder) { path throws(SystemError) in
            try FileSystemAccess.listDirectory(path)
        }
    }

    init(
        configuration: Configuration, baseFolder: String, workingFolder: String?,
        listDirectory: @escaping @Sendable (String) throws(SystemError) -> DirectoryListing
    ) throws(GlobError) {
        _ = try ConfigurationLayer(folder: "/", configuration: configuration)
        let loaded = LoadedConfiguration(configuration: configuration, file: nil, baseFolder: baseFolder)
        // The globs compiled above, so the tree cannot fail.
        let tree = try! ConfigurationTree(source: .fixed(loaded), loader: ConfigurationLoader(rules: []), workingFolder: workingFolder)
        self.init(configurations: tree, listDirectory: listDirectory)
    }

    /// The files to lint under `paths` (files and folders, relative to the working folder or
    /// absolute), and the problems met on the way. `onFile` is told of each file as the walk
    /// finds it, in walk order and repeats included (`DiscoveryResult.walkOrder` sorts them).
    public func discover(_ paths: [String], onFile: ((String, ResolvedConfiguration) -> Void)? = nil) -> DiscoveryResult {
        var walk = DiscoveryWalk()
        walk.onFile = onFile
        var namedFolders: [String] = []
        for path in paths {
            let absolute = FilePaths.absolute(path, relativeTo: workingFolder)
            if visitNamedPath(absolute, walk: &walk) { namedFolders.append(shown(absolute)) }
        }
        while !walk.linkedFolders.isEmpty {
            let pending = walk.linkedFolders
            walk.linkedFolders.removeAll()
            for folder in pending { visitFolder(folder.path, identity: folder.identity, walk: &walk) }
        }
        // A folder that gave nothing to lint is a mistyped path or a misplaced exclude: saying
        // "no findings" for it would pass CI without checking anything.
        for folder in namedFolders where !walk.holdsAnything(under: folder) {
            walk.errors.append(DiscoveryError(path: folder, problem: "no Swift files found in this folder"))
        }
        // Sorted, then repeats (a file named twice) dropped: a Set of thousands of long paths
        // cost more than the walk. Repeats are byte-equal, so they end up next to each other;
        // two names that differ only in Unicode normalization are two files and both stay.
        let order = FilePaths.byteOrderIndices(walk.files, droppingRepeats: true)
        var result = DiscoveryResult(
            files: order.map { walk.files[$0] }, configurationIndices: order.map { walk.configurationIndices[$0] },
            configurations: configurations.resolved, errors: walk.errors
        )
        result.walkOrder = order
        return result
    }

    /// Whether an exclude glob matches `path` (relative to the working folder, or absolute) or a
    /// folder it lies in: for standard input named by `--stdin-path`, which is linted like a file
    /// named on the command line (include globs do not apply to it, exclude globs do).
    /// - Throws: `ConfigurationError` when a configuration file for it is broken.
    public func excludes(file path: String) throws(ConfigurationError) -> Bool {
        let absolute = FilePaths.absolute(path, relativeTo: workingFolder)
        return try configurations.configuration(forFile: absolute).excludes(absolute, isDirectory: false)
    }

    /// `path` as output shows it: relative to the working folder when under it, else absolute
    /// (for `--stdin-path`, so an editor passing an absolute path gets the same paths, and the
    /// same baseline keys, as a run over the folder).
    public func displayPath(_ path: String) -> String {
        shown(FilePaths.absolute(path, relativeTo: workingFolder))
    }

    // MARK: - Walking

    /// Visits a path from the command line; whether it is a folder that was searched (or
    /// excluded on purpose: then it is not one to complain about).
    private func visitNamedPath(_ path: String, walk: inout DiscoveryWalk) -> Bool {
        let status: FileStatus
        do {
            status = try FileStatus.of(path, followingLinks: true)
        } catch {
            walk.errors.append(DiscoveryError(path: shown(path), problem: problem(statusError: error, path: path)))
            return false
        }
        switch status.kind {
        case .directory:
            // The user asked for a Swift file and got a folder: searching it would hide the typo.
            if path.hasSuffix(".swift") {
                walk.errors.append(DiscoveryError(path: shown(path), problem: "is a directory, expected a Swift file"))
                return false
            }
            guard let around = configuration(ofFolder: FilePaths.parent(path) ?? "/", holdsFile: nil, walk: &walk) else { return false }
            guard !around.excludes(path, isDirectory: true) else { return false }
            visitFolder(path, identity: status.identity, walk: &walk)
            return true
        case .regularFile:
            guard path.hasSuffix(".swift") else {
                walk.errors.append(DiscoveryError(path: shown(path), problem: "not a Swift file (only .swift files are linted)"))
                return false
            }
            guard let own = configuration(ofFolder: FilePaths.parent(path) ?? "/", holdsFile: nil, walk: &walk) else { return false }
            if !own.excludes(path, isDirectory: false) { walk.add(shown(path), configuration: own) }
        case .symbolicLink, .other:
            walk.errors.append(DiscoveryError(path: shown(path), problem: "not a regular file or folder"))
        }
        return false
    }

    /// The configuration of a folder, or nil (and the error noted once) when a configuration
    /// file of it is broken: its files are then not linted, and the run fails.
    private func configuration(ofFolder folder: String, holdsFile: Bool?, walk: inout DiscoveryWalk) -> ResolvedConfiguration? {
        do {
            return try configurations.configuration(forAbsoluteFolder: folder, holdsFile: holdsFile)
        } catch {
            walk.noteOnce(DiscoveryError(error))
            return nil
        }
    }

    /// Searches the folder, then its subfolders, on this thread; linked folders are noted for
    /// later.
    func visitFolder(_ folder: String, identity: FileIdentity, walk: inout DiscoveryWalk) {
        guard walk.enter(identity) else { return }
        let listing: DirectoryListing
        do {
            listing = try listDirectory(folder)
        } catch {
            walk.errors.append(DiscoveryError(path: shown(folder), problem: "cannot read folder: \(error.description)"))
            return
        }
        guard let resolved = configuration(ofFolder: folder, holdsFile: listing.containsName(Self.configurationFileName), walk: &walk) else { return }
        // Without globs, a regular file is kept or not by its name alone, and its shown path is
        // the folder's plus the name: no path is built for the files that are skipped, and one
        // String for each file that is kept.
        let shownPrefix = resolved.hasNoGlobs ? shownPrefix(ofFolder: folder) : nil
        for index in listing.indicesInByteOrder() {
            let entry = listing.entries[index]
            if entry.isRegularFile, let shownPrefix {
                if listing.hasSwiftExtension(entry) { walk.add(listing.path(of: entry, prefixedBy: shownPrefix), configuration: resolved) }
                continue
            }
            let name = listing.name(of: entry)
            let path = FilePaths.join(folder, name)
            if entry.isRegularFile {
                visitRegularFile(path, name: name, configuration: resolved, walk: &walk)
            } else {
                visitEntry(path, name: name, configuration: resolved, walk: &walk)
            }
        }
    }

    static let configurationFileName = Array(ConfigurationLoader.fileName.utf8)

    private func visitEntry(_ path: String, name: String, configuration: ResolvedConfiguration, walk: inout DiscoveryWalk) {
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
            guard !Self.skippedFolderNames.contains(name), !configuration.excludes(path, isDirectory: true) else { return }
            // A link to a folder that contains it would walk the tree again under a longer name.
            if isLink {
                if !pointsToAncestor(link: path) { walk.linkedFolders.append((path, status.identity)) }
                return
            }
            visitFolder(path, identity: status.identity, walk: &walk)
        case .regularFile:
            visitRegularFile(path, name: name, configuration: configuration, walk: &walk)
        case .symbolicLink, .other:
            // A FIFO, socket or device named like a Swift file: reading it could block or never
            // end, and skipping it silently would hide that it was not linted.
            if name.hasSuffix(".swift"), !configuration.excludes(path, isDirectory: false) {
                walk.errors.append(DiscoveryError(path: shown(path), problem: "not a regular file or folder"))
            }
        }
    }

    private func visitRegularFile(_ path: String, name: String, configuration: ResolvedConfiguration, walk: inout DiscoveryWalk) {
        if name.hasSuffix(".swift"), configuration.includes(path), !configuration.excludes(path, isDirectory: false) {
            walk.add(shown(path), configuration: configuration)
        }
    }

    /// Whether the folder a link resolves to holds the link itself (`Loop -> ..`).
    private func pointsToAncestor(link: String) -> Bool {
        guard let target = FileSystemAccess.resolvedPath(link),
              let parent = FilePaths.parent(link),
              let container = FileSystemAccess.resolvedPath(parent) else { return false }
        return FilePaths.relative(container, to: target) != nil
    }

    // MARK: - Paths

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
