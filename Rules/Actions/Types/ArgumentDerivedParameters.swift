import ActionLintCore

/// The SwiftUI APIs whose closures receive a value made from another argument of the same call,
/// as SwiftUI declares them — one table, read wherever such a closure's parameter is typed: the
/// site's own closure (`.onChange(of: query) { old, new in … }`) or a closure around a site
/// (`.sheet(item: $shown) { item in Button { open(item) } }`). Every parameter of the call's
/// closures that take any is that value (`onDismiss:` takes none). `.task(id:)`'s closure takes
/// nothing: not here.
enum ArgumentDerivedParameters {
    /// How the closure's parameter type follows from the argument's type.
    enum Derivation {
        /// `item: Binding<Item?>` → `Item`: the wrapped value of `$shown`, unwrapped.
        case boundPayload
        /// `presenting data: T?` → `T`: the value given, unwrapped if it is optional.
        case unwrapped
        /// `for data: D.Type` → `D`: `Route.self` gives `Route`.
        case instance
        /// `of value: V` → `V`: the value's own type.
        case same
    }

    /// By callee, the argument labels the closures' values may come from, and how; the most
    /// parameters a closure of the call takes (`.onChange`'s old and new value).
    /// `.navigationDestination` takes either `for: Route.self` or `item: $route`.
    static let entries: [String: (sources: [String: Derivation], arity: Int)] = [
        ".sheet": (["item": .boundPayload], 1),
        ".fullScreenCover": (["item": .boundPayload], 1),
        ".popover": (["item": .boundPayload], 1),
        ".navigationDestination": (["for": .instance, "item": .boundPayload], 1),
        ".alert": (["presenting": .unwrapped, "item": .boundPayload], 1),
        ".confirmationDialog": (["presenting": .unwrapped], 1),
        ".onChange": (["of": .same], 2),
    ]

    /// The argument the closures of `call` get their values from, and how, for a closure
    /// taking `arity` parameters; nil for an API not in the table or a call without that argument.
    static func source(of call: CallSite, arity: Int) -> (argument: CallArgument, derivation: Derivation)? {
        guard arity >= 1, let entry = entries[call.callee], arity <= entry.arity else { return nil }
        for argument in call.arguments where argument.closure == nil {
            if let label = argument.label, let derivation = entry.sources[label] { return (argument, derivation) }
        }
        return nil
    }
}

extension ParameterTypes {
    /// The type of each parameter of `closure` when its call is in `ArgumentDerivedParameters`:
    /// made from the type of the argument (read from the code around `body`), nil when that is
    /// not known or not of the shape the API takes (a `Binding` to a value that is not optional).
    func argumentDerivedType(of closure: ClosureExpression, body: any ActionClosureBody) -> TypeText? {
        guard let callIndex = closure.call,
              let (argument, derivation) = ArgumentDerivedParameters.source(of: file.syntax.calls[callIndex],
                                                                            arity: closure.parameters.count)
        else { return nil }
        return derivedType(from: argument, derivation, body: body)
    }

    /// The closures' value made from `argument` as `derivation` says; nil when its type is not known.
    func derivedType(from argument: CallArgument, _ derivation: ArgumentDerivedParameters.Derivation,
                     body: any ActionClosureBody) -> TypeText? {
        let tokens = (argument.valueStart..<argument.valueEnd).filter { !file.tokens[$0].kind.isTrivia }
        guard !tokens.isEmpty else { return nil }
        switch derivation {
        case .boundPayload:
            // `$shown`: the projection's wrapped value; else a `Binding` held by a name.
            let isProjection = tokens.contains { file.text($0).hasPrefix("$") }
            let wrapped = isProjection ? projectedValueType(of: tokens, body: body)
                : valueType(of: tokens, body: body)?.bindingValue
            return wrapped?.optionalPayload
        case .unwrapped:
            guard let type = valueType(of: tokens, body: body) else { return nil }
            return type.optionalPayload ?? type
        case .instance:
            guard tokens.count >= 3, file.text(tokens[tokens.count - 1]) == "self",
                  file.tokens[tokens[tokens.count - 2]].kind == .period else { return nil }
            let type = TypeText(file: file, tokens: Array(tokens.dropLast(2)))
            return type.isPlainName || type.genericArguments != nil ? type : nil
        case .same:
            return valueType(of: tokens, body: body)
        }
    }

    /// The wrapped value's type of a projection: `$shown`, `self.$shown`, `$model.shown` (the
    /// property `shown` of the view's `model`).
    func projectedValueType(of tokens: [Int], body: any ActionClosureBody) -> TypeText? {
        var tokens = tokens
        if tokens.count >= 3, file.text(tokens[0]) == "self", file.tokens[tokens[1]].kind == .period {
            tokens.removeFirst(2)
        }
        guard let first = tokens.first, file.text(first).hasPrefix("$"), file.text(first).count > 1,
              tokens.count == 1 || isPropertyPath(tokens) else { return nil }
        guard var type = viewPropertyType(String(file.text(first).dropFirst())) else { return nil }
        for name in stride(from: 2, to: tokens.count, by: 2) {
            guard let member = memberType(file.text(tokens[name]), of: type) else { return nil }
            type = member
        }
        return type
    }
}
