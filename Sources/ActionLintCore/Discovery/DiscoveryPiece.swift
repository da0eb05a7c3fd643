/// One piece of a folder's walk cut up to be shared between cores, in walk order.
enum DiscoveryPiece {
    /// What the folders already listed gave, in this place of the walk.
    case walked(DiscoveryWalk)
    /// A folder whose whole subtree is still to be walked, on any core.
    case subtree(path: String, identity: FileIdentity)

    var isSubtree: Bool {
        if case .subtree = self { return true }
        return false
    }
}
