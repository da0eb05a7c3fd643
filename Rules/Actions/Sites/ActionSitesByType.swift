import ActionLintCore

/// Action sites grouped by the view type that holds them.
enum ActionSitesByType {
    /// The sites of each type (by qualified name: a type and its extensions are one), types in
    /// the order their first site comes. A type's name is looked up once per declaration, not
    /// once per site.
    static func group(_ sites: [ActionSite], syntax: SyntaxModel) -> (names: [String], sites: [[ActionSite]]) {
        let declarationOfSite = sites.map { syntax.members[syntax.closures[$0.closure].member].typeIndex }
        // Most files hold one view: every site in one declaration.
        if let first = declarationOfSite.first, declarationOfSite.allSatisfy({ $0 == first }) {
            return ([syntax.types[first].qualifiedName], [sites])
        }
        var names: [String] = []
        var groups: [[ActionSite]] = []
        var groupOfDeclaration = [Int](repeating: -1, count: syntax.types.count)
        var groupOfName: [String: Int] = [:]
        for (site, typeIndex) in zip(sites, declarationOfSite) {
            var group = groupOfDeclaration[typeIndex]
            if group < 0 {
                let name = syntax.types[typeIndex].qualifiedName
                if let existing = groupOfName[name] {
                    group = existing
                } else {
                    group = names.count
                    groupOfName[name] = group
                    names.append(name)
                    groups.append([])
                }
                groupOfDeclaration[typeIndex] = group
            }
            groups[group].append(site)
        }
        return (names, groups)
    }
}
