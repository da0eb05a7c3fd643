import ActionLintCore

/// How every rule and command names an action site: the API as people write it. A closure
/// passed by label shows its label (`TextField(onCommit:)`, `Menu(primaryAction:)`); a trailing
/// closure shows the call's own argument labels (`.onChange(of:)`, `.onReceive(_:)`,
/// `.task(id:)`) or the bare name (`.onTapGesture`, `Button`); a control with several actions
/// always says which one (`Stepper(onIncrement:)`).
enum SiteSpelling {
    static func name(of site: ActionSite, file: ParsedFile) -> String {
        let call = file.syntax.calls[site.call]
        switch site.position {
        case let .argument(label):
            return "\(site.callee)(\(label ?? "_"):)"
        case let .labelledTrailing(label):
            return "\(site.callee)(\(label):)"
        case .trailing:
            guard site.callee.hasPrefix(".") else {
                let namesParameter = hasSeveralActions(site.callee) && site.showsLabel
                return namesParameter ? "\(site.callee)(\(site.parameterLabel):)" : site.callee
            }
            let labels = call.arguments.map { ($0.label ?? "_") + ":" }
            return labels.isEmpty ? site.callee : "\(site.callee)(\(labels.joined()))"
        }
    }

    static func hasSeveralActions(_ callee: String) -> Bool {
        guard let api = ActionCatalog.byCallee[callee] else { return false }
        return api.parameters.filter { $0.role == .action }.count > 1
    }

    /// `2 Buttons` for a type's bare name, `2 `.onTapGesture` actions` otherwise.
    static func counted(_ name: String, _ count: Int) -> String {
        "\(count) " + plural(name)
    }

    /// `Buttons`, `Switches`, `` `.onTapGesture` actions``.
    static func plural(_ name: String) -> String {
        guard isBareTypeName(name) else { return "`\(name)` actions" }
        return ["s", "x", "z", "ch", "sh"].contains { name.hasSuffix($0) } ? name + "es" : name + "s"
    }

    static func isBareTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
        }
    }
}
