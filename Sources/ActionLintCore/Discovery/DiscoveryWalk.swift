/// What one `FileDiscovery.discover` call has gathered so far. The visited set is shared by
/// all the paths of the call, so overlapping paths do not search a folder twice.
struct DiscoveryWalk {
    /// Shown paths, in walk order; a file named twice appears twice until the walk's end.
    var files: [String] = []
    /// The `ResolvedConfiguration.index` of each file of `files`.
    var configurationIndices: [Int] = []
    var errors: [DiscoveryError] = []
    /// The folders this walk has entered.
    var visitedFolders: Set<FileIdentity> = []
    /// Folders met through a symbolic link, searched after every real folder so that a file
    /// reachable both ways is shown (and keyed in a baseline) by its real path.
    var linkedFolders: [(path: String, identity: FileIdentity)] = []
    /// Errors that every folder under a broken configuration file would repeat.
    private var notedOnce: Set<String> = []

    /// Told of each file as it is found (walk order, repeats included): a lint may begin
    /// before the walk ends.
    var onFile: ((String, ResolvedConfiguration) -> Void)?

    mutating func add(_ shownPath: String, configuration: ResolvedConfiguration) {
        files.append(shownPath)
        configurationIndices.append(configuration.index)
        onFile?(shownPath, configuration)
    }

    /// Whether the folder is new to the walk, which from now on counts it as visited.
    mutating func enter(_ identity: FileIdentity) -> Bool {
        visitedFolders.insert(identity).inserted
    }

    mutating func noteOnce(_ error: DiscoveryError) {
        for each in error.separated where notedOnce.insert(each.description).inserted { errors.append(each) }
    }

    /// Whether a file or an error was found under the folder shown as `folder`.
    func holdsAnything(under folder: String) -> Bool {
        let isUnder = { (path: String) -> Bool in
            if folder == "." { return !path.hasPrefix("/") }
            return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
        }
        return files.contains(where: isUnder) || errors.contains { isUnder($0.path) }
    }
}
