import ActionLintCore

/// What the sites of a duplicate group pass to the extracted member: one parameter per binding
/// the bodies read (`func delete(_ item: Item)`, called as `delete(item)`), then one per literal
/// or case that differs between them (`func start(_ mode: GameMode)`, called as `start(.timed)`).
struct GroupParameters {
    /// A binding read at every site: the template's name becomes the parameter's.
    struct Bound {
        /// Each body's binding, in the group's order of bodies.
        var reads: [BoundRead]
    }

    /// A value that differs between the sites, in one or more places of the body that hold the
    /// same value at each site (`select(.a); log(.a)` / `select(.b); log(.b)`).
    struct Literal {
        var kind: BodyShape.LiteralKind
        /// Indices into each body's `BodyShape.slots`.
        var slots: [Int]
        /// Each body's value, as written.
        var values: [String]
    }

    /// Each body's shape, in the group's order of bodies.
    var shapes: [BodyShape]
    var bound: [Bound]
    var literals: [Literal]

    var count: Int { bound.count + literals.count }
}
