import ActionLintCore

/// The declarations of a type name (the type and its extensions), for the few names with
/// findings: the first few by reading the declarations, then from a table built once (a file
/// with findings in many types would otherwise read every declaration for each).
struct DeclarationsByName {
    let syntax: SyntaxModel
    private var lookups = 0
    private var table: [String: [Int]]?

    init(syntax: SyntaxModel) { self.syntax = syntax }

    mutating func indices(of name: String) -> [Int] {
        lookups += 1
        if table == nil, lookups > 4 { table = DeclarationsByName.table(syntax) }
        if let table { return table[name] ?? [] }
        return syntax.types.indices.filter { syntax.types[$0].qualifiedName == name }
    }

    /// Indices of the type declarations (extensions included) of each qualified name.
    static func table(_ syntax: SyntaxModel) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for (index, type) in syntax.types.enumerated() { result[type.qualifiedName, default: []].append(index) }
        return result
    }
}
