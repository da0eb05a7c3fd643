import ActionLintCore

/// The names a new member of one type may not take: the type's members (in every linted file and
/// in this file's declarations of it), the names (and parameter names) already given to its
/// earlier extractions, every name the bodies of the current extraction use on their own
/// (`unqualifiedNames`) or their closures bind, and every name the type's code in this file uses on its own
/// (`UsedNames`).
///
/// A name given to an earlier extraction counts exactly as a member would: `--fix` applies one
/// extraction of a type per round, and in the next round that name *is* a member. Treating both
/// alike is what makes the name a finding suggests the name `--fix` writes (and the name the
/// editor's quick fix shows after another quick fix of the type was applied).
/// A class: the namer's closures hold it without copying its sets.
final class TakenNames {
    let file: ParsedFile
    /// Member names from every linted file.
    let members: Set<String>
    /// This file's declarations of the type (their `memberNames`).
    let declarations: [Int]
    private var current: [ExtractedBody] = []
    private var used: UsedNames?
    /// Names given to the type's earlier extractions, and their parameters' names.
    private(set) var given: Set<String> = []

    init(file: ParsedFile, members: Set<String>, declarations: [Int]) {
        self.file = file
        self.members = members
        self.declarations = declarations
    }

    /// The extraction being named next.
    func startExtraction(_ bodies: [ExtractedBody]) {
        current = bodies
        used = UsedNames(bodies: bodies, declarations: declarations, file: file)
    }

    /// `name` was given to an extraction whose member takes `parameters`.
    func insert(_ name: String, parameters: [String] = []) {
        given.insert(name)
        given.formUnion(parameters)
    }

    func contains(_ name: String) -> Bool {
        if members.contains(name) || given.contains(name) { return true }
        for index in declarations where file.syntax.types[index].memberNames.contains(name) { return true }
        if current.contains(where: { $0.usesUnqualified(name, in: file) }) { return true }
        // A site keeps its closure's parameters (`{ _, newText in lookUp(newText) }`): one named
        // like the member would hide it there.
        if current.contains(where: { $0.closure.parameters.contains(name) }) { return true }
        return used?.contains(name) == true
    }
}
