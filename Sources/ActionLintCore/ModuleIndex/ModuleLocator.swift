/// Which files make up the module of a file, as the compiler would see it: the nearest folder
/// above it that says so decides. A SwiftPM target is the Swift files under its folder (the
/// `path:` its `Package.swift` writes, else `Sources/<name>`, or `Tests/<name>` for a test
/// target), subfolders included; an Xcode target is the files its `project.pbxproj` lists
/// (`XcodeProject`). A project that cannot be read, or lists no target holding the file, is
/// passed over: above them all, the module is the files linted together.
public enum ModuleLocator {
    /// The folder of the SwiftPM target holding `path` (absolute), or nil when no `Package.swift`
    /// above it declares a target whose folder holds it.
    public static func targetFolder(of path: String) -> String? { target(of: path)?.folder }

    /// A file's module: a SwiftPM target or an Xcode target.
    public struct Target: Sendable {
        public var name: String
        /// The target's folder (absolute); for an Xcode target, the folder of its project.
        public var folder: String
        /// The modules it depends on whose `public` declarations its files may name when they
        /// import them: the targets of the same package, and those of the library products of
        /// the packages on disk it depends on (`.package(path:)`, or an Xcode target's local
        /// package references). Each by its module name.
        public var dependencies: [(name: String, folder: String)]
        /// An Xcode target's Swift files (of every target holding the file: those they share);
        /// nil for a SwiftPM target, whose files are every Swift file under `folder`.
        public var files: [String]?

        /// What tells one module from another in a run: the folder, or the project and target names.
        public var key: String { files == nil ? folder : folder + "/" + name }

        /// Its Swift files, in byte order of their paths.
        public var swiftFiles: [String] { files ?? ModuleLocator.swiftFiles(under: folder) }
    }

    /// The target holding `path` (absolute), as the nearest `Package.swift` or `.xcodeproj` above says.
    public static func target(of path: String) -> Target? { target(of: path, reading: Projects()) }

    /// `target(of:)` with the manifests and projects `projects` read already (a run reads each once).
    public static func target(of path: String, reading projects: Projects) -> Target? {
        var cursor = FilePaths.parent(path)
        while let folder = cursor {
            if let manifest = projects.manifest(in: folder) {
                // A package decides for the files under it; an Xcode project beside it may hold others.
                return packageTarget(of: path, manifest: manifest, folder: folder, projects: projects)
                    ?? projects.xcodeTarget(of: path, in: folder)
            }
            if let target = projects.xcodeTarget(of: path, in: folder) { return target }
            cursor = FilePaths.parent(folder)
        }
        return nil
    }

    /// The target of the package at `folder` whose folder holds `path` (the deepest such).
    static func packageTarget(of path: String, manifest: PackageTargets.Manifest, folder: String, projects: Projects) -> Target? {
        let absolute = { (relative: String) in FilePaths.normalize(FilePaths.join(folder, relative)) }
        guard let found = manifest.targets.filter({ path.hasPrefix(absolute($0.folder) + "/") })
            .max(by: { $0.folder.count < $1.folder.count }) else { return nil }
        var dependencies: [(name: String, folder: String)] = []
        for name in found.dependencies {
            if let local = manifest.targets.first(where: { $0.name == name }) {
                dependencies.append((local.name, absolute(local.folder)))
            } else {
                // A bare name no target here has is a product of the same name of a package it depends on.
                dependencies += manifest.localPackages.flatMap { productTargets(name, package: absolute($0.path), projects: projects) }
            }
        }
        for product in found.products {
            let packages = manifest.localPackages.filter { Self.identity($0, is: product.package) }
            dependencies += packages.flatMap { productTargets(product.name, package: absolute($0.path), projects: projects) }
        }
        return Target(name: found.name, folder: absolute(found.folder), dependencies: Self.withoutRepeats(dependencies))
    }

    /// The targets (module name and folder) of the library `product` of the package at `folder`.
    static func productTargets(_ product: String, package folder: String, projects: Projects) -> [(name: String, folder: String)] {
        guard let manifest = projects.manifest(in: folder),
              let library = manifest.libraries.first(where: { $0.name == product }) else { return [] }
        return library.targets.compactMap { name in
            manifest.targets.first { $0.name == name }.map { (name, FilePaths.normalize(FilePaths.join(folder, $0.folder))) }
        }
    }

    /// Whether a `.package(path:)` is the package a `.product(package:)` names: by the name it is
    /// given, else by its identity, its folder's last name (SwiftPM compares it ignoring case).
    static func identity(_ package: (name: String?, path: String), is name: String) -> Bool {
        if let given = package.name { return given == name }
        let last = package.path.split(separator: "/").last.map(String.init) ?? package.path
        return last.lowercased() == name.lowercased()
    }

    static func withoutRepeats(_ targets: [(name: String, folder: String)]) -> [(name: String, folder: String)] {
        var seen = Set<String>()
        return targets.filter { seen.insert($0.folder).inserted }
    }

    /// The `Package.swift` and `.xcodeproj` of each folder asked about, each read once: a run
    /// asks for the module of many files, and a dependent package's manifest of several targets.
    /// Safe to share between threads (`prefetch` reads the projects on all cores).
    public final class Projects: @unchecked Sendable {
        private let lock = PThreadMutex()
        private var manifests: [String: PackageTargets.Manifest?] = [:]
        private var xcodeProjectPaths: [String: [String]] = [:]
        private var xcodeProjects: [String: XcodeProject?] = [:]
        /// The module of each set of Xcode targets asked for, by project and target names.
        private var xcodeModules: [String: Target] = [:]

        public init() {}

        /// The manifest in `folder`, or nil when it holds none (or none that can be read).
        func manifest(in folder: String) -> PackageTargets.Manifest? {
            if let known = lock.locked({ manifests[folder] }) { return known }
            let path = FilePaths.join(folder, "Package.swift")
            let manifest = FileSystemAccess.exists(path) ? (try? FileSystemAccess.readBytes(path)).map(PackageTargets.manifest) : nil
            lock.locked { manifests[folder] = manifest }
            return manifest
        }

        /// The `.xcodeproj` folders in `folder`, by name.
        func xcodeProjectPaths(in folder: String) -> [String] {
            if let known = lock.locked({ xcodeProjectPaths[folder] }) { return known }
            let listing = try? FileSystemAccess.listDirectory(folder)
            let names = listing.map { listing in listing.entries.map { listing.name(of: $0) } } ?? []
            let paths = FilePaths.sortedByBytes(names.filter { $0.hasSuffix(".xcodeproj") }).map { FilePaths.join(folder, $0) }
            lock.locked { xcodeProjectPaths[folder] = paths }
            return paths
        }

        /// The project of an `.xcodeproj` folder, nil when it cannot be read.
        func xcodeProject(at path: String) -> XcodeProject? {
            if let known = lock.locked({ xcodeProjects[path] }) { return known }
            let project = XcodeProject.read(path)
            lock.locked { xcodeProjects[path] = project }
            return project
        }

        /// The module of a file of an Xcode project in `folder`: the target holding it, or, when
        /// several do (an app and its widget share a file), the files they all compile, so that a
        /// fix names only what every one of them sees.
        func xcodeTarget(of path: String, in folder: String) -> Target? {
            for project in xcodeProjectPaths(in: folder).compactMap(xcodeProject) {
                let holding = project.targets.filter { $0.holds(path) }
                guard let first = holding.first else { continue }
                let name = holding.map(\.name).joined(separator: "+")
                let key = project.path + "/" + name
                if let known = lock.locked({ xcodeModules[key] }) { return known }
                // The first target's files that the others build too (their own folders are not walked).
                let shared = first.swiftFiles.filter { path in holding.dropFirst().allSatisfy { $0.holds(path) } }
                // The local packages' products every one of them links, by the targets each product builds.
                let products = first.localProducts.filter { product in
                    holding.dropFirst().allSatisfy { $0.localProducts.contains { $0 == product } }
                }
                let dependencies = products.flatMap { product in
                    product.package.map { productTargets(product.name, package: $0, projects: self) }
                        ?? folderPackageTargets(product.name, project: project)
                }
                let module = Target(name: name, folder: project.path, dependencies: ModuleLocator.withoutRepeats(dependencies),
                                    files: shared)
                lock.locked { xcodeModules[key] = module }
                return module
            }
            return nil
        }

        /// The targets of the library `product` of a local package the project refers to as a
        /// folder (the folder itself, or a folder one level inside it: `Modules/Articles`).
        func folderPackageTargets(_ product: String, project: XcodeProject) -> [(name: String, folder: String)] {
            for folder in project.folders {
                let inside = (try? FileSystemAccess.listDirectory(folder)).map { listing in
                    listing.entries.filter { !$0.isRegularFile }.map { FilePaths.join(folder, listing.name(of: $0)) }
                } ?? []
                for candidate in [folder] + FilePaths.sortedByBytes(inside) {
                    let targets = productTargets(product, package: candidate, projects: self)
                    if !targets.isEmpty { return targets }
                }
            }
            return []
        }

        /// Finds the modules of `paths` with the projects that decide them read on all cores: one
        /// file for each nearest folder holding a `Package.swift` or an `.xcodeproj` (the others'
        /// modules are then found from what it read). A run's fixes ask for several modules at
        /// once, and a large project takes milliseconds to read.
        public func prefetch(_ paths: [String]) {
            var firstOfFolder: [String: String] = [:]
            for path in paths {
                var cursor = FilePaths.parent(path)
                while let folder = cursor {
                    if manifest(in: folder) != nil || !xcodeProjectPaths(in: folder).isEmpty {
                        if firstOfFolder[folder] == nil { firstOfFolder[folder] = path }
                        break
                    }
                    cursor = FilePaths.parent(folder)
                }
            }
            let chosen = firstOfFolder.values.sorted()
            guard chosen.count > 1 else { return }
            _ = Concurrently.map(chosen.indices) { ModuleLocator.target(of: chosen[$0], reading: self) }
        }
    }

    /// The Swift files under `folder`, in byte order of their paths; build and VCS folders skipped.
    public static func swiftFiles(under folder: String) -> [String] {
        var result: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let listing = try? FileSystemAccess.listDirectory(current) else { continue }
            for entry in listing.entries {
                let isSwift = listing.hasSwiftExtension(entry)
                // Another regular file (an image, a plist) is neither: no name made, no status read.
                guard isSwift || !entry.isRegularFile else { continue }
                let name = listing.name(of: entry)
                let path = current + "/" + name
                if isSwift {
                    if entry.isRegularFile || (try? FileStatus.of(path, followingLinks: true))?.kind == .regularFile { result.append(path) }
                } else if !name.hasPrefix("."), !FileDiscovery.skippedFolderNames.contains(name),
                          (try? FileStatus.of(path, followingLinks: false))?.kind == .directory {
                    pending.append(path)
                }
            }
        }
        return result.sorted()
    }
}
