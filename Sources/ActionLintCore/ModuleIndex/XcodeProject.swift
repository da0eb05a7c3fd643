/// The Swift files of each target of an Xcode project, as its `project.pbxproj` lists them: a
/// native target's Sources build phase names build files, each a file reference whose path is
/// relative to its chain of groups (`sourceTree`); Xcode 16's synchronized folders make every
/// file under a folder a member, but for the exceptions a `membershipExceptions` list names (a
/// list for another target than the folder's adds those files to that target instead).
struct XcodeProject {
    struct Target {
        var name: String
        /// The files the Sources build phase names (absolute, normalized).
        var files: Set<String>
        /// The synchronized folders (absolute) and the paths under each that are not members.
        var folders: [(path: String, excluded: [String])]

        /// Whether `path` (absolute, normalized) is compiled in this target.
        func holds(_ path: String) -> Bool {
            files.contains(path) || folders.contains { folder in
                guard let relative = FilePaths.relative(path, to: folder.path), !relative.isEmpty else { return false }
                return !folder.excluded.contains { relative == $0 || relative.hasPrefix($0 + "/") }
            }
        }

        /// Its Swift files, in byte order of their paths (those under its folders as on disk).
        var swiftFiles: [String] {
            let listed = files.filter { $0.hasSuffix(".swift") }
            let underFolders = folders.flatMap { ModuleLocator.swiftFiles(under: $0.path) }.filter(holds)
            return FilePaths.sortedByBytes(Array(listed) + underFolders, droppingRepeats: true)
        }
    }

    /// The `.xcodeproj` folder.
    var path: String
    var targets: [Target]

    /// The project in the `.xcodeproj` folder at `path`; nil when its `project.pbxproj` cannot be
    /// read or is not a project (the caller then does without it).
    static func read(_ path: String) -> XcodeProject? {
        guard let bytes = try? FileSystemAccess.readBytes(FilePaths.join(path, "project.pbxproj")),
              let objects = OpenStepPlist.parse(bytes)?.dictionary.flatMap({ root in
                  root["objects"]?.dictionary.map { (objects: $0, root: root["rootObject"]?.string) }
              }),
              let rootID = objects.root, let project = objects.objects[rootID]?.dictionary else { return nil }
        // The project's files are relative to the folder holding the `.xcodeproj`, unless it says otherwise.
        let projectFolder = FilePaths.normalize(FilePaths.join(FilePaths.parent(path) ?? "/", project["projectDirPath"]?.string ?? ""))
        let reader = ProjectObjects(objects: objects.objects, projectFolder: projectFolder)
        return XcodeProject(path: path, targets: reader.targets(project["targets"]?.strings ?? []))
    }
}

/// The objects of a `project.pbxproj` by their ids, and the paths they resolve to.
private struct ProjectObjects {
    let objects: [String: OpenStepPlist]
    let projectFolder: String
    /// The group listing each object among its `children`.
    let parents: [String: String]

    init(objects: [String: OpenStepPlist], projectFolder: String) {
        self.objects = objects
        self.projectFolder = projectFolder
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object.dictionary?["children"]?.strings ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    func object(_ id: String) -> [String: OpenStepPlist]? { objects[id]?.dictionary }

    func isa(_ id: String) -> String? { object(id)?["isa"]?.string }

    /// The native targets, with the files each synchronized folder's exceptions add to them.
    func targets(_ ids: [String]) -> [XcodeProject.Target] {
        var read = ids.filter { isa($0) == "PBXNativeTarget" }.compactMap { id in target(id).map { (id: id, target: $0) } }
        // A folder's exception set for a target that does not sync the folder adds its files there.
        let folders = synchronizedFolders()
        for position in read.indices {
            let synced = object(read[position].id)?["fileSystemSynchronizedGroups"]?.strings ?? []
            for folder in folders where !synced.contains(folder.id) {
                let added = exceptionSets(of: folder.id, for: read[position].id).joined()
                read[position].target.files.formUnion(added.map { FilePaths.normalize(FilePaths.join(folder.path, $0)) })
            }
        }
        return read.map(\.target)
    }

    /// A native target's files and folders; nil when one of them cannot be resolved.
    func target(_ id: String) -> XcodeProject.Target? {
        guard let target = object(id), let name = target["name"]?.string else { return nil }
        var files = Set<String>()
        for phase in target["buildPhases"]?.strings ?? [] where isa(phase) == "PBXSourcesBuildPhase" {
            for buildFile in object(phase)?["files"]?.strings ?? [] {
                guard let reference = object(buildFile)?["fileRef"]?.string else { continue }
                // A reference outside the source tree (a built product, the SDK) is no file of it.
                if let path = location(of: reference) { files.insert(path) }
            }
        }
        var folders: [(path: String, excluded: [String])] = []
        for group in target["fileSystemSynchronizedGroups"]?.strings ?? [] {
            guard let path = location(of: group) else { return nil }
            folders.append((path, exceptionSets(of: group, for: id).flatMap { $0 }))
        }
        return XcodeProject.Target(name: name, files: files, folders: folders)
    }

    /// The synchronized folders of the project, by id, with their locations.
    func synchronizedFolders() -> [(id: String, path: String)] {
        objects.keys.sorted().filter { isa($0) == "PBXFileSystemSynchronizedRootGroup" }.compactMap { id in
            location(of: id).map { (id, $0) }
        }
    }

    /// The `membershipExceptions` of a synchronized folder's exception sets naming `target`.
    func exceptionSets(of folder: String, for target: String) -> [[String]] {
        (object(folder)?["exceptions"]?.strings ?? []).compactMap { id in
            guard let set = object(id), set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                  set["target"]?.string == target else { return nil }
            return set["membershipExceptions"]?.strings ?? []
        }
    }

    /// Where a file reference or group is on disk (absolute, normalized): its `path` taken from
    /// what its `sourceTree` names — the folder of the group holding it (`<group>`), the project's
    /// folder (`SOURCE_ROOT`), none (`<absolute>`). Nil for any other tree (built products, the
    /// SDK) and for a chain of groups that loops.
    func location(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, let object = object(id) else { return nil }
        let path = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            // The main group (no parent) stands in the project's folder.
            let base = parents[id].map { location(of: $0, depth: depth + 1) } ?? projectFolder
            return base.map { FilePaths.normalize(FilePaths.join($0, path)) }
        case "SOURCE_ROOT":
            return FilePaths.normalize(FilePaths.join(projectFolder, path))
        case "<absolute>":
            return path.hasPrefix("/") ? FilePaths.normalize(path) : nil
        default:
            return nil
        }
    }
}
