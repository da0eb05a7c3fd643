import ActionLintCore

/// Finds the action closures of a parsed file, using the catalog.
public enum ActionClassifier {
    /// Every closure passed as an action argument in the file's view-building members, in
    /// source order.
    public static func actionSites(in file: ParsedFile) -> [ActionSite] {
        let syntax = file.syntax
        var sites: [(leftBrace: Int, site: ActionSite)] = []
        for (callIndex, call) in syntax.calls.enumerated() {
            for site in classify(call, callIndex: callIndex) { sites.append((syntax.closures[site.closure].leftBrace, site)) }
        }
        sites.sort { $0.leftBrace < $1.leftBrace }
        return sites.map(\.site)
    }

    static func classify(_ call: CallSite, callIndex: Int) -> [ActionSite] {
        let api = ActionCatalog.byCallee[call.callee]
        var sites: [ActionSite] = []
        for argument in call.arguments {
            guard let closure = argument.closure else { continue }
            let label = argument.label ?? "_"
            if let site = site(api: api, call: call, parameterLabel: label, closure: closure, callIndex: callIndex,
                               position: .argument(label: argument.label)) {
                sites.append(site)
            }
        }
        for (offset, trailing) in call.trailingClosures.enumerated() {
            let position: ActionSite.Position
            let label: String?
            if offset == 0 {
                position = .trailing
                label = firstTrailingParameter(api: api, supplied: Set(call.arguments.compactMap(\.label)),
                                               laterLabels: call.trailingClosures.dropFirst().compactMap(\.label))
            } else {
                position = .labelledTrailing(label: trailing.label ?? "_")
                label = trailing.label
            }
            if let site = site(api: api, call: call, parameterLabel: label, closure: trailing.closure, callIndex: callIndex,
                               position: position) {
                sites.append(site)
            }
        }
        return sites
    }

    /// The parameter the first trailing closure binds to: the first closure parameter not
    /// passed by label, skipping defaulted ones when a required one comes later (Swift's
    /// forward-scan rule). Nil for an API the catalog does not know.
    static func firstTrailingParameter(api: ActionAPI?, supplied: Set<String>, laterLabels: [String]) -> String? {
        guard let api else { return nil }
        let open = api.parameters.filter { !supplied.contains($0.label) && !laterLabels.contains($0.label) }
        return (open.first { !$0.hasDefault } ?? open.first)?.label
    }

    static func site(api: ActionAPI?, call: CallSite, parameterLabel: String?, closure: Int, callIndex: Int,
                     position: ActionSite.Position) -> ActionSite? {
        if let api {
            guard let label = parameterLabel, let parameter = api.parameters.first(where: { $0.label == label }) else {
                // A label the catalog does not list (a newer overload): judge it by its shape.
                return customSite(call: call, parameterLabel: parameterLabel, closure: closure, callIndex: callIndex, position: position)
            }
            guard parameter.role == .action else { return nil }
            return ActionSite(
                closure: closure, call: callIndex, position: position, parameterLabel: label,
                fixArgument: api.fixArgument(for: label), isAsync: api.isAsync, callee: call.callee, showsLabel: true
            )
        }
        return customSite(call: call, parameterLabel: parameterLabel, closure: closure, callIndex: callIndex, position: position)
    }

    /// Custom APIs: an action-shaped label (`onSave:`, `primaryAction:`, `handler:`), or the
    /// trailing closure of a `…Button` / `.on<Event>` callee.
    static func customSite(call: CallSite, parameterLabel: String?, closure: Int, callIndex: Int,
                           position: ActionSite.Position) -> ActionSite? {
        switch position {
        case let .argument(label?), let .labelledTrailing(label):
            guard ActionCatalog.isActionLabel(label) else { return nil }
            return ActionSite(
                closure: closure, call: callIndex, position: position, parameterLabel: label,
                fixArgument: .labelled(label), isAsync: false, callee: call.callee, showsLabel: true
            )
        case .trailing:
            guard ActionCatalog.isActionCallee(call.callee) else { return nil }
            return ActionSite(
                closure: closure, call: callIndex, position: position, parameterLabel: "_",
                fixArgument: .keepClosure, isAsync: false, callee: call.callee, showsLabel: false
            )
        case .argument(label: nil):
            return nil
        }
    }
}
