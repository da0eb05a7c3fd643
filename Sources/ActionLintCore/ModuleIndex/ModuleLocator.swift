/// Which files make up the module of a file, as the compiler would see it: for a SwiftPM
/// target, the Swift files under the target's folder (the `path:` its `Package.swift` writes,
/// else `Sources/<name>`, or `Tests/<name>` for a test target), subfolders included.
public enum ModuleLocator {
    /// The folder of the SwiftPM target holding `path` (absolute), or nil when no `Package.swift`
    /// above it declares a target whose folder holds it.
    public static func targetFolder(of path: String) -> String? { target(of: path)?.folder }

    /// A SwiftPM target: its folder (absolute) and name, and the targets of the same package it
    /// depends on.
    public struct Target: Sendable {
        public var name: String
        public var folder: String
        public var dependencies: [(name: String, folder: String)]
    }

    /// The SwiftPM target holding `path` (absolute), as the nearest `Package.swift` above says.
    public static func target(of path: String) -> Target? {
        var cursor = FilePaths.parent(path)
        while let folder = cursor {
            let manifest = FilePaths.join(folder, "Package.swift")
            if FileSystemAccess.exists(manifest), let bytes = try? FileSystemAccess.readBytes(manifest) {
                let targets = PackageTargets.targets(in: bytes)
                let absolute = { (relative: String) in FilePaths.normalize(FilePaths.join(folder, relative)) }
                guard let found = targets.filter({ path.hasPrefix(absolute($0.folder) + "/") })
                    .max(by: { $0.folder.count < $1.folder.count }) else { return nil }
                let dependencies = targets.filter { found.dependencies.contains($0.name) }.map { (name: $0.name, folder: absolute($0.folder)) }
                return Target(name: found.name, folder: absolute(found.folder), dependencies: dependencies)
            }
            cursor = FilePaths.parent(folder)
        }
        return nil
    }

    /// The Swift files under `folder`, in byte order of their paths; build and VCS folders skipped.
    public static func swiftFiles(under folder: String) -> [String] {
        var result: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let listing = try? FileSystemAccess.listDirectory(current) else { continue }
            for entry in listing.entries {
                let name = listing.name(of: entry)
                let path = current + "/" + name
                if listing.hasSwiftExtension(entry) {
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

/// The folders of the targets a `Package.swift` declares, relative to it, read from its tokens:
/// `.target(name: "App", path: "Sources/App")`, `.executableTarget(name: "Tool")`.
enum PackageTargets {
    static let kinds: [String: String] = [
        "target": "Sources", "executableTarget": "Sources", "testTarget": "Tests", "macro": "Sources", "plugin": "Plugins",
    ]

    struct Declared {
        var name: String
        /// Relative to the manifest's folder.
        var folder: String
        /// The names of the targets it depends on (`"Kit"`, `.target(name: "Kit")`).
        var dependencies: [String]
    }

    static func folders(in bytes: [UInt8]) -> [String] { targets(in: bytes).map(\.folder) }

    static func targets(in bytes: [UInt8]) -> [Declared] {
        let file = ParsedFile.tokensOnly(source: SourceFile(path: "Package.swift", bytes: bytes), tokens: Lexer.tokenize(bytes))
        var result: [Declared] = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            guard let root = kinds[file.text(index)], let period = file.previousSignificant(before: index),
                  file.tokens[period].kind == .period, let open = file.nextSignificant(after: index),
                  file.tokens[open].kind == .leftParen, let close = file.matchingParen(of: open),
                  let name = stringArgument("name", open: open, close: close, in: file) else { continue }
            let folder = stringArgument("path", open: open, close: close, in: file).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
            result.append(Declared(name: name, folder: folder ?? root + "/" + name,
                                   dependencies: dependencyNames(open: open, close: close, in: file)))
        }
        return result
    }

    /// The string literals of a target's `dependencies:` array, and the names of its
    /// `.target(name:)` and `.byName(name:)` entries (products of other packages are not here).
    static func dependencyNames(open: Int, close: Int, in file: ParsedFile) -> [String] {
        var depth = 0
        var index = open + 1
        while index < close {
            switch file.tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .identifier where depth == 0 && file.text(index) == "dependencies":
                guard let colon = file.nextSignificant(after: index), let bracket = file.nextSignificant(after: colon),
                      file.tokens[bracket].kind == .leftSquare else { return [] }
                return names(inArrayAt: bracket, in: file)
            default: break
            }
            index += 1
        }
        return []
    }

    private static func names(inArrayAt bracket: Int, in file: ParsedFile) -> [String] {
        var names: [String] = []
        var depth = 0
        var cursor = file.nextSignificant(after: bracket)
        while let index = cursor {
            let kind = file.tokens[index].kind
            if kind == .rightSquare && depth == 0 { break }
            switch kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .stringSegment where depth == 0: names.append(file.text(index))
            case .identifier where depth == 0 && ["target", "byName"].contains(file.text(index)):
                if let open = file.nextSignificant(after: index), file.tokens[open].kind == .leftParen,
                   let close = file.matchingParen(of: open), let name = stringArgument("name", open: open, close: close, in: file) {
                    names.append(name)
                }
            default: break
            }
            cursor = file.nextSignificant(after: index)
        }
        return names
    }

    /// The string literal after `label:` at the call's own depth.
    static func stringArgument(_ label: String, open: Int, close: Int, in file: ParsedFile) -> String? {
        var depth = 0
        var index = open + 1
        while index < close {
            switch file.tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .identifier where depth == 0 && file.text(index) == label:
                guard let colon = file.nextSignificant(after: index), file.tokens[colon].kind == .colon,
                      let start = file.nextSignificant(after: colon), file.tokens[start].kind == .stringStart,
                      let segment = file.nextSignificant(after: start) else { return nil }
                if file.tokens[segment].kind == .stringEnd { return "" }
                guard file.tokens[segment].kind == .stringSegment, let end = file.nextSignificant(after: segment),
                      file.tokens[end].kind == .stringEnd else { return nil }
                return file.text(segment)
            default: break
            }
            index += 1
        }
        return nil
    }
}
