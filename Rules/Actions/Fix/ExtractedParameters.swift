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
        /// Where the value goes in the body, which the label is chosen by (`ParameterNamer`).
        var destination: ParameterNamer.Destination = .unknown
        /// The argument label: `_` for none, else the label the call sites write
        /// (`setRating(3, submitted: true)`).
        var label = "_"
        /// The parameter of the sites' own closures (`{ _, newText in … }`) it stands for.
        var isClosureParameter = false
    }

    var parameters: [Parameter]
    /// Template tokens that become a parameter's name in the member's body (the template's own
    /// values; its binding names are the parameters' names already).
    var substitutions: [(tokens: ClosedRange<Int>, name: String)]
    /// False when a literal's type comes from its spelling alone.
    var isSafe: Bool

    /// `(_ item: Item, _ mode: GameMode)`, `(_ rating: Int, submitted: Bool)`, `(to selection: Bool)`.
    var declarationList: String {
        "(" + parameters.map { parameter in
            let head = parameter.label == parameter.name ? parameter.name : parameter.label + " " + parameter.name
            return head + ": " + parameter.type
        }.joined(separator: ", ") + ")"
    }

    /// The argument labels of a method named `memberName` (`ParameterNamer.label`); a closure
    /// property's parameters have none.
    mutating func label(forMember memberName: String, style: FixStyle) {
        guard style == .method else { return }
        for index in parameters.indices {
            let parameter = parameters[index]
            parameters[index].label = ParameterNamer.label(for: parameter.destination, name: parameter.name,
                                                           values: parameter.arguments, memberName: memberName)
        }
        // Swift's API guidelines: only the first argument may go unlabelled (`scrollTo(proxy, id:
        // id)`, not `scrollTo(proxy, id)`). A member taking exactly the closures' own parameters
        // keeps them unlabelled, so the sites may pass it by name (`perform: addToDropped`).
        guard !parameters.allSatisfy(\.isClosureParameter) else { return }
        for index in parameters.indices.dropFirst() where parameters[index].label == "_" {
            parameters[index].label = parameters[index].name
        }
    }

    /// Whether the site at `position` can pass the member by name (`.onHover(perform: highlight)`):
    /// its parameters are the closure's own, all of them in their order, unlabelled, and the
    /// API's closure type (the catalog's) is the member's — synchronous, returning nothing, on
    /// the view's actor. Else the site keeps its closure (`{ _, newText in lookUp(newText) }`).
    func isPassedByReference(at position: Int, site: ActionSite, closure: ClosureExpression,
                             effects: MemberEffects) -> Bool {
        guard let type = site.parameterType, type.arity == parameters.count, type.arity == closure.parameters.count,
              !type.isAsync, !type.leavesTheActor, !type.buildsContent, type.isThrowing || !effects.isThrowing,
              !effects.isAsync, closure.captureList == nil else { return false }
        return parameters.indices.allSatisfy { index in
            let parameter = parameters[index]
            return parameter.isClosureParameter && parameter.label == "_"
                && parameter.arguments[position] == closure.parameters[index]
        }
    }

    /// `(Item, GameMode)`: the parameter types of a closure property.
    var typeList: String { "(" + parameters.map(\.type).joined(separator: ", ") + ")" }

    /// `(_:)`, `(_:submitted:)`: how the member is named in messages.
    var selectorLabels: String { "(" + parameters.map { $0.label + ":" }.joined() + ")" }

    /// `item, mode`.
    var nameList: String { parameters.map(\.name).joined(separator: ", ") }

    /// `(item)` / `(.timed)` / `(3, submitted: true)`: what the body at `position` passes.
    func argumentList(at position: Int) -> String {
        "(" + parameters.map { parameter in
            (parameter.label == "_" ? "" : parameter.label + ": ") + parameter.arguments[position]
        }.joined(separator: ", ") + ")"
    }
}
