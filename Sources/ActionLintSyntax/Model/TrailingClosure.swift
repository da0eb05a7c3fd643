/// A trailing closure: the first one is unlabelled, later ones carry a label (`label: { … }`).
public struct TrailingClosure: Hashable, Sendable {
    public var label: String?
    public var labelToken: Int?
    public var closure: Int
}
