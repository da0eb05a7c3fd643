import ActionLintCore

/// A call's arguments as the compiler matches them to a declaration's parameters: each one's
/// label (`_` for none), those in parentheses then the trailing closures, and which of them is
/// the unlabelled first trailing closure.
struct CallLabels {
    var labels: [String]
    /// The position of the unlabelled first trailing closure, if the call has one.
    var trailing: Int?

    init(labels: [String], trailing: Int? = nil) {
        self.labels = labels
        self.trailing = trailing
    }

    init(_ call: CallSite) {
        labels = call.arguments.map { $0.label ?? "_" } + call.trailingClosures.map { $0.label ?? "_" }
        trailing = call.trailingClosures.first.flatMap { $0.label == nil ? call.arguments.count : nil }
    }

    /// The position of the argument whose value is the closure `closure` (an index of `SyntaxModel.closures`).
    static func position(ofClosure closure: Int, in call: CallSite) -> Int? {
        if let argument = call.arguments.firstIndex(where: { $0.closure == closure }) { return argument }
        return call.trailingClosures.firstIndex { $0.closure == closure }.map { call.arguments.count + $0 }
    }

    /// Which of `parameters` the argument at `argument` binds to: labels in order, a skipped
    /// parameter must have a default; the unlabelled trailing closure binds to the next parameter
    /// `takesClosure` accepts (SE-0286's forward scan). Nil when the call does not fit them.
    func parameterIndex(argument: Int, in parameters: [ModuleDeclaration.Parameter],
                        takesClosure: (ModuleDeclaration.Parameter) -> Bool = { _ in true }) -> Int? {
        var next = 0
        var found: Int?
        for (position, label) in labels.enumerated() {
            while next < parameters.count,
                  position == trailing ? !takesClosure(parameters[next]) : parameters[next].label != label {
                guard parameters[next].hasDefault else { return nil }
                next += 1
            }
            guard next < parameters.count else { return nil }
            if position == argument { found = next }
            next += 1
        }
        guard parameters[next...].allSatisfy(\.hasDefault) else { return nil }
        return found
    }

}
