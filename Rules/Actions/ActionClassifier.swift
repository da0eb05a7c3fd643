import ActionLintCore

/// Finds the action closures of a parsed file, using the catalog.
public enum ActionClassifier {
    /// Every closure passed as an action argument in the file's view-building members, in
    /// source order.
    public static func actionSites(in file: ParsedFile) -> [ActionSite] {
        let syntax = file.syntax
        guard !syntax.calls.isEmpty else { return [] }
        var sites: [ActionSite] = []
        // At most one site per closure.
        sites.reserveCapacity(syntax.closures.count)
        syntax.calls.withUnsafeBufferPointer { calls in
            for callIndex in calls.indices { classify(calls[callIndex], callIndex: callIndex, into: &sites) }
        }
        guard sites.count > 1 else { return sites }
        // Sorted by `{`, ties in classification order: one key per site, the brace above its
        // position, so that the sort moves integers instead of sites.
        var keys: [UInt64] = []
        keys.reserveCapacity(sites.count)
        var isSorted = true
        var previous = -1
        for (position, site) in sites.enumerated() {
            let leftBrace = syntax.closures[site.closure].leftBrace
            if leftBrace < previous { isSorted = false }
            previous = leftBrace
            keys.append(UInt64(UInt32(truncatingIfNeeded: leftBrace)) << 32 | UInt64(UInt32(truncatingIfNeeded: position)))
        }
        if isSorted { return sites }
        keys.sort()
        return keys.map { sites[Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF)] }
    }

    /// Appends the action sites of one call, arguments first, then trailing closures.
    static func classify(_ call: CallSite, callIndex: Int, into sites: inout [ActionSite]) {
        let api = ActionCatalog.entry(forCallee: call.callee)
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
                label = api.flatMap { firstTrailingParameter(api: $0, call: call) }
            } else {
                position = .labelledTrailing(label: trailing.label ?? "_")
                label = trailing.label
            }
            if let site = site(api: api, call: call, parameterLabel: label, closure: trailing.closure, callIndex: callIndex,
                               position: position) {
                sites.append(site)
            }
        }
    }

    /// The parameter the first trailing closure binds to: the first closure parameter not
    /// passed by label (by an argument or a later trailing closure), skipping defaulted ones
    /// when a required one comes later (Swift's forward-scan rule).
    static func firstTrailingParameter(api: ActionAPI, call: CallSite) -> String? {
        var firstOpen: String?
        for parameter in api.parameters {
            if call.arguments.contains(where: { $0.label == parameter.label }) { continue }
            if call.trailingClosures.dropFirst().contains(where: { $0.label == parameter.label }) { continue }
            if !parameter.hasDefault { return parameter.label }
            if firstOpen == nil { firstOpen = parameter.label }
        }
        return firstOpen
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
