import ActionLintCore

/// The parameters of an extracted member and what each site passes:
/// `func delete(_ item: Item)` called as `delete(item)`, `func start(_ gameMode: GameMode)` called
/// as `start(.timed)`. A rule makes one when it knows every parameter's type.
struct ExtractedParameters {
    struct Parameter {
        var name: String
        var type: String
        /// What each body's site passes, in the group's order of bodies.
        var arguments: [String]
    }

    var parameters: [Parameter]
    /// Template tokens that become a parameter's name in the member's body (the template's own
    /// values; its binding names are the parameters' names already).
    var substitutions: [(tokens: ClosedRange<Int>, name: String)]
    /// False when a literal's type comes from its spelling alone.
    var isSafe: Bool

    /// `(_ item: Item, _ mode: GameMode)`.
    var declarationList: String {
        "(" + parameters.map { "_ \($0.name): \($0.type)" }.joined(separator: ", ") + ")"
    }

    /// `(Item, GameMode)`: the parameter types of a closure property.
    var typeList: String { "(" + parameters.map(\.type).joined(separator: ", ") + ")" }

    /// `(_:)`, `(_:_:)`: how the member is named in messages.
    var selectorLabels: String { "(" + String(repeating: "_:", count: parameters.count) + ")" }

    /// `item, mode`.
    var nameList: String { parameters.map(\.name).joined(separator: ", ") }

    /// `(item)` / `(.timed)`: what the body at `position` passes.
    func argumentList(at position: Int) -> String {
        "(" + parameters.map { $0.arguments[position] }.joined(separator: ", ") + ")"
    }
}
