/// Searching a folder on all cores. Listing folders is mostly system calls (getdents64, openat,
/// newfstatat, close), and a large tree keeps one core busy for milliseconds before any file is
/// linted, while the other cores wait.
///
/// The folder is listed level by level on the calling thread until there are enough subfolders
/// left to walk (`subtreesToShare`), or a few levels are done (a narrow, deep tree); then the
/// subtree under each is walked on its own, on any core, and the findings are put back together
/// in walk order. The result equals the serial walk's: files are sorted at the end anyway, and
/// errors and linked folders are kept in the order the serial walk meets them.
extension FileDiscovery {
    /// Levels listed on the calling thread at most before the subtrees left are shared out: the
    /// usual `Sources`/`Tests`, then the modules, then their folders.
    static let levelsListedBeforeSharing = 4

    /// `visitFolder`, with the subtrees under the folder walked on all cores.
    func visitFolderOnAllCores(_ folder: String, identity: FileIdentity, walk: inout DiscoveryWalk) {
        guard let subtreesToShare else { return visitFolder(folder, identity: identity, walk: &walk) }
        var pieces = [DiscoveryPiece.subtree(path: folder, identity: identity)]
        var subtreeCount = 1
        var level = 0
        while subtreeCount > 0, subtreeCount < subtreesToShare, level < Self.levelsListedBeforeSharing {
            pieces = pieces.flatMap { listOneLevel($0, earlierVisits: walk.visitedFolders) }
            subtreeCount = pieces.count(where: \.isSubtree)
            level += 1
        }
        let walked = walkSubtrees(in: pieces, earlierVisits: walk.visitedFolders)
        // Two pieces entered the same folder (a bind mount, say): the serial walk would have
        // searched it once, in whichever piece it meets first. Rare enough to simply redo.
        guard DiscoveryWalk.enteredNoFolderTwice(walked) else { return visitFolder(folder, identity: identity, walk: &walk) }
        for piece in walked { walk.append(piece) }
    }

    /// A subtree piece replaced by its folder's findings and its subfolders, still to be walked.
    private func listOneLevel(_ piece: DiscoveryPiece, earlierVisits: Set<FileIdentity>) -> [DiscoveryPiece] {
        guard case .subtree(let folder, let identity) = piece else { return [piece] }
        var walk = DiscoveryWalk(earlierVisits: earlierVisits, defersSubfolders: true)
        visitFolder(folder, identity: identity, walk: &walk)
        return walk.cutAtDeferredSubfolders()
    }

    /// Every piece as a walk, in order: the subtrees walked concurrently, each serially.
    private func walkSubtrees(in pieces: [DiscoveryPiece], earlierVisits: Set<FileIdentity>) -> [DiscoveryWalk] {
        let subtrees = pieces.compactMap { piece -> (path: String, identity: FileIdentity)? in
            guard case .subtree(let path, let identity) = piece else { return nil }
            return (path, identity)
        }
        var subtreeWalks = Concurrently.map(subtrees.indices) { index in
            var walk = DiscoveryWalk(earlierVisits: earlierVisits)
            visitFolder(subtrees[index].path, identity: subtrees[index].identity, walk: &walk)
            walk.forgetEarlierVisits()
            return walk
        }.makeIterator()
        return pieces.map { piece in
            guard case .walked(let walk) = piece else { return subtreeWalks.next()! }
            return walk
        }
    }
}
