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
        /// The products of local packages it links (`packageProductDependencies` naming an
        /// `XCLocalSwiftPackageReference`): each product's name and its package's folder (absolute);
        /// nil for a product naming no package, which Xcode finds among the project's folders.
        var localProducts: [(name: String, package: String?)] = []

        /// Whether `path` (absolute, normalized) is compiled in this target.
        func holds(_ path: String) -> Bool {
            files.contains(path) || folders.contains { Self.isMember(path, of: $0) }
        }

        static func isMember(_ path: String, of folder: (path: String, excluded: [String])) -> Bool {
            guard let relative = FilePaths.relative(path, to: folder.path), !relative.isEmpty else { return false }
            return !folder.excluded.contains { relative == $0 || relative.hasPrefix($0 + "/") }
        }

        /// Its Swift files, in byte order of their paths (those under its folders as on disk).
        var swiftFiles: [String] {
            let listed = files.filter { $0.hasSuffix(".swift") }
            let underFolders = folders.flatMap { folder in
                ModuleLocator.swiftFiles(under: folder.path).filter { Self.isMember($0, of: folder) }
            }
            return FilePaths.sortedByBytes(Array(listed) + underFolders, droppingRepeats: true)
        }
    }

    /// The `.xcodeproj` folder.
    var path: String
    var targets: [Target]
    /// The folders the project refers to (folder references, synchronized folders), where a
    /// local package added as a folder has its `Package.swift`, or one level down.
    var folders: [String] = []

    /// The project in the `.xcodeproj` folder at `path`; nil when its `project.pbxproj` cannot be
    /// read or is not a project (the caller then does without it).
    static func read(_ path: String) -> XcodeProject? {
        guard let bytes = try? FileSystemAccess.readBytes(FilePaths.join(path, "project.pbxproj")),
              let list = OpenStepPlist.parse(bytes), let objects = list.value("objects", in: list.root),
              let reader = ProjectObjects(list, objects: objects, rootID: list.key("rootObject", in: list.root),
                                          projectParent: FilePaths.parent(path) ?? "/") else { return nil }
        return XcodeProject(path: path, targets: reader.targets(), folders: reader.referencedFolders)
    }
}

/// The objects of a `project.pbxproj` by their ids, and the paths they resolve to.
private struct ProjectObjects {
    typealias ID = OpenStepPlist.Key
    let list: OpenStepPlist
    /// Each object's value in `list`, by id.
    let objects: [ID: Int]
    let project: Int
    /// Where each group and Swift file reference the main group holds is on disk (absolute, normalized).
    private(set) var locations: [ID: String] = [:]
    /// The folder the project's relative paths start from (the `.xcodeproj`'s parent).
    let projectFolder: String
    /// The folder references among them (`lastKnownFileType = folder`, `wrapper`, `text`).
    private(set) var referencedFolders: [String] = []
    /// The synchronized folders among them, by id.
    private(set) var synchronizedFolders: [(id: ID, path: String)] = []
    /// The `membershipExceptions` of the folders' exception sets, by target id: the folder's
    /// position in `synchronizedFolders` and the paths under it.
    private(set) var exceptions: [ID: [(folder: Int, paths: [String])]] = [:]

    /// Nil when the root object is missing.
    init?(_ list: OpenStepPlist, objects value: Int, rootID: ID?, projectParent: String) {
        self.list = list
        let entries = list.entries(of: value)
        var objects: [ID: Int] = [:]
        objects.reserveCapacity(entries.count)
        for entry in entries {
            if let id = list.key(entry.key) { objects[id] = entry.value }
        }
        self.objects = objects
        guard let rootID, let project = objects[rootID] else { return nil }
        self.project = project
        // The project's files are relative to the folder holding the `.xcodeproj`, unless it says otherwise.
        projectFolder = FilePaths.normalize(FilePaths.join(projectParent, list.string("projectDirPath", in: project) ?? ""))
        readLocations(from: list.key("mainGroup", in: project), projectFolder: projectFolder)
        readExceptions()
    }

    private mutating func readExceptions() {
        for (position, folder) in synchronizedFolders.enumerated() {
            for id in objects[folder.id].map({ list.keys("exceptions", in: $0) }) ?? [] {
                guard let set = objects[id], list.string("isa", in: set, is: "PBXFileSystemSynchronizedBuildFileExceptionSet"),
                      let target = list.key("target", in: set) else { continue }
                exceptions[target, default: []].append((position, list.strings("membershipExceptions", in: set)))
            }
        }
    }

    /// Walks the groups from the main group down, each child's path taken from its group's
    /// location (once each: a chain of groups that loops ends there).
    private mutating func readLocations(from mainGroup: ID?, projectFolder: String) {
        var pending = mainGroup.map { [(id: $0, folder: projectFolder)] } ?? []
        while let (id, folder) = pending.popLast() {
            guard locations[id] == nil, let object = objects[id], Self.mayLocate(object, in: list),
                  let location = location(of: object, inGroupAt: folder, projectFolder: projectFolder) else { continue }
            locations[id] = location
            if list.string("isa", in: object, is: "PBXFileSystemSynchronizedRootGroup") {
                synchronizedFolders.append((id, location))
                referencedFolders.append(location)
            } else if Self.isFolderReference(object, in: list) {
                referencedFolders.append(location)
            }
            for child in list.keys("children", in: object) { pending.append((child, location)) }
        }
    }

    /// Whether an object's location may be needed: a group's, or a Swift file's (a project lists
    /// thousands of images and strings files whose paths would only cost their making).
    static func mayLocate(_ object: Int, in list: OpenStepPlist) -> Bool {
        guard list.string("isa", in: object, is: "PBXFileReference") else { return true }
        return list.string("path", in: object, endsWith: ".swift") || isFolderReference(object, in: list)
    }

    /// A reference to a folder, as Xcode writes one for a local package dragged in (its type
    /// read from the folder: `folder`, `wrapper`, or `text` for a folder holding a `Package.swift`).
    static func isFolderReference(_ object: Int, in list: OpenStepPlist) -> Bool {
        ["folder", "wrapper", "text"].contains { list.string("lastKnownFileType", in: object, is: $0) }
            && list.string("isa", in: object, is: "PBXFileReference")
    }

    /// Where a file reference or group is on disk: its `path` taken from what its `sourceTree`
    /// names — the folder of the group holding it (`<group>`), the project's folder
    /// (`SOURCE_ROOT`), none (`<absolute>`). Nil for any other tree (built products, the SDK).
    private func location(of object: Int, inGroupAt folder: String, projectFolder: String) -> String? {
        let path = list.string("path", in: object) ?? ""
        switch list.string("sourceTree", in: object) ?? "<group>" {
        case "<group>": return Self.path(path, under: folder)
        case "SOURCE_ROOT": return Self.path(path, under: projectFolder)
        case "<absolute>": return path.hasPrefix("/") ? FilePaths.normalize(path) : nil
        default: return nil
        }
    }

    /// `path` under the normalized `folder`, normalized. A group without a path is its folder, and
    /// a plain name is joined in one buffer: joining, then splitting the path again to normalize
    /// it, cost thousands of instructions for each of a project's groups and Swift files.
    static func path(_ path: String, under folder: String) -> String {
        if path.isEmpty { return folder }
        return path.hasPrefix("/") ? FilePaths.normalize(FilePaths.join(folder, path)) : FilePaths.absolute(path, relativeTo: folder)
    }

    private func isa(_ id: ID, is kind: String) -> Bool { objects[id].map { list.string("isa", in: $0, is: kind) } ?? false }

    /// The native targets, with the files each synchronized folder's exceptions add to them.
    func targets() -> [XcodeProject.Target] {
        var read = list.keys("targets", in: project).filter { isa($0, is: "PBXNativeTarget") }.compactMap { id in
            target(id).map { (id: id, synced: objects[id].map { list.keys("fileSystemSynchronizedGroups", in: $0) } ?? [], target: $0) }
        }
        // A folder's exception set for a target that does not sync the folder adds its files there.
        for position in read.indices {
            for exception in exceptions[read[position].id] ?? [] where !read[position].synced.contains(synchronizedFolders[exception.folder].id) {
                let folder = synchronizedFolders[exception.folder].path
                read[position].target.files.formUnion(exception.paths.map { FilePaths.normalize(FilePaths.join(folder, $0)) })
            }
        }
        return read.map(\.target)
    }

    /// A native target's files and folders; nil when one of its folders cannot be resolved.
    func target(_ id: ID) -> XcodeProject.Target? {
        guard let target = objects[id], let name = list.string("name", in: target) else { return nil }
        var files = Set<String>()
        for phase in list.keys("buildPhases", in: target) where isa(phase, is: "PBXSourcesBuildPhase") {
            for buildFile in objects[phase].map({ list.keys("files", in: $0) }) ?? [] {
                // A reference outside the source tree (a built product, the SDK) is no file of it.
                guard let reference = objects[buildFile].flatMap({ list.key("fileRef", in: $0) }),
                      let path = locations[reference] else { continue }
                files.insert(path)
            }
        }
        var folders: [(path: String, excluded: [String])] = []
        for group in list.keys("fileSystemSynchronizedGroups", in: target) {
            guard let path = locations[group] else { return nil }
            let excluded = (exceptions[id] ?? []).filter { synchronizedFolders[$0.folder].id == group }.flatMap(\.paths)
            folders.append((path, excluded))
        }
        return XcodeProject.Target(name: name, files: files, folders: folders, localProducts: localProducts(of: target))
    }

    /// The local packages' products the target links; a remote package's are not on disk.
    private func localProducts(of target: Int) -> [(name: String, package: String?)] {
        list.keys("packageProductDependencies", in: target).compactMap { id in
            guard let dependency = objects[id], let name = list.string("productName", in: dependency) else { return nil }
            // No package: one of the project's folders (`ModuleLocator` finds which).
            guard let packageID = list.key("package", in: dependency) else { return (name, nil) }
            guard let package = objects[packageID], list.string("isa", in: package, is: "XCLocalSwiftPackageReference"),
                  let relative = list.string("relativePath", in: package) else { return nil }
            return (name, FilePaths.normalize(FilePaths.join(projectFolder, relative)))
        }
    }
}
