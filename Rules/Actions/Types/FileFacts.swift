import ActionLintCore

/// What one check of a file reads once for all its duplicate groups: the file's declared types
/// (read on first use: reading them again for each group cost as much as the rest of a plan)
/// and the module's answers about the names the groups' types are written with.
final class FileFacts {
    let file: ParsedFile
    private var read: DeclaredTypes?
    let moduleAnswers = ModuleTypeFacts.ResolvedNames()

    init(file: ParsedFile) { self.file = file }

    var declaredTypes: DeclaredTypes {
        if let read { return read }
        let made = DeclaredTypes(file: file)
        read = made
        return made
    }
}
