import ActionLintCore

/// The types of a file that declare a member of a given name (an enum's cases among them):
/// what the file says about which type `.timed` belongs to.
struct DeclaringTypes {
    let file: ParsedFile

    /// Qualified names of the file's types (extensions included) declaring `name`.
    func types(declaring name: String) -> Set<String> {
        var names = Set<String>()
        for type in file.syntax.types where type.memberNames.contains(name) { names.insert(type.qualifiedName) }
        return names
    }

    /// Whether implicit member values (`.timed`, `.unlimited`) may all be members of one type:
    /// some type of the file declares them all, or the file declares none of them (it does not
    /// say, and the type is looked for where they are used).
    func mayShareOneType(_ values: [String]) -> Bool {
        let declaring = values.map { types(declaring: String($0.dropFirst())) }
        if declaring.allSatisfy(\.isEmpty) { return true }
        var common = declaring[0]
        for types in declaring.dropFirst() { common.formIntersection(types) }
        return !common.isEmpty
    }
}
