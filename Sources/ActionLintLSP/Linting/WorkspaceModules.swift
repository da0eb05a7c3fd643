import ActionLintCore

/// The module indexes of the workspace, read from the files on disk, an open document by its
/// editor text: a document's module is its SwiftPM or Xcode target (`ModuleLocator`, as the
/// command line decides it), or else the workspace folder's Swift files; the targets its target depends on are read for their `public` declarations, as the
/// command line does (`ModuleSet`). Indexes are kept between lints; a parsed file is read again
/// when its stamp changes, and everything is dropped when the client says files changed (or one
/// was saved).
final class WorkspaceModules {
    private var indexes: [String: ModuleIndex] = [:]
    /// A target's index as another target's dependency (its declarations carry its name).
    private var dependencyIndexes: [String: ModuleIndex] = [:]
    private var dependenciesOfFolder: [String: [(name: String, folder: String)]] = [:]
    /// The key of each document's module (`ModuleLocator.Target.key`, or the workspace folder).
    private var folderOfPath: [String: String] = [:]
    /// Each manifest and Xcode project read once, until files change.
    private var projects = ModuleLocator.Projects()
    /// Each index's parsed files' stamps when read (a file may be in a target's own index and in
    /// its dependents' copies of it).
    private var stamps: [ObjectIdentifier: [String: FileStamp]] = [:]
    private var openTexts: [String: [UInt8]] = [:]

    /// The lookup for a document at `path` (absolute); none for an unsaved buffer.
    func lookup(forDocumentAt path: String?, text: [UInt8], workspaceFolder: String?) -> any ModuleTypes {
        guard let path, let index = index(for: path, workspaceFolder: workspaceFolder) else { return NoModuleTypes() }
        if openTexts[path] != text {
            openTexts[path] = text
            index.update(path: path, bytes: text)
            for (folder, dependency) in dependencyIndexes where path.hasPrefix(folder + "/") {
                dependency.update(path: path, bytes: text)
            }
        }
        let dependencies = (dependenciesOfFolder[folderOfPath[path] ?? ""] ?? []).map(dependencyIndex)
        for module in [index] + dependencies { refreshStamps(of: module) }
        return ModuleLookup(index: index, dependencies: dependencies, excluding: path)
    }

    /// An open document closed: its file on disk is what the module holds again.
    func documentClosed(at path: String?) {
        guard let path, openTexts.removeValue(forKey: path) != nil, let folder = folderOfPath[path] else { return }
        indexes[folder]?.update(path: path, bytes: nil)
        for (folder, dependency) in dependencyIndexes where path.hasPrefix(folder + "/") {
            dependency.update(path: path, bytes: nil)
        }
    }

    /// Files changed on disk (saved, checked out): indexes are built again when next needed.
    func filesChanged() {
        indexes.removeAll()
        dependencyIndexes.removeAll()
        dependenciesOfFolder.removeAll()
        stamps.removeAll()
        folderOfPath.removeAll()
        openTexts.removeAll()
        projects = ModuleLocator.Projects()
    }

    private func index(for path: String, workspaceFolder: String?) -> ModuleIndex? {
        let folder: String
        var found: ModuleLocator.Target?
        if let known = folderOfPath[path] {
            folder = known
        } else if let target = ModuleLocator.target(of: path, reading: projects) {
            folder = target.key
            found = target
            dependenciesOfFolder[folder] = target.dependencies
        } else if let workspace = workspaceFolder.map(Self.withoutTrailingSlash), path.hasPrefix(workspace + "/") {
            folder = workspace
        } else {
            return nil
        }
        folderOfPath[path] = folder
        if let index = indexes[folder] { return index }
        let index = found.map { ModuleIndex(target: $0) } ?? ModuleIndex(targetFolder: folder)
        indexes[folder] = index
        return index
    }

    /// A target's index as a dependency: made once, kept until files change.
    private func dependencyIndex(_ target: (name: String, folder: String)) -> ModuleIndex {
        if let index = dependencyIndexes[target.folder] { return index }
        let index = ModuleIndex(targetFolder: target.folder, name: target.name)
        for (path, text) in openTexts where path.hasPrefix(target.folder + "/") { index.update(path: path, bytes: text) }
        dependencyIndexes[target.folder] = index
        return index
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
