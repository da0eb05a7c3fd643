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
        let nonViews = syntax.nonViewClassNames
        // A member holding actions without building a view (`var deleteAlert: Alert`) counts in a view only.
        var views: Set<String>?
        var closureProperties: ClosureProperties?
        let isClosureProperty = { (callee: String, label: String) -> Bool in
            if closureProperties == nil { closureProperties = ClosureProperties(file: file) }
            return closureProperties?.contains(callee: callee, label: label) == true
        }
        syntax.calls.withUnsafeBufferPointer { calls in
            for callIndex in calls.indices {
                let member = syntax.members[calls[callIndex].member]
                let typeName = syntax.types[member.typeIndex].qualifiedName
                if !nonViews.isEmpty, nonViews.contains(typeName) { continue }
                if !member.isViewBuilding {
                    if views == nil { views = syntax.viewTypeNames }
                    if views?.contains(typeName) != true { continue }
                }
                classify(calls[callIndex], callIndex: callIndex, syntax: syntax,
                         isClosureProperty: isClosureProperty, into: &sites)
            }
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
            let braceKey = UInt64(UInt32(truncatingIfNeeded: leftBrace)) << 32
            keys.append(braceKey | UInt64(UInt32(truncatingIfNeeded: position)))
        }
        if isSorted { return sites }
        keys.sort()
        return keys.map { sites[Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF)] }
    }

    /// Appends the action sites of one call, arguments first, then trailing closures. A catalog
    /// call's closures are bound to the parameters of the overloads that accept the call; a call
    /// none accepts, and every other call, is judged by the shape of its labels and callee.
    /// `isClosureProperty`: whether a label is a stored closure property of the type a custom
    /// callee names (`ClosureProperties`).
    static func classify(_ call: CallSite, callIndex: Int, syntax: SyntaxModel,
                         isClosureProperty: (String, String) -> Bool = { _, _ in false },
                         into sites: inout [ActionSite]) {
        let resolved = ResolvedCalls.shared.resolve(call, in: syntax)
        for (position, argument) in call.arguments.enumerated() {
            guard let closure = argument.closure else { continue }
            let sitePosition = ActionSite.Position.argument(label: argument.label)
            let site = resolved.map { catalogSite($0.arguments[position], call: call, closure: closure,
                                                  callIndex: callIndex, position: sitePosition) }
                ?? customSite(call: call, closure: closure, callIndex: callIndex, position: sitePosition,
                              isClosureProperty: isClosureProperty)
            if let site { sites.append(site) }
        }
        for (offset, trailing) in call.trailingClosures.enumerated() {
            let position: ActionSite.Position = offset == 0
                ? .trailing
                : .labelledTrailing(label: trailing.label ?? "_")
            let site = resolved.map { catalogSite($0.trailing[offset], call: call, closure: trailing.closure,
                                                  callIndex: callIndex, position: position) }
                ?? customSite(call: call, closure: trailing.closure, callIndex: callIndex, position: position,
                              isClosureProperty: isClosureProperty)
            if let site { sites.append(site) }
        }
    }

    /// The site of a closure bound to a catalog parameter; nil for a view builder, and for a
    /// closure the accepting overloads disagree about (no finding is better than a wrong one).
    static func catalogSite(_ parameter: ActionAPI.BoundParameter?, call: CallSite, closure: Int, callIndex: Int,
                            position: ActionSite.Position) -> ActionSite? {
        guard let parameter, parameter.role == .action else { return nil }
        let fix: FixArgument
        if let type = parameter.type, type.acceptsReference(toMethodThrowing: false) {
            fix = parameter.label == "_" ? .unlabelled : .labelled(parameter.label)
        } else {
            fix = .keepClosure
        }
        return ActionSite(
            closure: closure, call: callIndex, position: position, parameterLabel: parameter.label, fixArgument: fix,
            isAsync: parameter.type?.isAsync ?? false, callee: call.callee, showsLabel: true,
            parameterType: parameter.type
        )
    }

    /// Custom APIs: an action-shaped label (`onSave:`, `primaryAction:`, `handler:`) or a stored
    /// closure property of the view the call makes (`unsubscribe:` of a `let unsubscribe: (Bool)
    /// -> Void`), or the trailing closure of a `…Button` / `.on<Event>` callee. Their signature
    /// is unknown, so a fix keeps a closure there.
    static func customSite(call: CallSite, closure: Int, callIndex: Int, position: ActionSite.Position,
                           isClosureProperty: (String, String) -> Bool = { _, _ in false }) -> ActionSite? {
        switch position {
        case let .argument(label?), let .labelledTrailing(label):
            guard ActionCatalog.isActionLabel(label) || isClosureProperty(call.callee, label) else { return nil }
            return ActionSite(
                closure: closure, call: callIndex, position: position, parameterLabel: label,
                fixArgument: .keepClosure, isAsync: false, callee: call.callee, showsLabel: true, parameterType: nil
            )
        case .trailing:
            guard ActionCatalog.isActionCallee(call.callee) else { return nil }
            return ActionSite(
                closure: closure, call: callIndex, position: position, parameterLabel: "_",
                fixArgument: .keepClosure, isAsync: false, callee: call.callee, showsLabel: false, parameterType: nil
            )
        case .argument(label: nil):
            return nil
        }
    }
}
