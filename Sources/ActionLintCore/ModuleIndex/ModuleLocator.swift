/// Which files make up the module of a file, as the compiler would see it: for a SwiftPM
/// target, the Swift files under the target's folder (the `path:` its `Package.swift` writes,
/// else `Sources/<name>`, or `Tests/<name>` for a test target), subfolders included.
public enum ModuleLocator {
    /// The folder of the SwiftPM target holding `path` (absolute), or nil when no `Package.swift`
    /// above it declares a target whose folder holds it.
    public static func targetFolder(of path: String) -> String? {
        var cursor = FilePaths.parent(path)
        while let folder = cursor {
            let manifest = FilePaths.join(folder, "Package.swift")
            if FileSystemAccess.exists(manifest), let bytes = try? FileSystemAccess.readBytes(manifest) {
                let folders = PackageTargets.folders(in: bytes).map { FilePaths.normalize(FilePaths.join(folder, $0)) }
                return folders.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
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

    static func folders(in bytes: [UInt8]) -> [String] {
        let file = ParsedFile.tokensOnly(source: SourceFile(path: "Package.swift", bytes: bytes), tokens: Lexer.tokenize(bytes))
        var result: [String] = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            guard let root = kinds[file.text(index)], let period = file.previousSignificant(before: index),
                  file.tokens[period].kind == .period, let open = file.nextSignificant(after: index),
                  file.tokens[open].kind == .leftParen, let close = file.matchingParen(of: open) else { continue }
            let name = stringArgument("name", open: open, close: close, in: file)
            if let path = stringArgument("path", open: open, close: close, in: file) {
                result.append(path.hasSuffix("/") ? String(path.dropLast()) : path)
            } else if let name {
                result.append(root + "/" + name)
            }
        }
        return result
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
