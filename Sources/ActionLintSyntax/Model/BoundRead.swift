/// A name a closure reads that is bound inside the view member around it (a `ForEach` item,
/// an `if let`, a local `let`, a function parameter), as opposed to a member of the type.
public struct BoundRead: Hashable, Sendable {
    public var name: String
    /// Byte offset of the binding's name token: two reads of `item` from different `ForEach`
    /// closures have different offsets.
    public var bindingOffset: Int
}
