import ActionLintCore

/// The module indexes of the workspace, as the command line sees them (`ModuleSet` decides a
/// document's module: its target, or else the workspace folder's Swift files and the ones beside
/// it), an open document read from its editor text. Indexes are kept between lints; a parsed
/// file is read again when its stamp changes, and everything is dropped when the client says
/// files changed (or one was saved).
final class WorkspaceModules {
    private var modules: ModuleSet?
    private var workspaceFolder: String?
    /// Each index's parsed files' stamps when read (a file may be in a target's own index and in
    /// its dependents' copies of it).
    private var stamps: [ObjectIdentifier: [String: FileStamp]] = [:]
    private var openTexts: [String: [UInt8]] = [:]

    /// The lookup for a document at `path` (absolute); none for an unsaved buffer.
    func lookup(forDocumentAt path: String?, text: [UInt8], workspaceFolder: String?) -> any ModuleTypes {
        guard let path else { return NoModuleTypes() }
        let modules = modules(workspaceFolder: workspaceFolder.map(Self.withoutTrailingSlash))
        if openTexts[path] != text {
            openTexts[path] = text
            modules.update(path: path, bytes: text)
        }
        let lookup = modules.lookup(for: path)
        for index in [modules.index(for: path)] + modules.dependencies(for: path) { refreshStamps(of: index) }
        return lookup
    }

    /// An open document closed: its file on disk is what the module holds again.
    func documentClosed(at path: String?) {
        guard let path, openTexts.removeValue(forKey: path) != nil else { return }
        modules?.update(path: path, bytes: nil)
    }

    /// Files changed on disk (saved, checked out): indexes are built again when next needed.
    func filesChanged() {
        modules = nil
        stamps.removeAll()
        openTexts.removeAll()
    }

    /// The workspace's modules, made again when the workspace folder is another.
    private func modules(workspaceFolder: String?) -> ModuleSet {
        if let modules, workspaceFolder == self.workspaceFolder { return modules }
        let made = ModuleSet(runFolder: workspaceFolder)
        for (path, text) in openTexts { made.update(path: path, bytes: text) }
        (modules, self.workspaceFolder) = (made, workspaceFolder)
        stamps.removeAll()
        return made
    }

    static func withoutTrailingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// The parsed files that changed on disk since they were read are read again (open
    /// documents are read from the editor instead).
    private func refreshStamps(of index: ModuleIndex) {
        let key = ObjectIdentifier(index)
        for path in index.indexedPaths where openTexts[path] == nil {
            let stamp = FileStamp.of(path)
            if let known = stamps[key]?[path], known != stamp { index.update(path: path, bytes: nil) }
            stamps[key, default: [:]][path] = stamp
        }
    }
}
