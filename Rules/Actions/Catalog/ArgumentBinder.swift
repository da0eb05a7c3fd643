/// Matches a call's arguments to one overload's parameters as the Swift compiler does: the
/// arguments in parentheses by label, in order, skipping defaulted parameters; then the
/// trailing closures, the unlabelled one by SE-0286's forward scan and labelled ones by label.
/// In Swift 5 language mode a call the forward scan rejects is tried again with the older
/// backward scan (the unlabelled trailing closure goes to the last parameter).
public enum ArgumentBinder {
    /// For each closure of the call — the ones in parentheses in order, then the trailing
    /// ones — the index of the parameter it binds to (nil for an argument that is no closure
    /// literal), or nil when the overload does not accept the call.
    public struct Binding: Hashable, Sendable {
        public var arguments: [Int]
        public var trailing: [Int]
    }

    public enum Scan: Sendable {
        case forward
        case backward
    }

    public static func bind(_ shape: CallShape, to signature: ActionSignature, scan: Scan) -> Binding? {
        let parameters = signature.parameters
        var next = 0
        var argumentParameters: [Int] = []
        argumentParameters.reserveCapacity(shape.arguments.count)
        for argument in shape.arguments {
            guard let index = nextParameter(labelled: argument.label ?? "_", in: parameters, from: next) else {
                return nil
            }
            if let closure = argument.closure {
                guard let type = parameters[index].closureType, closure.fits(type) else { return nil }
            }
            argumentParameters.append(index)
            next = index + 1
        }
        var trailingParameters: [Int] = []
        trailingParameters.reserveCapacity(shape.trailing.count)
        for (position, trailing) in shape.trailing.enumerated() {
            let index: Int?
            if position == 0 && trailing.label == nil {
                index = scan == .forward
                    ? forwardParameter(for: shape.trailing, in: parameters, from: next)
                    : backwardParameter(for: shape.trailing, in: parameters, from: next)
            } else {
                index = nextParameter(labelled: trailing.label ?? "_", in: parameters, from: next)
            }
            guard let index, let type = parameters[index].closureType, trailing.closure.fits(type) else { return nil }
            trailingParameters.append(index)
            next = index + 1
        }
        // Every parameter left must have a default.
        guard parameters[next...].allSatisfy(\.hasDefault) else { return nil }
        return Binding(arguments: argumentParameters, trailing: trailingParameters)
    }

    /// The bindings of `shape` to every overload that accepts it: forward scan first, and in
    /// Swift 5 mode the backward scan for a call no overload accepts with the forward one.
    /// Each binding comes with the index of its signature in `signatures`.
    public static func bindings(_ shape: CallShape,
                                to signatures: [ActionSignature]) -> [(signature: Int, binding: Binding)] {
        let forward = signatures.indices.compactMap { index in
            bind(shape, to: signatures[index], scan: .forward).map { (index, $0) }
        }
        if !forward.isEmpty || shape.trailing.first?.label != nil || shape.trailing.isEmpty { return forward }
        return signatures.indices.compactMap { index in
            bind(shape, to: signatures[index], scan: .backward).map { (index, $0) }
        }
    }

    /// The parameter labelled `label` at or after `start`, every parameter skipped on the way
    /// having a default.
    static func nextParameter(labelled label: String, in parameters: [ActionParameter], from start: Int) -> Int? {
        var index = start
        while index < parameters.count {
            if parameters[index].label == label { return index }
            guard parameters[index].hasDefault else { return nil }
            index += 1
        }
        return nil
    }

    /// SE-0286: the first parameter from `start` that can take a closure, skipping one that has
    /// a default when a later closure parameter needs the closure (no labelled trailing closure
    /// will fill it). A parameter that is no function is skipped if it has a default.
    static func forwardParameter(for trailing: [CallShape.Trailing], in parameters: [ActionParameter],
                                 from start: Int) -> Int? {
        // The labels of the later trailing closures: few, usually none.
        let laterLabels = trailing.dropFirst().compactMap(\.label)
        var index = start
        while index < parameters.count {
            let parameter = parameters[index]
            guard parameter.closureType != nil else {
                guard parameter.hasDefault else { return nil }
                index += 1
                continue
            }
            if !parameter.hasDefault { return index }
            let laterNeedsIt = parameters[(index + 1)...].contains { later in
                !later.hasDefault && later.closureType != nil && !laterLabels.contains(later.label)
            }
            if !laterNeedsIt { return index }
            index += 1
        }
        return nil
    }

    /// The pre-SE-0286 rule: the unlabelled trailing closure goes to the last parameter before
    /// the one the next labelled trailing closure names (or the last of all).
    static func backwardParameter(for trailing: [CallShape.Trailing], in parameters: [ActionParameter],
                                  from start: Int) -> Int? {
        var end = parameters.count
        if let nextLabel = trailing.dropFirst().first?.label,
           let labelled = parameters.indices.dropFirst(start).first(where: { parameters[$0].label == nextLabel }) {
            end = labelled
        }
        guard end > start else { return nil }
        let index = end - 1
        guard parameters[start..<index].allSatisfy(\.hasDefault) else { return nil }
        return index
    }
}
