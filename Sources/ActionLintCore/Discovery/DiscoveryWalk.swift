/// What one `FileDiscovery.discover` call has gathered so far, or one piece of it. The visited
/// set is shared by all the paths of the call, so overlapping paths do not search a folder twice.
struct DiscoveryWalk {
    /// Shown paths, in walk order; a file named twice appears twice until the walk's end.
    var files: [String] = []
    var errors: [DiscoveryError] = []
    /// The folders this walk has entered.
    var visitedFolders: Set<FileIdentity> = []
    /// Folders met through a symbolic link, searched after every real folder so that a file
    /// reachable both ways is shown (and keyed in a baseline) by its real path.
    var linkedFolders: [(path: String, identity: FileIdentity)] = []
    /// For a piece of a walk shared between cores: the folders the whole walk had entered when
    /// the piece began, not entered again. Not changed while the piece is walked, so that the
    /// pieces walked at the same time share one copy of it.
    private(set) var earlierVisits: Set<FileIdentity>
    /// Non-nil while a walk is being cut into pieces: real subfolders are noted here, in walk
    /// order, instead of entered.
    private(set) var deferredSubfolders: [DeferredSubfolder]?

    init(earlierVisits: Set<FileIdentity> = [], defersSubfolders: Bool = false) {
        self.earlierVisits = earlierVisits
        deferredSubfolders = defersSubfolders ? [] : nil
    }

    /// Whether the folder is new to the walk, which from now on counts it as visited.
    mutating func enter(_ identity: FileIdentity) -> Bool {
        !earlierVisits.contains(identity) && visitedFolders.insert(identity).inserted
    }

    /// Called when the piece is done. The set is the whole walk's own, which grows in place
    /// when the pieces are added to it only if no piece still holds it; else each search of a
    /// linked folder would copy it.
    mutating func forgetEarlierVisits() {
        earlierVisits = []
    }

    /// Notes a real subfolder to be walked later, if this walk defers them; whether it did.
    mutating func deferSubfolder(_ path: String, identity: FileIdentity) -> Bool {
        guard deferredSubfolders != nil else { return false }
        deferredSubfolders!.append(
            DeferredSubfolder(path: path, identity: identity, errorCount: errors.count, linkedFolderCount: linkedFolders.count)
        )
        return true
    }

    /// Adds what a later piece of the walk found, after what this one has.
    mutating func append(_ piece: DiscoveryWalk) {
        files += piece.files
        errors += piece.errors
        linkedFolders += piece.linkedFolders
        visitedFolders.formUnion(piece.visitedFolders)
    }

    /// The walk cut at the subfolders it deferred, in walk order: what it found before each of
    /// them, the subfolder, and what it found after the last one. Files and visited folders
    /// have no order; they go with the last piece.
    func cutAtDeferredSubfolders() -> [DiscoveryPiece] {
        var pieces: [DiscoveryPiece] = []
        var errorStart = 0
        var linkedFolderStart = 0
        for subfolder in deferredSubfolders ?? [] {
            pieces.append(.walked(part(errors: errorStart..<subfolder.errorCount, linkedFolders: linkedFolderStart..<subfolder.linkedFolderCount)))
            pieces.append(.subtree(path: subfolder.path, identity: subfolder.identity))
            errorStart = subfolder.errorCount
            linkedFolderStart = subfolder.linkedFolderCount
        }
        var last = part(errors: errorStart..<errors.count, linkedFolders: linkedFolderStart..<linkedFolders.count)
        last.files = files
        last.visitedFolders = visitedFolders
        pieces.append(.walked(last))
        return pieces
    }

    private func part(errors errorRange: Range<Int>, linkedFolders linkedFolderRange: Range<Int>) -> DiscoveryWalk {
        var part = DiscoveryWalk()
        part.errors = Array(errors[errorRange])
        part.linkedFolders = Array(linkedFolders[linkedFolderRange])
        return part
    }

    /// Whether no folder was entered by two of `pieces`, each walked without knowing the others.
    /// If one was, the serial walk would have entered it only in the piece it meets first, so
    /// the pieces do not add up to that walk.
    static func enteredNoFolderTwice(_ pieces: [DiscoveryWalk]) -> Bool {
        var all: Set<FileIdentity> = []
        var total = 0
        for piece in pieces {
            all.formUnion(piece.visitedFolders)
            total += piece.visitedFolders.count
        }
        return all.count == total
    }
}
