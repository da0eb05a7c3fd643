import ActionLintCore

/// Action closures of one type whose bodies duplicate each other.
struct DuplicateGroup {
    /// In source order.
    var bodies: [ActionBody]
    /// The body the fix extracts: the one carrying the guard when the group is a near-duplicate.
    var template: ActionBody
    /// The bodies differ by a leading guard (or wrapping `if`).
    var isNearDuplicate: Bool
    var typeName: String
}
