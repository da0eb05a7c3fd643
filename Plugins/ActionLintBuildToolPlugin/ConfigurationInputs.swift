import Foundation

/// The build inputs that make a file's lint run again when a `.action-lint.json` that applies to
/// it is edited, appears or goes away — and never fail the build: a declared input that goes
/// missing is an error ("missing inputs") until the plugin runs again, and SwiftPM runs it
/// again only when it plans the build anew (a file added to or removed from a target's folder,
/// a manifest changed). So, for each folder from the file's up:
/// - in the target's folder or below (`watchedFolder`, which SwiftPM watches for files that
///   appear or go away): the configuration file itself, when there is one;
/// - from the target folder's parent up to the package's folder (`root`): the folder, whose
///   modification time changes when a file in it appears, goes away or is replaced; and for
///   a configuration file there, a hard link to it in the plugin's work folder, which follows
///   edits made in place and stays when the file is deleted;
/// - above the package's folder: the same for the folders that hold a configuration file now
///   (the others, a home folder or /tmp, change all the time).
struct ConfigurationInputs {
    let root: URL
    /// nil for an Xcode target: every folder up to `root` is then watched through its inputs.
    let watchedFolder: URL?
    /// Where the hard links go.
    let linkFolder: URL
    private var known: [String: [URL]] = [:]

    init(root: URL, watchedFolder: URL?, linkFolder: URL) {
        self.root = root.standardizedFileURL
        self.watchedFolder = watchedFolder?.standardizedFileURL
        self.linkFolder = linkFolder
    }

    /// The inputs for the files directly in `folder` (remembered: a target's files share folders).
    mutating func inputs(forFolder folder: URL) -> [URL] {
        let folder = folder.standardizedFileURL
        if let inputs = known[folder.path] { return inputs }
        let parent = folder.deletingLastPathComponent()
        var inputs = parent.path == folder.path ? [] : self.inputs(forFolder: parent)
        inputs += ownInputs(of: folder)
        known[folder.path] = inputs
        return inputs
    }

    private func ownInputs(of folder: URL) -> [URL] {
        let file = folder.appendingPathComponent(".action-lint.json")
        let exists = FileManager.default.fileExists(atPath: file.path)
        if let watchedFolder, Self.isInside(folder, watchedFolder) { return exists ? [file] : [] }
        guard exists || Self.isInside(folder, root) else { return [] }
        return [folder] + (exists ? link(to: file).map { [$0] } ?? [] : [])
    }

    /// A hard link to `file` in `linkFolder`, made anew; nil when the file system refuses one
    /// (another volume): the folder's input still sees the file replaced or deleted.
    private func link(to file: URL) -> URL? {
        let link = linkFolder.appendingPathComponent(LintBuildCommands.pathHash(file) + ".action-lint.json")
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: linkFolder, withIntermediateDirectories: true)
            try? manager.removeItem(at: link)
            try manager.linkItem(at: file, to: link)
            return link
        } catch {
            return nil
        }
    }

    private static func isInside(_ folder: URL, _ ancestor: URL) -> Bool {
        folder.path == ancestor.path || folder.path.hasPrefix(ancestor.path.hasSuffix("/") ? ancestor.path : ancestor.path + "/")
    }
}
