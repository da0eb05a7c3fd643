import ActionLintCore

/// The names a new member of one type may not take: the type's members (in every linted file and
/// in this file's declarations of it), the names already given to its earlier extractions, and every
/// name the bodies of its extractions use on their own (`unqualifiedNames`).
///
/// The namer asks about one to three candidates per extraction, so the current one's bodies are
/// searched for each candidate instead of collecting their names; the names of earlier extractions'
/// bodies are collected once, when the next one starts, so that a type with many extractions
/// stays linear. A class: the namer's closures hold it without copying its sets.
final class TakenNames {
    let file: ParsedFile
    /// Member names from every linted file.
    let members: Set<String>
    /// This file's declarations of the type (their `memberNames`).
    let declarations: [Int]
    /// Names given so far, and the names the bodies of earlier extractions use.
    private var earlier: Set<String> = []
    private var current: [ExtractedBody] = []
    /// Names given to the type's earlier extractions.
    private(set) var given: Set<String> = []

    init(file: ParsedFile, members: Set<String>, declarations: [Int]) {
        self.file = file
        self.members = members
        self.declarations = declarations
    }

    /// The extraction being named next.
    func startExtraction(_ bodies: [ExtractedBody]) {
        for body in current { earlier.formUnion(body.unqualifiedNames(in: file)) }
        current = bodies
    }

    func insert(_ name: String) {
        earlier.insert(name)
        given.insert(name)
    }

    func contains(_ name: String) -> Bool {
        if members.contains(name) || earlier.contains(name) { return true }
        for index in declarations where file.syntax.types[index].memberNames.contains(name) { return true }
        return current.contains { $0.usesUnqualified(name, in: file) }
    }
}
